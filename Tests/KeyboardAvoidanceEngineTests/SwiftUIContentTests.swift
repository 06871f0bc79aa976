import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rules S1-S4 and L7's SwiftUI skip, on the model of SwiftUI's scroll view.
///
/// The stage: ``SwiftUIStage``, a 390 x 844 screen and window with a safe area of 47 / 34; a
/// hosting view filling it, and in it the scroll view behind a SwiftUI `ScrollView` / `Form`
/// filling it too, with 1600 pt of content. SwiftUI sets its insets: 47 / 34 at rest, offset
/// -47. The keyboard is 336 pt tall, its top at 508: an overlap of 336, 302 beyond the safe
/// area. SwiftUI applies a state change at its next update: ``HeadlessScreen/runMainQueue()``.
@MainActor
struct SwiftUIContentTests: SwiftUIStaged {
  /// The stage; its parts are ``SwiftUIStaged``'s.
  let stage = SwiftUIStage()

  @discardableResult
  private func addField(_ identifier: String, y: CGFloat) -> HeadlessTextField {
    let field = HeadlessTextField(
      identifier: identifier, frame: CGRect(x: 16, y: y, width: 358, height: 44))
    scrollView.addSubview(field)
    return field
  }

  private func show() {
    stage.showKeyboard()
  }

  /// A SwiftUI layout pass, as any state change or scroll of the content brings.
  private func swiftUILayout() {
    scrollView.setNeedsLayout()
    scrollView.layoutIfNeeded()
  }

  // MARK: - S1

  @Test func `S1: the modifier turns SwiftUI's lift off, and the keyboard lifts the content once`()
  {
    #expect(scrollView.contentInset == EdgeInsets(top: 47, bottom: 34))
    addField("far", y: 1000).becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    #expect(scrollView.keyboard.isEnabled)
    #expect(!scrollView.liftsForKeyboard)
    show()
    screen.runMainQueue()
    // SwiftUI lifts nothing; the engine's 336 - 34 = 302 goes through SwiftUI's layout:
    // 34 + 302 = 336, not 34 + 302 + 302.
    #expect(scrollView.askedBottomAddition == 302)
    #expect(scrollView.contentInset.bottom == 336)
    // Target 984 ... 1060 at the band's bottom: 1060 - (844 - 336) = 552.
    #expect(scrollView.contentOffset.y == 552)
  }

  @Test func `S1: without the modifier SwiftUI lifts by itself and the engine stays out`() {
    addField("far", y: 1000).becomeFirstResponder()
    show()
    swiftUILayout()
    // SwiftUI's own keyboard safe area: 336 - 34 = 302 over the safe area's 34.
    #expect(scrollView.contentInset.bottom == 336)
    #expect(!scrollView.keyboard.isEnabled)
    #expect(scrollView.recorder.writes == 0)
  }

  /// The stage of the probe's search: a hosting controller's view in an app's scroll view.
  ///
  /// The app's UIKit scroll view (`outer`) fills the window; the probe sits in a platform
  /// view's host at `probeFrame`, in the hosting view's space.
  private func probeStage(probeFrame: CGRect, scrollView: HeadlessScrollView?) -> (
    outer: HeadlessScrollView, probe: HeadlessKeyboardScrollViewProbe
  ) {
    let outer = HeadlessScrollView(
      frame: window.bounds, contentSize: CGSize(width: 390, height: 2000))
    let hosting = HeadlessHostingView(frame: window.bounds)
    if let scrollView { hosting.addSubview(scrollView) }
    let platformHost = HeadlessView(frame: probeFrame)
    let probe = HeadlessKeyboardScrollViewProbe(
      frame: CGRect(origin: .zero, size: probeFrame.size))
    platformHost.addSubview(probe)
    hosting.addSubview(platformHost)
    outer.addSubview(hosting)
    window.addSubview(outer)
    return (outer, probe)
  }

