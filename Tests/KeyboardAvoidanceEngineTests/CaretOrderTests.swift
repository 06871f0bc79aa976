import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule F5 in every order of the turn after an edit (rules L8, O1 c and g): the caret and the
/// content size are read once both a layout pass and a main-queue turn have run.
///
/// A growing text view in a form (content 1200 tall), a 390 x 844 screen with no safe area,
/// `never` adjustment, a 336 pt keyboard: band height 844 - 336 = 508, margin 16; the font
/// 20 / 10 and the inset 8 / 0 / 8 / 0 put line k's caret at 8 + 20 k ... 28 + 20 k.
@MainActor
struct CaretOrderTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// The form with its 358 x 36 text view at `y`, focused with the keyboard shown in the
  /// usual orders, then `orders` in effect for what follows.
  private func growingForm(feedbackAt y: CGFloat, orders: [OrderPoint: [Int]]) -> (
    Stage, HeadlessTextView
  ) {
    let stage = Stage.form()
    let feedback = stage.addGrowingTextView("feedback", y: y)
    stage.enableAndShow(keyboardFrame, focusing: feedback)
    stage.screen.orders = OrderChoices(table: orders)
    return (stage, feedback)
  }

  @Test func `F5: with siblings laid out in reverse (O1 g) the form follows each new line`() {
    let (stage, feedback) = growingForm(feedbackAt: 600, orders: [.g: [1]])
    let form = stage.scrollView
    // caret (16, 608) in the form: target 592 ... 644; 644 - 508 = 136
    #expect(form.contentOffset.y == 136)
    for line in 1...12 {
      form.recorder = HostRecorder()
      feedback.type("\n")
      // The pass lays the engine's sentinel out before the text view. Line `line`'s caret
      // is at 608 + 20 line ... 628 + 20 line once the view has grown to 36 + 20 line:
      // target 592 + 20 line ... 644 + 20 line, offset 136 + 20 line. Read in the sentinel's
      // layout, before the growth, F2 clamps the caret into the 36 + 20 (line - 1) tall view,
      // whose bottom (600 + 16 + 20 line) is 12 pt above the caret's: 12 pt short.
      #expect(feedback.frame.height == 36 + 20 * CGFloat(line))
      #expect(form.contentOffset.y == 136 + 20 * CGFloat(line))
      #expect(form.recorder.writes == 1)
      #expect(form.recorder.animations.isEmpty)
    }
    #expect(stage.screen.orders.picks.contains(OrderPick(.g, 1)))
    #expect(stage.screen.forcedLayoutPasses == 0)
  }

  /// The height of the text view as the app's own main-queue work saw it.
  @MainActor
  private final class SeenHeight {
    var value: CGFloat?
  }

  @Test(
    "O1: (c) and (g) in any order, a text view at the form's end is read after it grows",
    arguments: [(0, 0), (0, 1), (1, 0), (1, 1)])
  func caretAfterGrowth(c: Int, g: Int) {
    let (stage, feedback) = growingForm(feedbackAt: 1144, orders: [.c: [c], .g: [g]])
    let form = stage.scrollView
    // caret 1152 ... 1172: target 1136 ... 1188; 1188 - 508 = 680
    #expect(form.contentOffset.y == 680)
    // The app queues work of its own at the change (as a `textViewDidChange` that calls
    // `DispatchQueue.main.async`): the turn after the edit has both main-queue work and a
    // layout pass, so the model picks (c); the pass has the sentinel and the text view.
    let seen = SeenHeight()
    let observation = stage.screen.notificationCenter.addObserver(
      forName: TextChangeNotificationName.textViewDidChange.notificationName, object: nil,
      queue: nil
    ) { _ in
      MainActor.assumeIsolated {
        stage.screen.enqueueOnMainQueue { seen.value = feedback.frame.height }
      }
    }
    defer { stage.screen.notificationCenter.removeObserver(observation) }
    form.recorder = HostRecorder()
    // Three lines at once: the view grows by 60 to 96, the content to 1260, in the pass
    // after the notification. Caret 1212 ... 1232, target 1196 ... 1248: offset
    // 1248 - 508 = 740 (the limit is 1260 + 336 - 844 = 752). Read before the growth, F2
    // clamps the caret into the 36 pt view (bottom 1180): 1180 + 16 - 508 = 688, the caret
    // under the keyboard.
    feedback.type("\n\n\n")
    // c 1 ran the app's work before the pass (the view still 36 tall), c 0 after it (96).
    #expect(seen.value == (c == 1 ? 36 : 96), "c\(c) g\(g)")
    #expect(stage.screen.orders.picks.contains(OrderPick(.c, c)), "c\(c) g\(g)")
    #expect(stage.screen.orders.picks.contains(OrderPick(.g, g)), "c\(c) g\(g)")
    #expect(form.contentSize.height == 1260)
    #expect(form.contentOffset.y == 740, "c\(c) g\(g)")
    #expect(form.recorder.writes == 1, "c\(c) g\(g)")
    #expect(stage.screen.forcedLayoutPasses == 0)
  }
}
