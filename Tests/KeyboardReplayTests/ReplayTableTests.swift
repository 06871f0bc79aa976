import Foundation
import KeyboardReplay
import Testing

/// The settings table on an iPhone SE (375 x 667, safe top 20, `always`, keyboard 260):
/// band height 667 - 20 - 260 = 387; section 0 header 28, rows 44: row r at 28 + 44 r.
@MainActor
struct ReplayTableTests {
  @Test func `F4: Return walks ten fields past the screen's end with every target visible`() throws
  {
    let replay = try ReplayHarness(file: "settings-table.json")
    #expect(replay.status == 0)
    #expect(replay.value(0, "focused") == .string("field2"))
    #expect(replay.bottom(1, "contentInset") == 260)
    let expected: [(String, Double)] = [
      // field4 (row 4, target 188 ... 264) to field6 (276 ... 352) fit at -20: band -0 ... 367
      ("field4", -20), ("field6", -20),
      // field8: target 364 ... 440: 440 - 667 + 260 = 33; then 88 more per field
      ("field8", 33), ("field10", 121), ("field12", 209),
      // section 1 (header 28, after 14 rows and 0 footer at 644): option0 at 672, target
      // 656 ... 732: 732 - 407 = 325
      ("option0", 325), ("option2", 413), ("option4", 501), ("option6", 589), ("option8", 677),
    ]
    for (offset, (id, y)) in expected.enumerated() {
      let step = 2 + offset
      #expect(replay.value(step, "focused") == .string(id), "step \(step)")
      #expect(replay.numbers(step, "contentOffset") == [0, y], "step \(step)")
      #expect(replay.value(step, "targetVisible") == .bool(true), "step \(step)")
    }
    // focusPrevious: option6 is on screen, nothing to scroll
    #expect(replay.value(12, "focused") == .string("option6"))
    #expect(replay.number(12, "writes") == 0)
    // a user scroll back to the top keeps option6's cell, as UIKit keeps the first
    // responder's: it stays focused, off screen
    #expect(replay.value(13, "focused") == .string("option6"))
    #expect(
      replay.value(13, "visibleRows").map {
        if case .array(let rows) = $0 { rows.count } else { 0 }
      } == 14)
    #expect(replay.bottom(14, "contentInset") == 0)
  }

  @Test func `F4: a replayed field whose cell the user scrolled off keeps focus and comes back`()
    throws
  {
    // 390 x 844, no safe area, `never`, keyboard 336: band 508 tall; row r at 28 + 44 r.
    let replay = try ReplayHarness(file: "table-scrolled-off-focus.json")
    #expect(replay.status == 0)
    // input5's cell and field, 248 ... 292, grown by 16: 232 ... 308, inside 0 ... 508.
    #expect(replay.numbers(1, "contentOffset") == [0, 0])
    #expect(replay.number(1, "writes") == 2)
    // The user scrolls to 400: the cell is kept, the field stays focused, out of view.
    #expect(replay.value(2, "focused") == .string("input5"))
    #expect(replay.value(2, "targetVisible") == .bool(false))
    // The next keyboard event brings its top, 232, back to the band's top.
    #expect(replay.numbers(3, "contentOffset") == [0, 232])
    #expect(replay.number(3, "writes") == 1)
    // Return moves on to row 30: 1348 ... 1392 grown to 1408, 1408 - 508 = 900.
    #expect(replay.value(4, "focused") == .string("input30"))
    #expect(replay.numbers(4, "contentOffset") == [0, 900])
  }

  @Test func `I2: a table view controller's own inset is all there is`() throws {
    let replay = try ReplayHarness(file: "settings-table-controller.json")
    #expect(replay.status == 0)
    // the controller writes 260 itself and jumps field2's cell (116) to the band's top:
    // 116 - 20 = 96; the field inside it is then in view, so the engine writes nothing:
    // no inset, no margin, no second scroll (rule I5). The target of a table under a
    // controller is the field itself.
    #expect(replay.bottom(1, "contentInset") == 260)
    #expect(replay.numbers(1, "contentOffset") == [0, 96])
    #expect(replay.number(1, "writes") == 0)
    for step in 1...12 {
      #expect(replay.value(step, "targetVisible") == .bool(true), "step \(step)")
      #expect(replay.bottom(step, "adjustedContentInset") == 260, "step \(step)")
    }
    #expect(replay.bottom(14, "contentInset") == 0)
  }

  @Test func `Replay parser: focusing an input whose row has no cell is an error naming the step`()
    throws
  {
    let bytes = try ScenarioFile.data("settings-table.json")
    var text = String(decoding: bytes, as: UTF8.self)
    text = text.replacingOccurrences(of: #"{"focus": "field2"}"#, with: #"{"focus": "note10"}"#)
    let replay = try ReplayHarness(json: text)
    #expect(replay.status == 2)
    #expect(replay.lines.isEmpty)
    #expect(
      replay.error
        == #"keyboard-demo: step 0: key "focus": input "note10" has no cell: its row [2, 10] is not on screen"#
    )
  }

  /// The address form of `address-table.json`.
  ///
  /// 390 x 844, `never`, keyboard 336 (band 508), header 28, rows 44 but row 30 (140 tall,
  /// 1348 ... 1488, "street" and the text view "notes") and row 31 ("zip", 1488 ... 1532);
  /// content 1532 tall; `"knowsInputRows": false`.
  @Test func `F4: several inputs per row, a text view among them, found as UIKit finds rows`()
    throws
  {
    let replay = try ReplayHarness(file: "address-table.json")
    #expect(replay.status == 0)
    // Return in "first" goes to "last" in the same row: nothing to scroll.
    #expect(replay.value(2, "focused") == .string("last"))
    #expect(replay.number(2, "writes") == 0)
    // Not knowing which rows hold inputs, the walk scrolls to row 19 (908 - 508 = 400) and
    // row 28 (1304 - 508 = 796), then row 30's cell exists; its first input is revealed
    // with the cell: 1348 - 16 ... 1488 + 16: 1504 - 508 = 996. Three writes.
    #expect(replay.value(3, "focused") == .string("street"))
    #expect(replay.numbers(3, "contentOffset") == [0, 996])
    #expect(replay.number(3, "writes") == 3)
    // Return in "street" reaches the text view of its row, already visible.
    #expect(replay.value(4, "focused") == .string("notes"))
    #expect(replay.number(4, "writes") == 0)
    #expect(replay.value(4, "targetVisible") == .bool(true))
    // "zip": target 1472 ... 1548 clipped to the content's end 1532: 1532 - 508 = 1024.
    #expect(replay.numbers(5, "contentOffset") == [0, 1024])
    // Previous from a row's first input is the last input of the row before: "notes".
    #expect(replay.value(6, "focused") == .string("notes"))
    // Return in the last input resigns; nothing was scrolled on the way, nothing restored.
    #expect(replay.value(8, "focused") == .null)
    #expect(replay.number(8, "writes") == 0)
    // Hide: insets back to 0 and the offset back to the end, 1532 - 844 = 688.
    #expect(replay.numbers(9, "contentOffset") == [0, 688])
    #expect(replay.bottom(9, "contentInset") == 0)
  }

  /// The form of `floating-keyboard-table.json`.
  ///
  /// iPad 1024 x 1366, table as large, `never`; header 28, 40 rows of 44 (row r at 28 + 44 r,
  /// content 1788 tall), "name" in row 0, "city" in row 35 (1568 ... 1612);
  /// `"knowsInputRows": false`. The floating keyboard 352, 760, 320 x 254 ends at 1014, above
  /// the screen's bottom: it covers nothing.
  @Test func `F6: under a floating keyboard Return reaches a row without a cell, unanimated`()
    throws
  {
    let replay = try ReplayHarness(file: "floating-keyboard-table.json")
    #expect(replay.status == 0)
    #expect(replay.number(1, "overlap") == 0)
    #expect(replay.number(1, "writes") == 0)
    // The band is the whole 1366 pt bounds, so cells exist for rows 0 to 30 (1348 ...
    // 1392). Within Return's action the walk brings in each row after them that has no
    // cell, with the margin: row 31 (1392 ... 1436) at 1452 - 1366 = 86, which lays out rows
    // up to 32; row 33 at 1540 - 1366 = 174; row 35 at 1628 - 1366 = 262: three writes, none
    // animated. No reveal follows while the keyboard is not docked (rule F4); the margin
    // below "city" (1612 + 16) is at the bounds' bottom.
    #expect(replay.value(2, "focused") == .string("city"))
    #expect(replay.numbers(2, "contentOffset") == [0, 262])
    #expect(replay.number(2, "writes") == 3)
    #expect(replay.value(2, "animation") == .null)
    #expect(replay.bottom(2, "contentInset") == 0)
    #expect(replay.numbers(2, "target") == [0, 1552, 1024, 76])
    #expect(replay.value(2, "targetVisible") == .bool(true))
    // Return in the last field: not knowing that no row after holds an input, the walk looks
    // at the rows within reach (starting above 1628 + 2 x 1366): row 37 at 1716 - 1366 = 350,
    // row 39 at the largest offset 1788 - 1366 = 422 (its margin clipped at the content's
    // end), finds nothing, goes back to 262 in the same action and ends editing: three writes.
    #expect(replay.value(3, "focused") == .null)
    #expect(replay.number(3, "writes") == 3)
    #expect(replay.value(3, "animation") == .null)
    #expect(replay.numbers(3, "contentOffset") == [0, 262])
    // The hide has nothing to restore: 262 is within the valid offsets (1788 - 1366 = 422).
    #expect(replay.number(4, "writes") == 0)
  }

  @Test func `Replay parser: a row takes "input" or "inputs", and only a table "knowsInputRows"`()
    throws
  {
    let both = try ReplayHarness(
      json: #"""
        {"screen": {"width": 390, "height": 844}, "window": {"frame": [0, 0, 390, 844]},
         "host": {"kind": "table", "frame": [0, 0, 390, 844], "sections": [{"rows": [
           {"height": 44, "input": {"id": "a", "frame": [0, 0, 10, 10]},
            "inputs": [{"id": "b", "frame": [0, 0, 10, 10]}]}]}]},
         "steps": []}
        """#)
    #expect(both.status == 2)
    #expect(
      both.error
        == #"keyboard-demo: scenario: key "host.sections[0].rows[0].inputs": a row has "input" or "inputs", not both"#
    )
    let scroll = try ReplayHarness(
      json: #"""
        {"screen": {"width": 390, "height": 844}, "window": {"frame": [0, 0, 390, 844]},
         "host": {"frame": [0, 0, 390, 844], "contentSize": [390, 900], "knowsInputRows": true},
         "steps": []}
        """#)
    #expect(scroll.status == 2)
    #expect(
      scroll.error
        == #"keyboard-demo: scenario: key "host.knowsInputRows": only a "table" host has it"#)
  }
}
