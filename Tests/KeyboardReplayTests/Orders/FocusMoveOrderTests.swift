import Foundation
import KeyboardReplay
import Testing

/// What UIKit may post as focus moves with the keyboard up (rule O1 d), and the one move
/// per action that must hold whatever it posts (rule O2).
@MainActor
struct FocusMoveOrderTests {
  @Test("O2: a focus move posting will-hide then will-show moves the form once")
  func willHideThenWillShow() throws {
    let harness = try ReplayHarness(file: "sign-up-form.json", orders: #""orders": {"d": 2}"#)
    #expect(harness.status == 0, "\(harness.error)")
    // Step 5 taps "city" (y 748, height 44) with the keyboard's top at 516: the target
    // with the 16 pt margin ends at 748 + 44 + 16 = 808, so the offset goes from 64 to
    // 808 - 516 = 292 in one glide. The will-hide UIKit posts in between must not take the
    // insets off and put them back (that was 3 moves).
    #expect(harness.number(5, "moves") == 1)
    #expect(harness.numbers(5, "contentOffset") == [0, 292])
    // The insets stay the keyboard's: 852 - 516 - 34 (the safe area below) = 302.
    #expect(harness.bottom(5, "contentInset") == 302)
  }

  @Test(
    "O2: a focus move posting will-hide then will-show while UIKit moves the sheet moves it once",
    arguments: [1, 2])
  func willHideThenWillShowWithSheet(sheetOrder: Int) throws {
    let harness = try ReplayHarness(
      file: "ipad-form-sheet-moved-by-uikit.json",
      orders: #""orders": {"d": 2, "l": \#(sheetOrder)}"#)
    #expect(harness.status == 0, "\(harness.error)")
    // With the keyboard up UIKit keeps the sheet (980 tall) at y 100, ending at 1080 on
    // screen; the keyboard's top at 968 covers 1080 - 968 = 112 of it. Step 3 focuses
    // "notes" (y 1300, 44 tall): its target ends at 1300 + 44 + 16 = 1360 and the band
    // 980 - 112 = 868 below the offset, so the offset goes to 1360 - 868 = 492 in one
    // glide. UIKit moves the sheet down for the will-hide and back up for the will-show
    // (before each will, or during its animation): the form must not follow it down and
    // up (that was 3 and 4 moves, 10 writes).
    #expect(harness.numbers(3, "contentOffset") == [0, 492])
    #expect(harness.bottom(3, "contentInset") == 112)
    #expect(harness.number(3, "moves") == 1)
    // Only the reveal's offset is written: the insets were the keyboard's already.
    #expect(harness.number(3, "writes") == 1)
  }
}
