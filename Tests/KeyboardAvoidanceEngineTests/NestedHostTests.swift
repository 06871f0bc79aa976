import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

@testable import KeyboardAvoidanceEngine

/// Rule F8 (and F2's clamp) on a scrolling text view inside a form, both enabled.
///
/// The form: a 390 x 844 screen and window without safe area, the form filling it with
/// 1200 pt of content, `never` adjustment, offset 0; a 336 pt keyboard, top at 508. The notes
/// text view, 358 wide (35 columns of 10 pt), font 20 / 10, inset 8 / 0 / 8 / 0. The text
/// view is enabled first, so that the observer's registration order, as UIKit's
/// notification center keeps it, serves it first.
@MainActor
struct NestedHostTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
  private let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)

  /// Twenty lines, the caret at the end of "last" on line 19: (40, 8 + 19 x 20 = 388), 2 x 20;
  /// content 8 + 20 x 20 + 8 = 416 tall.
  private static let twentyLines = String(repeating: "line\n", count: 19) + "last"

  /// The form and a notes text view at `frame` in its content, holding `text`.
  private func form(notesAt frame: CGRect, text: String) -> (Stage, HeadlessTextView) {
    let stage = Stage.form()
    let notes = HeadlessTextView(identifier: "notes", frame: frame, text: text)
    stage.scrollView.addSubview(notes)
    return (stage, notes)
  }

  /// One show as UIKit posts it.
  private func show(_ stage: Stage) {
    for name in [KeyboardEventName.willChangeFrame, .willShow, .didChangeFrame, .didShow] {
      stage.post(name, endFrame: shown)
    }
  }

  /// Enables the form (with `notesFirst`, the notes view before it, so that the observer
  /// serves the notes view first), focuses `notes` and shows the keyboard.
  private func enableAndShow(
    _ stage: Stage, focusing notes: HeadlessTextView, notesFirst: Bool = false
  ) {
    if notesFirst { notes.keyboard.enable() }
    stage.scrollView.keyboard.enable()
    notes.becomeFirstResponder()
    show(stage)
  }

  // MARK: - F2

  @Test func `F2: a form reveals a scrolling text view's caret clamped into the text view`() {
    // Only the form is enabled. The notes view at 600 ... 800 shows its text 0 ... 200; the
    // caret 388 ... 408 is below that: at 600 + 388 = 988 in the form, but the form can
    // show only the text view's bottom edge: the empty strip at 800, grown 784 ... 816.
    let (stage, notes) = form(
      notesAt: CGRect(x: 16, y: 600, width: 358, height: 200), text: Self.twentyLines)
    enableAndShow(stage, focusing: notes)
    #expect(
      stage.scrollView.keyboardTarget(for: notes) == CGRect(x: 56, y: 784, width: 2, height: 32))
    // 816 - 508 = 308, not the unclamped caret's 1008 + 16 - 508 = 516.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 308))
    #expect(stage.scrollView.isKeyboardTargetVisible(for: notes) == true)
  }

  @Test func `F2: a selection in a scrolling text view is clamped into it too`() {
    // Lines 8 to 12 selected (offset 40 to 62: line 8 column 0 ... line 12 column 2):
    // 8 + 160 = 168 ... 8 + 240 + 20 = 268 in the text, 768 ... 868 in the form, clamped to
    // the text view's 600 ... 800: 768 ... 800, across the text view's width.
    let (stage, notes) = form(
      notesAt: CGRect(x: 16, y: 600, width: 358, height: 200), text: Self.twentyLines)
    notes.select(NSRange(location: 40, length: 22))
    enableAndShow(stage, focusing: notes)
    // The 32 pt fits the band: grown 752 ... 816, 816 - 508 = 308.
    #expect(
      stage.scrollView.keyboardTarget(for: notes) == CGRect(x: 16, y: 752, width: 358, height: 64))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 308))
  }

  // MARK: - F8

  @Test func `F8: a text view inside an enabled form takes no inset the form's scroll takes back`()
  {
    let (stage, notes) = form(
      notesAt: CGRect(x: 16, y: 600, width: 358, height: 200), text: Self.twentyLines)
    enableAndShow(stage, focusing: notes, notesFirst: true)
    // The form first: its target is the caret clamped into the notes view, the strip at
    // 800, grown 784 ... 816: offset 816 - 508 = 308, inset 336, in one animated write.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 308))
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 336))
    #expect(stage.scrollView.recorder.writes == 3)
    #expect(stage.scrollView.recorder.contentInsets == [EdgeInsets(bottom: 336)])
    // The notes view measured where the form sent it: 600 - 308 = 292 ... 492, above 508,
    // no overlap, no inset ever. It scrolls its own caret in: 388 - 16 ... 408 + 16 stops
    // at its content's end, 416: 416 - 200 = 216; once.
    #expect(notes.recorder.contentInsets.isEmpty)
    #expect(notes.contentInset == .zero)
    #expect(notes.contentOffset == CGPoint(x: 0, y: 216))
    #expect(notes.recorder.writes == 1)
    // The form's target after it: the caret at 600 + 388 - 216 = 772 ... 792, grown 756 ...
    // 808, inside the band 308 ... 816.
    #expect(
      stage.scrollView.keyboardTarget(for: notes) == CGRect(x: 56, y: 756, width: 2, height: 52))
    #expect(stage.scrollView.isKeyboardTargetVisible(for: notes) == true)
  }

  @Test func `F8: the inner host measures its overlap where the outer one scrolls it`() {
    // Notes at 300 ... 800 in the form, the caret moved to line 9, column 0: (0, 188), 2 x 20
    // in the text; 488 ... 508 in the form.
    let (stage, notes) = form(
      notesAt: CGRect(x: 16, y: 300, width: 358, height: 500),
      text: String(repeating: "line\n", count: 20))
    notes.select(NSRange(location: 45, length: 0))
    enableAndShow(stage, focusing: notes, notesFirst: true)
    // The form: target 472 ... 524, offset 524 - 508 = 16.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 16))
    // The notes view at 300 - 16 = 284 ... 784 on screen: overlap 784 - 508 = 276 (at the
    // form's old offset it would be 292), written once and kept through the show. Its band
    // 0 ... 500 - 276 = 224 holds the caret's 172 ... 224: no scroll.
    #expect(notes.recorder.contentInsets == [EdgeInsets(bottom: 276)])
    #expect(notes.verticalScrollIndicatorInsets == EdgeInsets(bottom: 276))
    #expect(notes.contentOffset == .zero)
    #expect(notes.recorder.writes == 2)
    // Hide: both get their own insets back exactly, the offsets stay valid where they are.
    for name in [KeyboardEventName.willChangeFrame, .willHide, .didChangeFrame, .didHide] {
      stage.post(name, endFrame: hidden)
    }
    #expect(stage.scrollView.contentInset == .zero)
    #expect(stage.scrollView.verticalScrollIndicatorInsets == .zero)
    #expect(notes.contentInset == .zero)
    #expect(notes.verticalScrollIndicatorInsets == .zero)
    #expect(notes.recorder.contentInsets == [EdgeInsets(bottom: 276), .zero])
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 16))
  }

  @Test func `F8: the inner host measures against the outer's target offset, not one in flight`()
    throws
  {
    // The form's engine writes its offset as a table's animated scroll does: in flight until
    // the test lands it; it reads 0 on the way to 308 while the notes view measures.
    let (stage, notes) = form(
      notesAt: CGRect(x: 16, y: 600, width: 358, height: 200), text: Self.twentyLines)
    let flight = InFlightHost.install(on: stage.scrollView)
    notes.keyboard.enable()
    stage.enableAndShow(shown, focusing: notes)
    #expect(flight.landing == CGPoint(x: 0, y: 308))
    #expect(stage.scrollView.contentOffset == .zero)
    // At 0 the notes view would be at 600 ... 800, covered 292; at the target 308 it is at
    // 292 ... 492, uncovered: no inset; its caret scrolled in at 216.
    #expect(notes.recorder.contentInsets.isEmpty)
    #expect(notes.contentOffset == CGPoint(x: 0, y: 216))
    flight.land()
    stage.post(.didShow, endFrame: shown)
    #expect(notes.recorder.contentInsets.isEmpty)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 308))
  }

  @Test
  func `F8: inside a flipped form the inner host is measured where the form's scroll takes it`()
    throws
  {
    // A chat-like form shown upside down (rule I4), content y at screen 844 + offset - y,
    // its offset written as a table's animated scroll, in flight until it lands; a list
    // 390 x 200 (content 390 x 200) at content 0 ... 200 holding a field at 80 ... 124.
    let stage = Stage.form()
    stage.scrollView.isFlippedVertically = true
    let list = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 200),
      contentSize: CGSize(width: 390, height: 200))
    stage.scrollView.addSubview(list)
    let field = stage.addField("reply", y: 80, in: list)
    let flight = InFlightHost.install(on: stage.scrollView)
    list.keyboard.enable()
    stage.enableAndShow(shown, focusing: field)
    // The form, mirrored (content y' = 1200 - y, offset o' = 1200 - 844 - o = 356 - o):
    // the field's target 64 ... 140 is 1060 ... 1136; the band 508 tall: o' = 1136 - 508
    // = 628, so o = 356 - 628 = -272 (the 336 inset on the keyboard's edge, the top).
    #expect(flight.landing == CGPoint(x: 0, y: -272))
    #expect(stage.scrollView.contentOffset == .zero)
    // At -272 the list is at 844 - 272 - 200 = 372 ... 572 on screen: covered 572 - 508 =
    // 64, on its top edge (it shows upside down too). At 0 in flight it would be 644 ...
    // 844, covered 200.
    #expect(list.recorder.contentInsets == [EdgeInsets(top: 64)])
    flight.land()
    stage.post(.didShow, endFrame: shown)
    #expect(list.recorder.contentInsets == [EdgeInsets(top: 64)])
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -272))
  }

  @Test func `F8: the app-wide mode's form and a text view enabled in it serve the form first`() {
    // The app-wide mode enables the form, not the notes view (a text view is its own host
    // only when no ancestor scrolls vertically, rule L7); the app enables the notes view
    // itself afterwards.
    let (stage, notes) = form(
      notesAt: CGRect(x: 16, y: 600, width: 358, height: 200), text: Self.twentyLines)
    stage.screen.keyboard.enableEverywhere()
    // UIKit posts the text view's begin-editing after will-show: the walk enables the form
    // then, in the will's turn; the app enables the notes view before the did-notifications.
    notes.becomeFirstResponder()
    stage.screen.runStep {
      stage.post(.willChangeFrame, endFrame: shown)
      stage.post(.willShow, endFrame: shown)
      #expect(stage.scrollView.keyboard.isEnabled)
      #expect(!notes.keyboard.isEnabled)
      notes.keyboard.enable()
    }
    stage.post(.didChangeFrame, endFrame: shown)
    stage.post(.didShow, endFrame: shown)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 308))
    #expect(notes.recorder.contentInsets.isEmpty)
    #expect(notes.contentOffset == CGPoint(x: 0, y: 216))
  }

  @Test func `F8: an engine inside another enabled host hears each event after it`() {
    let observer = KeyboardObserver(center: NotificationCenter())
    let log = ReceiverLog()
    let form = LoggingReceiver("form", log: log)
    let notes = LoggingReceiver("notes", log: log)
    let cell = LoggingReceiver("cell", log: log)
    let list = LoggingReceiver("list", log: log)
    notes.enclosing = cell
    cell.enclosing = form
    for receiver in [notes, cell, list, form] { observer.register(receiver) }
    observer.receive(.geometryChanged)
    // Outer before inner; otherwise as registered.
    #expect(log.names == ["list moved", "form moved", "cell moved", "notes moved"])
  }
}
