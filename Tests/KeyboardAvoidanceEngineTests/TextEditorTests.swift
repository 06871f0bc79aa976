import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule F5 on the two screens that break hand-written code.
///
/// A full-screen notes editor and a growing text view in a form. Screen 390 x 844, no safe area,
/// `never` adjustment, a 336 pt keyboard: band height 844 - 336 = 508; font 20 / 10,
/// inset 8 / 0 / 8 / 0.
@MainActor
struct TextEditorTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// The editor (``EditorStage``, its text view focused, the keyboard up) and its window;
  /// an app must keep its window, as in UIKit.
  private func notesEditor() -> (HeadlessWindow, HeadlessTextView) {
    let editor = EditorStage(identifier: "text")
    let notes = editor.textView
    notes.didChangeSelection = { $0.keyboard.inputDidChangeSelection($0) }
    notes.becomeFirstResponder()
    editor.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    return (editor.window, notes)
  }

  /// A form (content 1200 tall) holding a 358 x 36 text view at `y` that grows instead of
  /// scrolling, focused, with the keyboard shown; the stage keeps the window.
  private func growingForm(feedbackAt y: CGFloat) -> (Stage, HeadlessTextView) {
    let stage = Stage.form()
    let feedback = stage.addGrowingTextView("feedback", y: y)
    stage.enableAndShow(keyboardFrame, focusing: feedback)
    return (stage, feedback)
  }

  @Test func `F7: a text view host focused as the keyboard comes does not rest at its end first`() {
    // 40 lines: content 8 + 41 x 20 + 8 = 836, within the 844 pt view: at offset 0 it rests
    // at its end. The caret moved to the top before focus; UIKit posts the text view's
    // begin-editing after will-show, so at will-show the engine knows no input yet.
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window = HeadlessWindow(screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    defer { withExtendedLifetime(window) {} }
    let notes = HeadlessTextView(
      identifier: "text", frame: window.bounds, text: String(repeating: "line\n", count: 40))
    notes.contentInsetAdjustmentBehavior = .never
    window.addSubview(notes)
    notes.keyboard.enable()
    notes.select(NSRange(location: 0, length: 0))
    notes.recorder = HostRecorder()
    notes.becomeFirstResponder()
    HeadlessKeyboard(screen: screen).show(height: 336)
    // The caret 8 ... 28, its target 0 ... 44 (the margin stops at the content's top), in
    // the band 0 ... 508 at offset 0: the two insets only, never F7's 836 - 508 = 328 first.
    #expect(notes.contentInset.bottom == 336)
    #expect(notes.contentOffset == .zero)
    #expect(notes.recorder.writes == 2)
  }

  @Test func `F5: typing 500 lines writes the offset only when the caret leaves the band`() {
    let (window, notes) = notesEditor()
    defer { withExtendedLifetime(window) {} }
    #expect(notes.contentInset.bottom == 336)
    var writingNewlines: [Int] = []
    for line in 0..<500 {
      notes.recorder = HostRecorder()
      notes.type("x")
      #expect(notes.recorder.writes == 0, "x on line \(line)")
      notes.type("\n")
      if notes.recorder.writes > 0 { writingNewlines.append(line) }
      #expect(notes.recorder.writes <= 1)
      #expect(notes.recorder.animations.isEmpty)
      // the caret itself is always inside the band
      let band = VisibleBand(
        contentOffset: notes.contentOffset, boundsSize: notes.bounds.size,
        adjustedInset: notes.adjustedContentInset)
      #expect(band.containsVertically(notes.caretRect), "caret on line \(line + 1)")
    }
    // After the newline ending line L the caret is on line L + 1 (y = 20 L + 28) and the
    // content is 20 L + 56 tall: the offset is max(0, 20 L + 56 + 336 - 844) = 20 L - 452,
    // first positive at L = 23. So exactly the newlines of lines 23 ... 499 write: 477.
    #expect(writingNewlines.first == 23)
    #expect(writingNewlines.count == 477)
    #expect(notes.contentOffset == CGPoint(x: 0, y: 20 * 499 - 452))
  }

  @Test func `F5: moving the selection to the top of a long text scrolls up`() {
    let (window, notes) = notesEditor()
    defer { withExtendedLifetime(window) {} }
    for _ in 0..<100 { notes.type("line\n") }
    // 100 lines typed: caret on line 100, offset 20 * 99 - 452 = 1528
    #expect(notes.contentOffset.y == 1528)
    notes.recorder = HostRecorder()
    notes.select(NSRange(location: 0, length: 0))
    // caret (0, 8): target -8 ... 44, clamped at the top: offset 0
    #expect(notes.contentOffset.y == 0)
    #expect(notes.recorder.writes == 1)
    #expect(notes.recorder.animations.isEmpty)
  }

  @Test func `F5: a selection move reaches the engine only when the app forwards it`() {
    let (window, notes) = notesEditor()
    defer { withExtendedLifetime(window) {} }
    for _ in 0..<100 { notes.type("line\n") }
    #expect(notes.contentOffset.y == 1528)
    // UIKit tells only the delegate: without one forwarding it, nothing scrolls
    notes.didChangeSelection = nil
    notes.recorder = HostRecorder()
    notes.select(NSRange(location: 0, length: 0))
    #expect(notes.contentOffset.y == 1528)
    #expect(notes.recorder.writes == 0)
    // forwarded: the caret at (0, 8), target -8 ... 44, clamped at the top: offset 0, read
    // once the layout pass and the main-queue turn that end the run loop's turn have run
    // (rules F5, L8)
    notes.keyboard.inputDidChangeSelection(notes)
    window.screen?.runMainQueue()
    #expect(notes.contentOffset.y == 0)
    #expect(notes.recorder.writes == 1)
  }

  @Test func `F5: a selection taller than the band shows its end, where the user types`() {
    let (window, notes) = notesEditor()
    defer { withExtendedLifetime(window) {} }
    for _ in 0..<100 { notes.type("line\n") }
    notes.select(NSRange(location: 0, length: 0))
    #expect(notes.contentOffset.y == 0)
    notes.select(NSRange(location: 0, length: 500))
    // 100 lines selected (2,000 pt) do not fit in 508: the caret at the end (line 100)
    // is revealed: offset back to the end, 1528
    #expect(notes.contentOffset.y == 1528)
    notes.select(NSRange(location: 0, length: 10))
    // two short lines (40 pt + margins) fit: the selection from y 8 is shown from the top
    #expect(notes.contentOffset.y == 0)
  }

  @Test func `F5: with the keyboard hidden nothing scrolls while typing`() throws {
    let (window, notes) = notesEditor()
    defer { withExtendedLifetime(window) {} }
    let screen = try #require(window.screen)
    HeadlessKeyboard(screen: screen).post(KeyboardEvent(name: .willHide, endFrame: nil))
    // The run loop turns after the notification: a hide held while the focus settles
    // applies then (rule O1 d), before the typing.
    screen.runMainQueue()
    notes.recorder = HostRecorder()
    for _ in 0..<60 { notes.type("line\n") }
    #expect(notes.recorder.writes == 0)
  }

  @Test func `F5: a growing text view in a form pulls the form along line by line`() {
    let (stage, feedback) = growingForm(feedbackAt: 600)
    let form = stage.scrollView
    // caret (16, 608) in the form: target 592 ... 644; 644 - 508 = 136
    #expect(form.contentOffset.y == 136)
    #expect(form.recorder.writes == 3)
    for line in 1...40 {
      form.recorder = HostRecorder()
      feedback.type("\n")
      // the view grows by 20 each line, and so does the form's content
      #expect(feedback.frame.height == 36 + CGFloat(line) * 20)
      #expect(form.contentSize.height == 1200 + CGFloat(line) * 20)
      #expect(form.contentOffset.y == 136 + CGFloat(line) * 20)
      #expect(form.recorder.writes == 1)
      feedback.type("word ")
      #expect(form.recorder.writes == 1)
    }
  }

  @Test func `F5: the caret is followed after the app took the sentinel out before its layout`() {
    let (stage, feedback) = growingForm(feedbackAt: 1144)
    let form = stage.scrollView
    // caret 1152 ... 1172: target 1136 ... 1188; 1188 - 508 = 680
    #expect(form.contentOffset.y == 680)
    // The app forwards a selection move, then rebuilds its form before the run loop lays
    // out: every subview but the text view comes out, the engine's sentinel with them, so
    // the layout pass the engine waits for never comes to that sentinel.
    feedback.didChangeSelection = { textView in
      form.keyboard.inputDidChangeSelection(textView)
      for view in form.subviews where view !== textView { view.removeFromSuperview() }
    }
    feedback.select(NSRange(location: 0, length: 0))
    stage.screen.runMainQueue()
    feedback.didChangeSelection = nil
    form.recorder = HostRecorder()
    // Three lines pasted: the view grows by 60 to 96, the content to 1260; the caret at
    // 1212 ... 1232, target 1196 ... 1248: offset 1248 - 508 = 740.
    feedback.type("\n\n\n")
    #expect(form.contentOffset.y == 740)
    #expect(form.recorder.writes == 1)
  }

  @Test func `F5: a text view that grows after its notification has its caret revealed after it`() {
    // The form's content ends 20 pt below the text view (1144 ... 1180, 1200 tall).
    let (stage, feedback) = growingForm(feedbackAt: 1144)
    let form = stage.scrollView
    // caret 1152 ... 1172: target 1136 ... 1188; 1188 - 508 = 680
    #expect(form.contentOffset.y == 680)
    form.recorder = HostRecorder()
    // Three lines pasted at once. UIKit posts the change before the view grows by 60: read
    // before that growth, the content would still be 1200 tall and the offset stop at
    // 1200 + 336 - 844 = 692, with the caret (1212 ... 1232) under the keyboard's top.
    feedback.type("\n\n\n")
    #expect(feedback.frame.height == 96)
    #expect(form.contentSize.height == 1260)
    // After the growth: target 1196 ... 1248, offset 1248 - 508 = 740 (the limit is 752).
    #expect(form.contentOffset.y == 740)
    #expect(form.recorder.writes == 1)
  }

  @Test func `F2: Select All in a long note asks only for the carets at its two ends`() throws {
    let (window, notes) = notesEditor()
    let screen = try #require(window.screen)
    defer { withExtendedLifetime(window) {} }
    for _ in 0..<200 { notes.type("a line of text\n") }
    let requestsBefore = notes.caretRequests
    notes.select(NSRange(location: 0, length: notes.text.utf16.count))
    HeadlessKeyboard(screen: screen).post(
      KeyboardEvent(name: .willChangeFrame, endFrame: keyboardFrame))
    // The selection-change notification and the frame change read the focus once each:
    // two carets each (the selection's start and end), never the whole selection.
    #expect(notes.selectionRectRequests == 0)
    #expect(notes.caretRequests - requestsBefore == 4)
  }
}
