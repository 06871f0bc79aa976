import Foundation
import KeyboardAvoidanceCore
import Testing

/// rules L7, L10: what a screen that does not scroll keeps above the keyboard.
struct ScreenPlanTests {
  @Test func `L7: a text view keeps its caret line and two margins, never past its bottom`() {
    // 600 + 20 + 2 x 16 = 652, inside 600 ... 800.
    let tall = CGRect(x: 16, y: 600, width: 358, height: 200)
    #expect(ScreenPlan.textViewKeptMaxY(inputFrame: tall, caretLineHeight: 20, margin: 16) == 652)
    // 700 + 52 = 752 reaches past 700 ... 744: its bottom, 744.
    let short = CGRect(x: 16, y: 700, width: 358, height: 44)
    #expect(ScreenPlan.textViewKeptMaxY(inputFrame: short, caretLineHeight: 20, margin: 16) == 744)
  }

  @Test func `L10: a lift brings a text field's margin above the keyboard, a text view's line`() {
    // A view at 0 in screen space, 844 tall, its input at 600 ... 800.
    var snapshot = ScreenSnapshot(
      additionalSafeAreaInsets: .zero, safeAreaBottom: 34,
      viewFrameInScreen: CGRect(x: 0, y: 0, width: 390, height: 844),
      screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844), screen: nil,
      inputFrame: CGRect(x: 16, y: 600, width: 358, height: 200), viewHeight: 844, lift: 0)
    // A text field: 800 + 16 = 816 (inside the 844 view); kept whole: 800.
    #expect(snapshot.liftTargetMaxY(margin: 16) == 816)
    #expect(snapshot.keptInputMaxYInScreen(margin: 16) == 800)
    // A text view scrolling its own text, caret line 20: 600 + 20 + 32 = 652 for both.
    snapshot.inputCaretLineHeight = 20
    #expect(snapshot.liftTargetMaxY(margin: 16) == 652)
    #expect(snapshot.keptInputMaxYInScreen(margin: 16) == 652)
  }
}
