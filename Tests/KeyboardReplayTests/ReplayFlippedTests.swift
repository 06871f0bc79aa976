import Foundation
import KeyboardReplay
import Testing

/// A host's `"flippedVertically"` in the replay (rule I4).
@MainActor
struct ReplayFlippedTests {
  /// The chat of `flipped-chat-table.json`, upside down.
  ///
  /// A 390 x 844 window, `never`, the app's own top inset 8; one section without header, 30
  /// rows of 44 (row r at 44 r ... 44 r + 44, content 1320); row 0, the newest message, holds
  /// "reply" at 6 ... 38. Flipped, content y shows at screen y 844 - (y - offset): the
  /// content's top is at the bottom of the screen, so the keyboard's edge E is the top. A
  /// 336 pt keyboard from 508 overlaps 336.
  @Test func `I4: a flipped chat table's replay reports the inset on its own top edge`() throws {
    let replay = try ReplayHarness(file: "flipped-chat-table.json")
    #expect(replay.status == 0, "\(replay.error)")
    #expect(replay.lines.count == 6)
    let top336: JSONValue = .object([
      "top": .number(336), "left": .number(0), "bottom": .number(0), "right": .number(0),
    ])
    // The show: existing = adjusted.top 8; delta 336 - 8 = 328 on the top: 8 + 328 = 336,
    // the indicator's top 0 + 328. Nothing focused, and the offset resting at -8, the end
    // at E (the smallest offset), it rests at the new end, -336 (F7).
    #expect(replay.value(0, "contentInset") == top336)
    #expect(
      replay.value(0, "indicatorInsets")
        == .object([
          "top": .number(328), "left": .number(0), "bottom": .number(0), "right": .number(0),
        ]))
    #expect(replay.value(0, "adjustedContentInset") == top336)
    #expect(replay.numbers(0, "contentOffset") == [0, -336])
    #expect(replay.number(0, "overlap") == 336)
    #expect(replay.number(0, "writes") == 3)
    #expect(
      replay.value(0, "animation") == .object(["duration": .number(0.25), "curve": .number(7)]))
    // Focus "reply": its cell 0 ... 44 with the field fits; grown by 16 and clipped at the
    // content's top: 0 ... 60, inside the band -336 + 336 ... -336 + 844 = 0 ... 508.
    #expect(replay.value(1, "focused") == .string("reply"))
    #expect(replay.numbers(1, "target") == [0, 0, 390, 60])
    #expect(replay.value(1, "targetVisible") == .bool(true))
    #expect(replay.number(1, "writes") == 0)
    // The user scrolls back to older messages: the band 636 ... 1144 leaves the reply out.
    #expect(replay.value(2, "targetVisible") == .bool(false))
    // The next keyboard event brings the target's top, 0, back to the band's top:
    // 0 - 336 = -336 (valid -336 ... 1320 - 844 = 476); one write, the offset.
    #expect(replay.numbers(3, "contentOffset") == [0, -336])
    #expect(replay.value(3, "targetVisible") == .bool(true))
    #expect(replay.number(3, "writes") == 1)
    // Blur writes nothing; the hide gives back the app's top 8 exactly and, resting at the
    // end at E, the offset comes to the new end, -8.
    #expect(replay.number(4, "writes") == 0)
    #expect(
      replay.value(5, "contentInset")
        == .object([
          "top": .number(8), "left": .number(0), "bottom": .number(0), "right": .number(0),
        ]))
    #expect(
      replay.value(5, "indicatorInsets")
        == .object([
          "top": .number(0), "left": .number(0), "bottom": .number(0), "right": .number(0),
        ]))
    #expect(replay.numbers(5, "contentOffset") == [0, -8])
    #expect(replay.number(5, "writes") == 3)
  }

  @Test func `I4: flippedVertically must be a boolean, and a constraint host has none`() throws {
    let text = String(decoding: try ScenarioFile.data("flipped-chat-table.json"), as: UTF8.self)
    let replay = try ReplayHarness(
      json: text.replacingOccurrences(
        of: #""flippedVertically": true"#, with: #""flippedVertically": "yes""#))
    #expect(replay.status == 2)
    #expect(
      replay.error
        == #"keyboard-demo: scenario: key "host.flippedVertically": expected true or false, got a string"#
    )
    #expect(replay.lines.isEmpty)
    let constraint = String(
      decoding: try ScenarioFile.data("login-when-covered.json"), as: UTF8.self)
    let flippedConstraint = try ReplayHarness(
      json: constraint.replacingOccurrences(
        of: #""kind": "constraint","#, with: #""kind": "constraint", "flippedVertically": true,"#))
    #expect(flippedConstraint.status == 2)
    #expect(
      flippedConstraint.error
        == #"keyboard-demo: scenario: key "host.flippedVertically": a "constraint" host has no flippedVertically"#
    )
  }
}
