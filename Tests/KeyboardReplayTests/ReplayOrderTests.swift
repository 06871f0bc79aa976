import Foundation
import KeyboardReplay
import Testing

/// The replay's `"orders"` and `"orderSeed"` keys and its `"picks"` and `"moves"` output
/// (rules O1, O2).
@MainActor
struct ReplayOrderTests {
  /// The replay format's example with `orders` added at its top level.
  private func example(_ orders: String) throws -> ReplayHarness {
    try ReplayHarness(file: "spec-example.json", orders: orders)
  }

  private func picks(_ harness: ReplayHarness, _ step: Int) -> JSONValue? {
    harness.value(step, "picks")
  }

  @Test("O1: \"orders\" picks per occurrence and \"picks\" prints them; the focus meets (a)")
  func table() throws {
    let harness = try example("\"orders\": {\"a\": [2, 0], \"g\": 1}")
    #expect(harness.status == 0, "\(harness.error)")
    // Step 0 focuses the field with the keyboard hidden: one occurrence of (a), order 2.
    #expect(picks(harness, 0) == .array([.array([.string("a"), .number(2)])]))
    // The keyboard's steps meet no point of the model's.
    #expect(picks(harness, 1) == .array([]))
  }

  @Test("O1: \"orderSeed\" picks next() % choices of SplitMix64")
  func seed() throws {
    let harness = try example("\"orderSeed\": 0")
    #expect(harness.status == 0, "\(harness.error)")
    // SplitMix64 from 0: the first next() is 0xE220A8397B1DCDAF, whose rest modulo 3 is 1.
    #expect(picks(harness, 0) == .array([.array([.string("a"), .number(1)])]))
  }

  @Test("O1: without either key no \"picks\" is printed")
  func noPicks() throws {
    let harness = try ReplayHarness(file: "spec-example.json")
    #expect(harness.value(0, "picks") == nil)
    #expect(harness.value(0, "waiting") == nil)
  }

  @Test("O1: with orders each step prints how many engines still wait: none in the example")
  func waiting() throws {
    let harness = try example("\"orders\": {}")
    #expect(harness.lines.count == 3)
    for step in 0..<3 { #expect(harness.value(step, "waiting") == .number(0), "step \(step)") }
  }

  @Test(
    "O1: both keys, an unknown letter or an order out of range exit 2 with a message",
    arguments: [
      ("\"orders\": {}, \"orderSeed\": 1", "orderSeed"), ("\"orders\": {\"z\": 0}", "orders.z"),
      ("\"orders\": {\"a\": 3}", "orders.a"), ("\"orders\": {\"b\": [0, -1]}", "orders.b"),
      ("\"orderSeed\": 1.5", "orderSeed"),
    ])
  func errors(orders: String, key: String) throws {
    let harness = try example(orders)
    #expect(harness.status == 2)
    #expect(harness.error.contains("key \"\(key)\""), "\(harness.error)")
    #expect(harness.lines.isEmpty)
  }

  @Test(
    "O1: the replay takes every order of UIKit's own scroll (j) and of a moved container (l)",
    arguments: ["\"j\": [0, 1, 2]", "\"l\": [1, 2, 3]"])
  func modelledByUIKitMoves(orders: String) throws {
    let harness = try example("\"orders\": {\(orders)}")
    #expect(harness.status == 0, "\(harness.error)")
    #expect(harness.lines.count == 3)
  }

  @Test(
    "O1: the replay takes the last order of a safe-area change (h) and of the guide (k)",
    arguments: [("h", 1), ("k", 2)])
  func modelled(letter: String, top: Int) throws {
    let harness = try example("\"orders\": {\"\(letter)\": [\(top)]}")
    #expect(harness.status == 0, "\(harness.error)")
    // The example has no safe-area change in a keyboard's turn and no view following the
    // keyboard layout guide: neither point occurs, so its 3 steps run and pick nothing.
    #expect(harness.lines.count == 3)
  }

  @Test("O2: the example's show moves the offset once, its focus and hide not at all")
  func moves() throws {
    let harness = try ReplayHarness(file: "spec-example.json")
    // Focus: nothing written. Show: -47 to 252 in the keyboard's animation, one glide.
    // Hide: 252 stays inside [0, 1600 - 844 + 34] (rule I3): no move.
    #expect((0..<3).map { harness.number($0, "moves") } == [0, 1, 0])
  }
}
