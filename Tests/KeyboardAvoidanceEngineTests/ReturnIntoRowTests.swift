import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Return into a row whose cell does not exist yet, within Return's action (rules F6, L8,
/// O2).
///
/// A 390 x 844 screen and table, no safe area, `never`; one section under a 28 pt header,
/// rows of 44: row r spans 28 + 44 r ... 72 + 44 r. A 336 pt keyboard from 508: inset 336
/// at the bottom, a band 508 tall. Cells exist for the rows that meet the bounds (under the
/// keyboard too): at offset 0, rows 0 ... 18 (row 18 starts at 820). As UIKit's, the field's
/// end-on-exit target ends editing on Return unless its action moved focus.
@MainActor
struct ReturnIntoRowTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// Rows of 44 with a field in each row of `inputsAt`, the field of `focused` editing and
  /// the keyboard up; moves counted from here.
  private func form(
    rows: [RowSpec]? = nil, count: Int = 40, inputsAt: Set<Int>, focused: Int
  ) throws -> TableForm<HeadlessTableView> {
    let form: TableForm<HeadlessTableView>
    if let rows {
      form = TableForm(sections: [SectionSpec(header: 28, rows: rows)])
    } else {
      form = TableForm(rows: count, inputsAt: inputsAt)
    }
    try #require(form.field(focused)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    form.table.offsetMoves = OffsetMoves(start: form.table.contentOffset.y)
    return form
  }

  @Test
  func `F6: Return into a row with no cell focuses it within Return's action, at F3's offset`()
    throws
  {
    let form = try form(inputsAt: [2, 30], focused: 2)
    #expect(form.table.contentOffset == .zero)
    let forced = form.screen.forcedLayoutPasses
    try form.pressReturn(inRow: 2)
    // Row 30 (1348 ... 1392) has no cell. F3 for its rect with the margin, 1332 ... 1408,
    // below the band 0 ... 508: offset 1408 - 508 = 900, written once, without animation;
    // the list laid out once (rule L8 allows it in Return's action), the field focused before
    // the action returns, so editing never ended and the insets stay.
    #expect(form.focusedID == "input30")
    #expect(form.table.contentOffset == CGPoint(x: 0, y: 900))
    #expect(form.table.recorder.writes == 1)
    #expect(form.table.recorder.animations.isEmpty)
    #expect(form.table.recorder.contentInsets.isEmpty)
    #expect(form.screen.forcedLayoutPasses == forced + 1)
    // The reveal of the new field finds its cell 1348 ... 1392 (target 1332 ... 1408) in the
    // band 900 ... 1408: nothing more moves once the turn ends.
    form.screen.runMainQueue()
    #expect(form.table.contentOffset == CGPoint(x: 0, y: 900))
    #expect(form.table.recorder.writes == 1)
    #expect(form.table.offsetMoves.count == 1)
  }

  @Test(arguments: [0, 1, 2])
  func `O2: Return into a row with no cell is one move whatever UIKit posts around it`(
    order: Int
  ) throws {
    let form = try form(inputsAt: [2, 30], focused: 2)
    form.screen.orders = OrderChoices(table: [.d: [order]])
    // Order 0 posts nothing, 1 a will-show of the same frame, 2 a will-hide and then, in the
    // same turn, a will-show: the engine holds the hide, the show drops it.
    try form.screen.runStep { try form.pressReturn(inRow: 2) }
    form.screen.runMainQueue()
    // As above: offset 900, one jump; the inset stays 336.
    #expect(form.focusedID == "input30")
    #expect(form.table.contentOffset == CGPoint(x: 0, y: 900))
    #expect(form.table.contentInset.bottom == 336)
    #expect(form.table.offsetMoves.count == 1)
  }

  @Test func `F6: Return into a row whose estimated height changes when laid out corrects once`()
    throws
  {
    // Rows 0 ... 18 of 44; rows 19 ... 39 estimated at 44 but 64 once laid out. Fields in
    // rows 2 and 30.
    let field = CGRect(x: 120, y: 6, width: 240, height: 32)
    let rows = (0..<40).map { row in
      RowSpec(
        height: row < 19 ? 44 : 64, estimatedHeight: row < 19 ? nil : 44,
        input: [2, 30].contains(row) ? .init(id: "input\(row)", frame: field) : nil)
    }
    let form = try form(rows: rows, inputsAt: [], focused: 2)
    try form.pressReturn(inRow: 2)
    // Estimated, row 30 spans 1348 ... 1392: offset 900, as above. Laid out at 900 (bounds
    // 900 ... 1744), rows 19 ... 38 take 64: row 19 at 864, row 30 at 864 + 11 x 64 = 1568
    // ... 1632. It moved: one correction in the same action, target 1552 ... 1648, offset
    // 1648 - 508 = 1140 (content 28 + 19 x 44 + 20 x 64 + 44 = 2188, largest offset 2188 +
    // 336 - 844 = 1680). Laid out at 1140 (bounds 1140 ... 1984: rows 23 ... 36, all
    // measured), row 30 stays. Two writes, one visible move.
    #expect(form.focusedID == "input30")
    #expect(form.table.rectForRow(at: RowPath(section: 0, row: 30)).minY == 1568)
    #expect(form.table.contentOffset == CGPoint(x: 0, y: 1140))
    #expect(form.table.recorder.writes == 2)
    form.screen.runMainQueue()
    #expect(form.table.contentOffset == CGPoint(x: 0, y: 1140))
    #expect(form.table.offsetMoves.count == 1)
  }

  @Test func `F6: Return after a long list's last input looks two bands ahead, unseen, then ends`()
    throws
  {
    let form = try form(count: 500, inputsAt: [0, 1, 2], focused: 2)
    form.table.providesInputIndex = false
    try form.screen.runStep { try form.pressReturn(inRow: 2) }
    // The look reaches rows starting above the band's bottom 508 + 2 x 508 = 1524. Rows 3
    // ... 18 have cells and no input. Row 19 (864 ... 908): target 848 ... 924, offset 924 -
    // 508 = 416; laid out, rows 8 ... 27 have cells, none an input. Row 28 (1260 ... 1304):
    // target 1244 ... 1320, offset 812; rows up to 36 get cells, none an input. Row 37
    // starts at 1656, past 1524: the look ends, the offset goes back to 0 in the same turn
    // (three writes, nothing seen) and Return ends editing (usual order: the resign posts
    // nothing, so no further write).
    #expect(form.focusedID == nil)
    #expect(form.table.contentOffset == .zero)
    #expect(form.table.recorder.writes == 3)
    #expect(form.table.offsetMoves.count == 0)
  }

  @Test func `F6: with the keyboard hidden, a long list's last Return looks within reach only`()
    throws
  {
    let form = TableForm(rows: 500, inputsAt: [0, 1, 2])
    form.table.providesInputIndex = false
    try #require(form.field(2)).becomeFirstResponder()
    form.table.offsetMoves = OffsetMoves(start: 0)
    try form.screen.runStep { try form.pressReturn(inRow: 2) }
    // No keyboard: the band is the bounds, 0 ... 844, and the walk looks at rows starting
    // above 844 + 2 x 844 = 2532. Cells exist for the rows in the bounds, so each row
    // without one, brought to the band's bottom with its margin, lays out one more: row 19
    // (864 ... 908) at 924 - 844 = 80 gives cells to rows up to 20, row 21 at 168, ... row
    // 19 + 2k at 80 + 88 k, up to row 55 (k = 18, 2448 ... 2492, offset 1664); row 57
    // starts at 2536, out of reach. 19 scrolls and the way back to 0, all in one turn.
    #expect(form.focusedID == nil)
    #expect(form.table.contentOffset == .zero)
    #expect(form.table.recorder.writes == 19 + 1)
    #expect(form.table.offsetMoves.count == 0)
  }

  @Test func `F6: Next after a long list's last input looks once, then is disabled`() throws {
    let form = try form(count: 500, inputsAt: [0, 1, 2], focused: 2)
    form.table.providesInputIndex = false
    form.table.keyboard.showsToolbar = true
    let field = try #require(form.field(2))
    // The bar comes with the next begin-editing: focus row 1, then row 2 again.
    try #require(form.field(1)).becomeFirstResponder()
    field.becomeFirstResponder()
    let bar = try #require(field.bar)
    // Row 19 (864) has no cell and starts above 1524: Next is enabled.
    #expect(bar.isNextEnabled)
    form.table.recorder = HostRecorder()
    form.table.offsetMoves = OffsetMoves(start: 0)
    form.screen.runStep { bar.tap(.next) }
    // The same look as Return's: 416, 812, back to 0; the field keeps editing, Next is
    // disabled, and nothing pages through the other 463 rows.
    #expect(form.focusedID == "input2")
    #expect(form.table.contentOffset == .zero)
    #expect(form.table.recorder.writes == 3)
    #expect(form.table.offsetMoves.count == 0)
    #expect(!bar.isNextEnabled)
  }
}