  @Test func `S1: the probe finds the scroll view that runs into the safe area`() {
    // SwiftUI's scroll view fills the screen (0 ... 844) under the safe area 47 / 34; the
    // probe, the container's background, keeps the safe area's frame: 47 ... 810, 763 tall.
    let swiftUI = HeadlessHostingScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 1600))
    let stage = probeStage(
      probeFrame: CGRect(x: 0, y: 47, width: 390, height: 763), scrollView: swiftUI)
    #expect(swiftUI.liftsForKeyboard)
    screen.runMainQueue()
    // 0 ... 844 inset by 47 / 34 is 47 ... 810: the probe's frame.
    #expect(stage.probe.foundScrollView === swiftUI)
    #expect(swiftUI.keyboard.isEnabled)
    #expect(!swiftUI.liftsForKeyboard)
    #expect(!stage.outer.keyboard.isEnabled)
  }

  @Test func `S1: no scroll view in the SwiftUI content: none outside it is taken either`() {
    // The modifier on a stack that does not scroll: the only scroll view above the probe
    // is the app's, outside the hosting view.
    let stage = probeStage(
      probeFrame: CGRect(x: 0, y: 47, width: 390, height: 763), scrollView: nil)
    screen.runMainQueue()
    #expect(stage.probe.foundScrollView == nil)
    #expect(!stage.outer.keyboard.isEnabled)
  }

  @Test func `S1: a probe inside the scroll view's content takes that scroll view`() {
    // The modifier on the rows' stack: the probe is inside the scroll view's content, at
    // content y 0 ... 1600, matching no scroll view's frame.
    let probe = HeadlessKeyboardScrollViewProbe(
      frame: CGRect(x: 0, y: 0, width: 390, height: 1600))
    scrollView.addSubview(probe)
    screen.runMainQueue()
    #expect(probe.foundScrollView === scrollView)
    #expect(scrollView.keyboard.isEnabled)
  }

  // MARK: - S2

  @Test func `S2: the inset goes to the sink, and SwiftUI's next layout keeps it`() {
    addField("far", y: 1000).becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    scrollView.recorder = HostRecorder()
    show()
    // Asked, not yet applied: nothing written to SwiftUI's contentInset, no offset yet.
    #expect(scrollView.askedBottomAddition == 302)
    #expect(scrollView.contentInset.bottom == 34)
    #expect(scrollView.contentOffset.y == -47)
    screen.runMainQueue()
    #expect(scrollView.contentInset.bottom == 336)
    #expect(scrollView.verticalScrollIndicatorInsets.bottom == 336)
    #expect(scrollView.contentOffset.y == 552)
    // One write to the sink, one to the offset; both with the keyboard's timing.
    #expect(scrollView.recorder.writes == 2)
    #expect(scrollView.recorder.animations == [.keyboardDefault, .keyboardDefault])
    // SwiftUI lays out again (a state change, a scroll): the addition is part of it.
    swiftUILayout()
    #expect(scrollView.contentInset.bottom == 336)
    // A repeated notification finds everything in place (A2).
    scrollView.recorder = HostRecorder()
    keyboard.post(KeyboardEvent(name: .didShow, endFrame: shown))
    screen.runMainQueue()
    #expect(scrollView.recorder.writes == 0)
    // Hide: the addition back to 0, SwiftUI's own 34 stays (I3); 552 is inside the
    // range 1600 + 34 - 844 = 790, so the offset stays.
    keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    screen.runMainQueue()
    #expect(scrollView.askedBottomAddition == 0)
    #expect(scrollView.contentInset == EdgeInsets(top: 47, bottom: 34))
    #expect(scrollView.contentOffset.y == 552)
  }

  @Test func `S2: the offset waits for the layout pass that lays the addition out`() {
    addField("far", y: 1500).becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    show()
    // SwiftUI's update on the main queue's turn only asks for layout: the addition 302 is
    // laid out in the layout pass after it, which the turn ends with.
    screen.runMainQueue()
    // Target 1484 ... 1560: offset 1560 - 508 = 1052, inside the range the laid-out
    // addition gives, 1600 + 34 + 302 - 844 = 1092. Written at SwiftUI's update, before
    // that pass, it would be cut to the range of before: 1600 + 34 - 844 = 790.
    #expect(scrollView.layoutBottomAddition == 302)
    #expect(scrollView.contentInset.bottom == 336)
    #expect(scrollView.contentOffset.y == 1052)
  }

  @Test func `S2: SwiftUI already lifted by 302: the engine adds nothing`() {
    addField("far", y: 1000).becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    // Content whose keyboard region SwiftUI still honours (the modifier's own turned off,
    // an outer container's not): SwiftUI lifts by 336 - 34 = 302 itself.
    scrollView.liftsForKeyboard = true
    scrollView.recorder = HostRecorder()
    show()
    // At the notification SwiftUI has not lifted yet (it does in the layout pass that ends
    // the turn, or at its update): the engine asks for 336 - 34 = 302 (the first of the
    // sink's two writes counted below).
    screen.runMainQueue()
    // SwiftUI's update lifts by 302 before it applies the addition; the engine hears its
    // inset change (K7): existing = 34 + 302 = 336 = need, the addition max(0, 336 - 336)
    // = 0 (I1), asked before SwiftUI applied the 302: the content is never lifted twice.
    #expect(scrollView.askedBottomAddition == 0)
    #expect(scrollView.contentInset.bottom == 336)
    // The band ends at 844 - 336 = 508 all the same: offset 1060 - 508 = 552. Writes: the
    // sink twice (302, then 0) and the offset once.
    #expect(scrollView.contentOffset.y == 552)
    #expect(scrollView.recorder.writes == 3)
  }

  @Test func `S2: the focused row is off screen: its offset waits for SwiftUI's layout`() {
    let near = addField("near", y: 700)
    let far = addField("far", y: 1500)
    far.becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    show()
    screen.runMainQueue()
    // Target 1484 ... 1560: offset 1560 - 508 = 1052. Written before SwiftUI applies the
    // addition, it would be cut to 1600 + 34 - 844 = 790; after it, the end is
    // 1600 + 336 - 844 = 1092.
    #expect(scrollView.contentOffset.y == 1052)
    // Back to the near row and, with the app's `onSubmit` (Return is SwiftUI's under the
    // modifier, rule S1), to the far one again, off screen by then.
    near.becomeFirstResponder()
    // Target 684 ... 760 is above the band's top (1052 + 47): offset 684 - 47 = 637.
    #expect(scrollView.contentOffset.y == 637)
    near.shouldReturn = { _ in far.becomeFirstResponder() }
    near.pressReturn()
    #expect(far.isFirstResponder)
    #expect(scrollView.contentOffset.y == 1052)
  }

  @Test func `S2: a multi-line field's caret stays above the keyboard as it grows`() {
    // A vertical TextField: a text view 358 x 36 at y 600 that grows instead of scrolling.
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 600, width: 358, height: 36))
    notes.isScrollEnabled = false
    scrollView.addSubview(notes)
    scrollView.applyKeyboardModifier()
    notes.becomeFirstResponder()
    show()
    screen.runMainQueue()
    // Caret 608 ... 628 in the content: target 592 ... 644, offset 644 - 508 = 136.
    #expect(scrollView.contentOffset.y == 136)
    for line in 1...20 {
      scrollView.recorder = HostRecorder()
      notes.type("\n")
      // Each line grows the view and the content by 20: the caret and the offset follow.
      #expect(scrollView.contentSize.height == 1600 + CGFloat(line) * 20)
      #expect(scrollView.contentOffset.y == 136 + CGFloat(line) * 20)
      // The offset only, without animation; the sink's addition is unchanged.
      #expect(scrollView.recorder.writes == 1)
      #expect(scrollView.recorder.animations.isEmpty)
    }
    #expect(scrollView.askedBottomAddition == 302)
  }

  // MARK: - S3

  @Test func `S3: a wrapped UITextView is revealed by its caret, line by line`() {
    // A representable's text view, 358 x 120 at y 1000, that scrolls its own text.
    let editor = HeadlessTextView(
      identifier: "editor", frame: CGRect(x: 16, y: 1000, width: 358, height: 120))
    scrollView.addSubview(editor)
    scrollView.applyKeyboardModifier()
    editor.becomeFirstResponder()
    show()
    screen.runMainQueue()
    // Caret 1008 ... 1028 in the content, not the editor's 1000 ... 1120: target
    // 992 ... 1044, offset 1044 - 508 = 536.
    #expect(scrollView.contentOffset.y == 536)
    scrollView.recorder = HostRecorder()
    editor.type("\n")
    // Caret 1028 ... 1048: target 1012 ... 1064, offset 1064 - 508 = 556, unanimated.
    #expect(scrollView.contentOffset.y == 556)
    #expect(scrollView.recorder.writes == 1)
    #expect(scrollView.recorder.animations.isEmpty)
  }

  @Test func `S3: an editor UIKit does not announce finds its engine above it`() {
    // A custom UITextInput in a representable's container (0, 900): the editor at content
    // y 1000, with "end" on its line 3: caret 8 + 3 x 20 = 68 ... 88, so 1068 ... 1088.
    let container = HeadlessView(frame: CGRect(x: 0, y: 900, width: 390, height: 400))
    let editor = HeadlessTextInputView(
      frame: CGRect(x: 16, y: 100, width: 358, height: 200),
      text: String(repeating: "line\n", count: 3) + "end")
    container.addSubview(editor)
    scrollView.addSubview(container)
    #expect(editor.nearestEnabledKeyboardHost == nil)
    scrollView.applyKeyboardModifier()
    show()
    screen.runMainQueue()
    #expect(scrollView.contentOffset.y == -47)
    let host = editor.nearestEnabledKeyboardHost
    #expect(host === scrollView)
    host?.keyboard.inputDidBeginEditing(editor)
    // Target 1052 ... 1104: offset 1104 - 508 = 596.
    #expect(scrollView.contentOffset.y == 596)
  }

  // MARK: - S4

  @Test func `S4: a composer rides the keyboard, during a drag too, and the chat stays clear`() {
    // The composer: 390 x 52, its bottom on the safe area's (844 - 34 = 810), placed by a
    // value that follows the keyboard; the chat has the composer's room in SwiftUI's
    // layout (34 + 52 = 86) and the composer's height as extra spacing.
    let composer = HeadlessView(frame: CGRect(x: 0, y: 758, width: 390, height: 52))
    hosting.addSubview(composer)
    let lift = HeadlessLayoutConstraint(
      view: hosting, constant: 0, isSafeAreaAware: true, item: composer)
    lift.keyboard.follow()
    scrollView.appBottomInset = 52
    scrollView.keyboardDismissMode = .interactive
    scrollView.applyKeyboardModifier()
    scrollView.keyboard.extraSpacing = 52
    swiftUILayout()
    #expect(scrollView.contentInset.bottom == 86)
    // The newest message at the end: 1600 + 86 - 844 = 842.
    scrollView.contentOffset.y = 842
    show()
    screen.runMainQueue()
    // The composer: 336 - 34 = 302 above the safe area, its bottom at 508, top at 456.
    #expect(lift.constant == 302)
    #expect(composer.frame.minY == 456)
    // The chat: need 336 + 52 = 388, existing 86, addition 302; it rests at its new end
    // 1600 + 388 - 844 = 1144 (F7), whose band ends at 844 - 388 = 456, the composer's top.
    #expect(scrollView.askedBottomAddition == 302)
    #expect(scrollView.contentInset.bottom == 388)
    #expect(scrollView.contentOffset.y == 1144)
    // The user drags the keyboard down to 600 (D1): overlap 244.
    scrollView.beginUserDrag()
    scrollView.recorder = HostRecorder()
    keyboard.dragKeyboardTop(to: 600)
    screen.runMainQueue()
    // Composer 244 - 34 = 210: bottom at 600, top at 548; the chat's addition
    // 244 + 52 - 86 = 210, its band ending at 844 - 296 = 548. The engine scrolls nothing
    // (one write, the sink's, unanimated); SwiftUI keeps the offset at its new end,
    // 1600 + 296 - 844 = 1052, so the last message sits on the composer's top.
    #expect(lift.constant == 210)
    #expect(composer.frame.minY == 548)
    #expect(scrollView.askedBottomAddition == 210)
    #expect(scrollView.contentInset.bottom == 296)
    #expect(scrollView.recorder.writes == 1)
    #expect(scrollView.recorder.animations.isEmpty)
    #expect(scrollView.contentOffset.y == 1052)
    scrollView.endUserDrag()
    keyboard.resolveDrag(dismissed: true)
    screen.runMainQueue()
    // Gone: the composer back on the safe area, the chat's room back to 86 (I3), and the
    // chat at its end again: 842.
    #expect(lift.constant == 0)
    #expect(composer.frame.minY == 758)
    #expect(scrollView.contentInset.bottom == 86)
    #expect(scrollView.contentOffset.y == 842)
  }

  @Test func `S4: a bar in a tab's content is lifted from its container's bottom`() {
    // A tab's hosting view above an opaque 49 pt tab bar: 0 ... 844 - 34 - 49 = 761 would
    // be the safe area's end; the content ends at 795 (the tab bar's top), no safe area
    // left below it. The composer, 52 tall, rests on 795: top 743.
    let tab = HeadlessHostingView(frame: CGRect(x: 0, y: 0, width: 390, height: 795))
    window.addSubview(tab)
    let composer = HeadlessView(frame: CGRect(x: 0, y: 743, width: 390, height: 52))
    tab.addSubview(composer)
    let riding = HeadlessKeyboardBar(bar: composer, layoutContainer: tab)
    riding.follow()
    #expect(riding.measuredView === tab)
    show()
    screen.runMainQueue()
    // The keyboard covers the tab's content from 508 to 795: 287, less its bottom safe
    // area 0. Measured against the window it would be 336 - 34 = 302, the composer's bottom
    // at 795 - 302 = 493, 15 pt above the keyboard.
    #expect(riding.lift == 287)
    #expect(composer.frame.maxY == 508)
    keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    screen.runMainQueue()
    #expect(riding.lift == 0)
    #expect(composer.frame.maxY == 795)
  }

  @Test func `S4: the bar follows a drag through its own keyboard layout guide probe`() {
    // A composer in a screen with no scroll view the engine watches (a SwiftUI scroll view
    // that dismisses interactively, without the keyboard modifier): no scroll view's drag
    // tells the observer, only the bar's probe of its keyboard layout guide hears the drag.
    let composer = HeadlessView(frame: CGRect(x: 0, y: 758, width: 390, height: 52))
    hosting.addSubview(composer)
    let riding = HeadlessKeyboardBar(bar: composer, layoutContainer: hosting)
    riding.follow()
    show()
    screen.runMainQueue()
    // 336 - 34 = 302 above the safe area's 810: bottom at 508.
    #expect(riding.lift == 302)
    #expect(composer.frame.maxY == 508)
    // The user drags the keyboard down to 600, then 700: overlaps 244 and 144, lifts
    // 244 - 34 = 210 and 144 - 34 = 110, the composer's bottom on the keyboard's top.
    keyboard.dragKeyboardTop(to: 600)
    #expect(riding.lift == 210)
    #expect(composer.frame.maxY == 600)
    keyboard.dragKeyboardTop(to: 700)
    #expect(riding.lift == 110)
    #expect(composer.frame.maxY == 700)
    // Back up past the notified top 508 (a drag never lifts above it): 302 again.
    keyboard.dragKeyboardTop(to: 480)
    #expect(riding.lift == 302)
    keyboard.resolveDrag(dismissed: true)
    screen.runMainQueue()
    #expect(riding.lift == 0)
    #expect(composer.frame.maxY == 810)
  }

  // MARK: - L7

  @Test func `L7: the app-wide mode never enables a scroll view inside SwiftUI content`() {
    let field = addField("field", y: 700)
    screen.keyboard.enableEverywhere()
    show()
    field.becomeFirstResponder()
    screen.runMainQueue()
    #expect(!scrollView.keyboard.isEnabled)
    // SwiftUI's own lift only: 34 + 302, and the engine wrote nothing.
    swiftUILayout()
    #expect(scrollView.contentInset.bottom == 336)
    #expect(scrollView.recorder.writes == 0)
  }

  @Test func `L7: a UIKit scroll view around SwiftUI content is a candidate, SwiftUI's are not`() {
    // SwiftUI inside a UIKit scroll view (a hosting controller's view, or a cell's
    // UIHostingConfiguration): the scroll view is UIKit's, and SwiftUI does not lift it.
    let outer = HeadlessScrollView(
      frame: window.bounds, contentSize: CGSize(width: 390, height: 1600))
    let cell = HeadlessHostingView(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
    let field = HeadlessTextField(
      identifier: "cell", frame: CGRect(x: 16, y: 0, width: 358, height: 44))
    cell.addSubview(field)
    outer.addSubview(cell)
    window.addSubview(outer)
    screen.keyboard.enableEverywhere()
    show()
    field.becomeFirstResponder()
    screen.runMainQueue()
    #expect(outer.keyboard.isEnabled)
    // The keyboard's 336 over the scroll view's bottom safe area 34 (its adjusted inset):
    // the engine adds 336 - 34 = 302.
    #expect(outer.contentInset.bottom == 302)
    // SwiftUI's own scroll view behind the stage's content stays out.
    #expect(!scrollView.keyboard.isEnabled)
  }

  @Test func `L7: a scroll view the modifier enabled works on under the app-wide mode`() {
    let field = addField("field", y: 700)
    screen.keyboard.enableEverywhere()
    scrollView.applyKeyboardModifier()
    show()
    field.becomeFirstResponder()
    screen.runMainQueue()
    // Target 684 ... 760: 760 - 508 = 252, through the sink's 302.
    #expect(scrollView.contentInset.bottom == 336)
    #expect(scrollView.contentOffset.y == 252)
  }
}
