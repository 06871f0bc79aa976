import Foundation
import KeyboardReplay
import Testing

/// What UIKit may post as focus moves with the keyboard up (rule O1 d), and the one move
/// per action that must hold whatever it posts (rule O2).
@MainActor
struct FocusMoveOrderTests {
  /// `file` with `orders` added at its top level, replayed.
  private func replay(_ file: String, _ orders: String) throws -> ReplayHarness {
    var text = String(decoding: try ScenarioFile.data(file), as: UTF8.self)
    let brace = try #require(text.firstIndex(of: "{"))
    text.insert(contentsOf: orders + ", ", at: text.index(after: brace))
    return try ReplayHarness(json: text)
  }

  @Test("O2: a focus move posting will-hide then will-show moves the form once")
  func willHideThenWillShow() throws {
    let harness = try replay("sign-up-form.json", "\"orders\": {\"d\": 2}")
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
}
