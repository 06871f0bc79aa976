import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rules F5 and L8 where UIKit runs no layout pass: inside a hidden view the model skips the
/// run loop's pass (``HeadlessScreen/skipsLayoutInsideHiddenViews``), so a wait for the
/// host's next pass must end without it.
///
/// A growing text view in a form (content 1200 tall), a 390 x 844 screen with no safe area,
/// `never` adjustment, a 336 pt keyboard: band height 844 - 336 = 508, margin 16; the font
/// 20 / 10 and the inset 8 / 0 / 8 / 0 put line k's caret at 8 + 20 k ... 28 + 20 k.
@MainActor
struct HiddenHostLayoutTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// The form with its 358 x 36 text view at y 600, focused with the keyboard shown, and
  /// the model skipping layout inside hidden views from then on.
  private func formSkippingHiddenLayout() -> (Stage, HeadlessTextView) {
    let stage = Stage.form()
    let feedback = stage.addGrowingTextView("feedback", y: 600)
    stage.enableAndShow(keyboardFrame, focusing: feedback)
    stage.screen.skipsLayoutInsideHiddenViews = true
    // caret (16, 608) in the form: target 592 ... 644; 644 - 508 = 136
    #expect(stage.scrollView.contentOffset.y == 136)
    return (stage, feedback)
  }

  @Test func `F5: a text view whose host was hidden during an edit follows its caret once shown`() {
    let (stage, feedback) = formSkippingHiddenLayout()
    let form = stage.scrollView
    form.isHidden = true
    // No pass lays out the text view or the sentinel inside the hidden form: the view keeps
    // its 36 pt, and the caret's wait for the pass must end all the same.
    feedback.type("\n")
    #expect(feedback.frame.height == 36)
    form.isHidden = false
    form.recorder = HostRecorder()
    feedback.type("\n")
    // Two lines now, laid out in this edit's pass: 36 + 2 x 20 = 76 tall, line 2's caret at
    // 608 + 40 ... 628 + 40 = 648 ... 668, target 632 ... 684, offset 684 - 508 = 176.
    #expect(feedback.frame.height == 76)
    #expect(form.contentOffset.y == 176)
    #expect(form.recorder.writes == 1)
    #expect(stage.screen.forcedLayoutPasses == 0)
  }

  @Test func `L8: in a hidden window a caret's wait ends without a layout pass`() {
    let (stage, feedback) = formSkippingHiddenLayout()
    let form = stage.scrollView
    stage.window.isHidden = true
    feedback.type("\n")
    stage.window.isHidden = false
    form.recorder = HostRecorder()
    feedback.type("\n")
    // As above: 76 tall, offset 176, one write.
    #expect(feedback.frame.height == 76)
    #expect(form.contentOffset.y == 176)
    #expect(form.recorder.writes == 1)
  }
}
