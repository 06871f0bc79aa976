import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// A selection in a text view flipped back inside a flipped host (rule F2 with I4).
///
/// A 390 x 844 screen and window without safe area; a form of 1,200 pt, `never`, at offset 0,
/// flipped vertically (a chat's `scaleY(-1)`), so E is its top; inside it a text view at
/// (16, 100, 358 x 216) flipped back (`scaleY(-1)` again), so its text reads the right way up
/// on screen. Its ten lines "line 0" ... "line 9" (a 20 pt font, insets 8 above and below)
/// fill 8 + 10 x 20 + 8 = 216: it does not grow. Flipped back, a text-view y shows at form y
/// 100 + 216 - y = 316 - y: the selection's start caret lies below its end caret in the form.
@MainActor
struct FlippedSelectionTests {
  @Test func `F2: a selection in a text view flipped back inside a flipped host spans both carets`()
    throws
  {
    let stage = Stage.form()
    stage.scrollView.isFlippedVertically = true
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 100, width: 358, height: 216),
      text: (0..<10).map { "line \($0)" }.joined(separator: "\n"))
    notes.isScrollEnabled = false
    notes.isFlippedVertically = true
    stage.scrollView.addSubview(notes)
    // Line k starts at 7 k: from line 1's start (7) to line 3's end (21 + 6 = 27). In the
    // text view the start caret spans 8 + 20 = 28 ... 48, the end caret 8 + 60 = 68 ... 88;
    // in the form they show at 316 - 48 = 268 ... 288 and 316 - 88 = 228 ... 248.
    notes.select(NSRange(location: 7, length: 20))
    stage.scrollView.recorder = HostRecorder()
    stage.enableAndShow(CGRect(x: 0, y: 508, width: 390, height: 336), focusing: notes)
    // The selection runs from the higher caret's top 228 to the lower's bottom 288 across
    // the text view's 16 ... 374; it fits the visible height 844 - 336 = 508, so it is the
    // target: with the margin, 212 ... 304.
    let target = try #require(stage.scrollView.keyboardTarget(for: notes))
    #expect(target == CGRect(x: 16, y: 212, width: 358, height: 92))
    // UIKit posts the text view's begin-editing after will-show: at will-show the text
    // view is already first responder, only not announced, so the form, resting at the end
    // the screen shows at its bottom (offset 0, the smallest valid), does not keep that end
    // (rule F7 holds only while nothing inside it is focused): it waits for the
    // begin-editing, which comes in the same turn. Then it takes 336 on top (E); the band
    // offset + 336 ... offset + 844 starts below 212: it scrolls up just enough, from 0 to
    // 212 - 336 = -124 (valid range -336 ... 1200 - 844 = 356), never to -336 first.
    #expect(stage.scrollView.contentInset == EdgeInsets(top: 336))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -124))
    // One write each of the inset, the indicator inset and the offset.
    #expect(stage.scrollView.recorder.writes == 3)
    // On screen the target shows at 844 - (304 + 124) = 416 ... 844 - (212 + 124) = 508:
    // its margin ends at the keyboard's top.
    let window = try #require(stage.scrollView.window)
    #expect(
      window.convertToScreen(stage.scrollView.convert(target, to: nil))
        == CGRect(x: 16, y: 416, width: 358, height: 92))
  }
}
