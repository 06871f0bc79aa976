import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule L8: the engine forces no layout to read a host, to enable or to follow.
///
/// The model lays out as UIKit does: `layoutIfNeeded()` lays out from the topmost ancestor
/// that waits for layout, and the screen counts every such pass outside the run loop's own
/// and outside a write inside the keyboard's animation (`forcedLayoutPasses`). A 390 x 844
/// screen and window without safe area; the app's root view (a view controller's) fills the
/// window; a 336 pt keyboard, top at 508; margin 16.
@MainActor
struct LayoutIsTheAppsTests {
  private let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
  private let window: HeadlessWindow
  /// The view controller's view, whose pending layout is the app's.
  private let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private let keyboard: HeadlessKeyboard

  init() {
    window = HeadlessWindow(screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(root)
    keyboard = HeadlessKeyboard(screen: screen)
  }

  /// A form filling the root view, with a field.
  ///
  /// 1,200 pt of content, adjustment `never`, offset 0; the field at 700 ... 744.
  private func form() -> (HeadlessScrollView, HeadlessTextField) {
    let form = HeadlessScrollView(
      frame: root.bounds, contentSize: CGSize(width: 390, height: 1200))
    form.contentInsetAdjustmentBehavior = .never
    root.addSubview(form)
    let field = HeadlessTextField(
      identifier: "name", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    form.addSubview(field)
    return (form, field)
  }

  @Test func `L8: enable() with the keyboard up runs none of the app's pending layout`() {
    let (form, field) = form()
    field.becomeFirstResponder()
    keyboard.show(height: 336)
    // A pushed screen's viewDidLoad: its view waits for layout when the app enables.
    root.setNeedsLayout()
    form.keyboard.enable()
    // Late enable (L2), without animation: the inset is the overlap, 844 - 508 = 336; the
    // target 684 ... 760 sits at the band's bottom, 760 - 508 = 252.
    #expect(form.contentInset.bottom == 336)
    #expect(form.contentOffset.y == 252)
    #expect(root.layoutPassCount == 0)
    #expect(screen.forcedLayoutPasses == 0)
    // The run loop's pass is the app's own, once.
    screen.runLayoutPass()
    #expect(root.layoutPassCount == 1)
  }

  @Test
  func `L8: follow() with the keyboard up forces no layout, and the item moves in the next pass`() {
    let panel = HeadlessView(frame: CGRect(x: 0, y: 728, width: 390, height: 100))
    root.addSubview(panel)
    let pin = HeadlessLayoutConstraint(
      view: root, constant: 16, isSafeAreaAware: false, item: panel)
    keyboard.show(height: 336)
    root.setNeedsLayout()
    pin.keyboard.follow()
    // C1 without safe area: 16 + 336 = 352, written at once without animation.
    #expect(pin.constant == 352)
    #expect(pin.recorder.animations.isEmpty)
    #expect(screen.forcedLayoutPasses == 0)
    #expect(root.layoutPassCount == 0)
    // Auto Layout moves the panel in the run loop's pass: 844 - 352 - 100 = 392.
    #expect(panel.frame.minY == 728)
    screen.runLayoutPass()
    #expect(panel.frame.minY == 392)
    #expect(root.layoutPassCount == 1)
  }

  @Test
  func `L8: a keyboard notification's read lays out nothing outside the keyboard's animation`() {
    let (form, field) = form()
    form.keyboard.enable()
    field.becomeFirstResponder()
    root.setNeedsLayout()
    keyboard.show(height: 336)
    // The write at willChangeFrame: inset 336, offset 252, animated; its one layout runs
    // inside the keyboard's animation and takes the app's pending layout with it (UIKit's
    // layoutIfNeeded lays out from the topmost ancestor that needs it). No read laid out.
    #expect(form.contentInset.bottom == 336)
    #expect(form.contentOffset.y == 252)
    #expect(form.recorder.animations.count == 1)
    #expect(screen.forcedLayoutPasses == 0)
    #expect(screen.layoutPassesInKeyboardAnimation == 1)
    #expect(root.layoutPassCount == 1)
    // The three notifications after it write nothing and lay out nothing: the root's
    // pending layout runs in the run loop's pass that ends their turn (the app's, 2).
    root.setNeedsLayout()
    keyboard.changeFrame(to: CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(screen.forcedLayoutPasses == 0)
    #expect(root.layoutPassCount == 2)
  }

  @Test func `L8: a text view that grows is read after its layout pass, forcing none (F5)`() {
    // A form (content 1,200 tall, the text view 358 x 36 at 1144, 20 pt above its end).
    let stage = Stage.form()
    let feedback = stage.addGrowingTextView("feedback", y: 1144)
    stage.enableAndShow(CGRect(x: 0, y: 508, width: 390, height: 336), focusing: feedback)
    let form = stage.scrollView
    // caret 1152 ... 1172: target 1136 ... 1188; 1188 - 508 = 680
    #expect(form.contentOffset.y == 680)
    form.recorder = HostRecorder()
    let forced = stage.screen.forcedLayoutPasses
    // Three lines at once: UIKit posts the change, then the run loop's pass grows the view
    // by 60 and lays out the engine's sentinel after it, where the caret is read: target
    // 1196 ... 1248, offset 1248 - 508 = 740 (the limit is 1260 + 336 - 844 = 752). Read at
    // the notification, the offset would stop at 1200 + 336 - 844 = 692.
    feedback.type("\n\n\n")
    #expect(form.contentSize.height == 1260)
    #expect(form.contentOffset.y == 740)
    #expect(form.recorder.writes == 1)
    #expect(form.recorder.animations.isEmpty)
    #expect(stage.screen.forcedLayoutPasses == forced)
  }

  /// A notes text view with 100 lines typed under a 336 pt keyboard, and its window.
  ///
  /// ``EditorStage``, the notes view focused. The caller keeps the window, as an app must
  /// in UIKit.
  private func notesTyped() -> (HeadlessScreen, HeadlessWindow, HeadlessTextView) {
    let editor = EditorStage(identifier: "notes")
    let notes = editor.textView
    notes.becomeFirstResponder()
    editor.keyboard.show(height: 336)
    for _ in 0..<100 { notes.type("line\n") }
    return (editor.screen, editor.window, notes)
  }

  @Test func `L8: a caret move waits for the layout pass and its turn, and is read once (F5)`() {
    let (screen, window, notes) = notesTyped()
    defer { withExtendedLifetime(window) {} }
    // After the newline ending line L the offset is 20 L - 452 (the 500-line F5 test):
    // 20 x 99 - 452 = 1528.
    #expect(notes.contentOffset.y == 1528)
    notes.recorder = HostRecorder()
    notes.select(NSRange(location: 0, length: 0))
    // No delegate forwards it yet: the app tells the engine twice in one turn.
    notes.keyboard.inputDidChangeSelection(notes)
    notes.keyboard.inputDidChangeSelection(notes)
    #expect(notes.contentOffset.y == 1528)
    #expect(notes.recorder.writes == 0)
    // The turn's layout pass alone reads nothing: the sentinel may lay out before the content
    // (rule O1 g).
    screen.runLayoutPass()
    #expect(notes.recorder.writes == 0)
    // The main-queue turn after it: the caret at (0, 8), target -8 ... 44, clamped at 0; one
    // write.
    screen.runMainQueue()
    #expect(notes.contentOffset.y == 0)
    #expect(notes.recorder.writes == 1)
    #expect(screen.forcedLayoutPasses == 0)
  }

  @Test func `F5: a layout pass's token the engine does not wait for writes nothing (L8)`() throws {
    let (screen, window, notes) = notesTyped()
    defer { withExtendedLifetime(window) {} }
    // After the newline ending line 99: 20 x 99 - 452 = 1528 (the L8 caret test).
    #expect(notes.contentOffset.y == 1528)
    let engine = try #require(notes.existingKeyboardEngine)
    notes.recorder = HostRecorder()
    notes.select(NSRange(location: 0, length: 0))
    // No caret move was told: a token for one is not waited for, and changes nothing.
    engine.receive(.resumed(.caretLayout(ObjectIdentifier(notes))))
    #expect(notes.contentOffset.y == 1528)
    #expect(notes.recorder.writes == 0)
    // Told, the move waits; its token, delivered before the pass as a scheduler may, is
    // read then: the caret at (0, 8), target -8 ... 44, clamped at 0; one write.
    notes.keyboard.inputDidChangeSelection(notes)
    #expect(notes.recorder.writes == 0)
    engine.receive(.resumed(.caretLayout(ObjectIdentifier(notes))))
    #expect(notes.contentOffset.y == 0)
    #expect(notes.recorder.writes == 1)
    // The pass and turn the engine asked for bring the same token again: the wait is over.
    screen.runMainQueue()
    #expect(notes.recorder.writes == 1)
  }

  @Test func `L8: a when-covered constraint lays out only its own view, inside the animation (C2)`()
  {
    // A form pinned 16 pt above the root's bottom, 828 tall (844 - 16 - 828: it starts at
    // the top), with the code field at 700 ... 744 in it.
    let form = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 828))
    let field = HeadlessTextField(
      identifier: "code", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    root.addSubview(form)
    form.addSubview(field)
    let pin = HeadlessLayoutConstraint(view: root, constant: 16, isSafeAreaAware: false, item: form)
    pin.keyboard.follow(mode: .whenCovered)
    field.becomeFirstResponder()
    pin.recorder = HostRecorder()
    // The app's own change waits for layout: the layout inside the keyboard's animation, of
    // the view whose constraint the engine changed, takes it in; no read lays it out.
    root.setNeedsLayout()
    keyboard.show(height: 336)
    // At the base the field's bottom is 744: 744 + 16 - 508 = 252 under the keyboard's top,
    // less than always's 336: 16 + 252 = 268, once, at willChangeFrame; the other three
    // measure the field where the layout inside that animation put it and keep 268.
    #expect(pin.constant == 268)
    #expect(pin.recorder.writes == 1)
    #expect(form.frame.minY == -252)
    #expect(screen.forcedLayoutPasses == 0)
    #expect(screen.layoutPassesInKeyboardAnimation == 1)
    keyboard.hide()
    #expect(pin.constant == 16)
    #expect(form.frame.minY == 0)
    #expect(screen.forcedLayoutPasses == 0)
  }
}
