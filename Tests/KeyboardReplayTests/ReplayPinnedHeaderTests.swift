import Foundation
import KeyboardReplay
import Testing

/// A plain table replayed: 390 x 844, no safe area, `never`, keyboard 336 (band 508 tall);
/// one section, header 28, 20 rows of 44 (row r at 28 + 44 r), fields in rows 6 and 16.
@MainActor
struct ReplayPinnedHeaderTests {
  /// The scenario with the table's `style` entry (empty for none).
  private func table(style: String) -> String {
    let rows = (0..<20).map { row in
      [6, 16].contains(row)
        ? #"{"height": 44, "input": {"id": "input\#(row)", "frame": [120, 6, 240, 32]}}"#
        : #"{"height": 44}"#
    }
    return """
      {"screen": {"width": 390, "height": 844}, "window": {"frame": [0, 0, 390, 844]},
       "host": {"kind": "table", "frame": [0, 0, 390, 844], "insetAdjustment": "never",
                \(style) "sections": [{"header": 28, "rows": [\(rows.joined(separator: ", "))]}]},
       "steps": [{"focus": "input16"},
                 {"keyboard": {"name": "willShow", "beginFrame": [0, 844, 390, 336],
                               "endFrame": [0, 508, 390, 336], "duration": 0.25, "curve": 7}},
                 {"focusPrevious": true}]}
      """
  }

  @Test func `F3: a replayed plain table's floating header keeps Previous's field below it`()
    throws
  {
    let replay = try ReplayHarness(json: table(style: #""style": "plain","#))
    #expect(replay.status == 0)
    // row 16 732 ... 776, target 716 ... 792: 792 - 508 = 284
    #expect(replay.numbers(1, "contentOffset") == [0, 284])
    // row 6 292 ... 336, target 276 ... 352, below the 28 pt header: 276 - 28 = 248
    #expect(replay.value(2, "focused") == .string("input6"))
    #expect(replay.numbers(2, "contentOffset") == [0, 248])
    #expect(replay.value(2, "targetVisible") == .bool(true))
    // "grouped", the default: the header scrolls away, the band starts at the offset: 276
    let grouped = try ReplayHarness(json: table(style: #""style": "grouped","#))
    #expect(grouped.numbers(2, "contentOffset") == [0, 276])
  }

  @Test func `Replay parser: a table's style is plain or grouped, and only a table has one`()
    throws
  {
    let other = try ReplayHarness(json: table(style: #""style": "insetGrouped","#))
    #expect(other.status == 2)
    #expect(
      other.error
        == #"keyboard-demo: scenario: key "host.style": expected plain or grouped, got "insetGrouped""#
    )
    let scroll = try ReplayHarness(json: scenario(steps: "", host: #""style": "plain","#))
    #expect(scroll.status == 2)
    #expect(
      scroll.error == #"keyboard-demo: scenario: key "host.style": only a "table" host has it"#)
  }
}
