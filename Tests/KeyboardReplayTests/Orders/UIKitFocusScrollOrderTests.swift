import Foundation
import KeyboardReplay
import Testing

/// UIKit's own scroll of a newly focused input, after the engine's reveal (rule O1 j,
/// order 2), and the one move per action that must hold all the same (rule O2).
@MainActor
struct UIKitFocusScrollOrderTests {
  /// A focus into a table row, its step, and the offset rule F3 gives it.
  struct Case: Sendable, CustomStringConvertible {
    var file: String
    var step: Int
    var offset: Double
    var description: String { "\(file) step \(step)" }
  }

  // settings-table.json, step 4: Return into field8, the row at 28 + 8 x 44 = 380 ... 424
  // (its field at 386 ... 418); with the 16 pt margin the target ends at 440, and the band
  // 667 - 260 = 407 below the offset: F3 gives 440 - 407 = 33. UIKit's scroll at the
  // step's end reads the engine's glide from -20 to 33 halfway, at 6.5, where the field
  // ends 4.5 below the band: it scrolled to 11, no margin, and the target stayed hidden.
  //
  // address-table.json, step 5: a tap on zip, the last row, at 28 + 30 x 44 + 140 = 1488
  // ... 1532 (its field at 1494 ... 1526), the content's end, which clips the margin below:
  // the target ends at 1532, and the band 844 - 336 = 508 below the offset: F3 gives
  // 1532 - 508 = 1024. UIKit read the engine's glide from 996 halfway, at 1010, and
  // scrolled to 1526 - 508 = 1018.
  nonisolated static let cases = [
    Case(file: "settings-table.json", step: 4, offset: 33),
    Case(file: "address-table.json", step: 5, offset: 1024),
  ]

  @Test(
    "O1: (j) UIKit's scroll after a table's animated reveal is carried on to the margin, one move",
    arguments: cases)
  func afterTableReveal(_ focus: Case) throws {
    let harness = try ReplayHarness(file: focus.file, orders: #""orders": {"j": 2}"#)
    #expect(harness.status == 0, "\(harness.error)")
    // The engine, told of a scroll it did not make on its own way, reads the offset as it
    // is and scrolls on to F3's offset from there: the glides run one way, one move.
    #expect(harness.numbers(focus.step, "contentOffset") == [0, focus.offset])
    #expect(harness.value(focus.step, "targetVisible") == .bool(true))
    #expect(harness.number(focus.step, "moves") == 1)
  }
}
