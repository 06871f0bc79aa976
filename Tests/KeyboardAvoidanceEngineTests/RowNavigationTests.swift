import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Return and previous/next through rows that hold several inputs, and through cells that
/// UIKit has but that are not on screen.
///
/// Screen and table 390 x 844, no safe area, `never` adjustment, a 336 pt keyboard: the
/// visible band is 508 tall. One section, header 28.
@MainActor
struct RowNavigationTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)
  private let field = CGRect(x: 120, y: 6, width: 240, height: 32)

  /// The table form with one section of `rows` under a 28 pt header.
  private func form(rows: [RowSpec]) -> TableForm<HeadlessTableView> {
    TableForm(sections: [SectionSpec(header: 28, rows: rows)])
  }

  @Test func `F4: Return moves through the fields of one row, then to the next row's first`() throws
  {
    // Row 0 holds "first" and "last" side by side, row 1 "city" and "zip".
    let form = form(rows: [
      .sideBySide("first", "last"),
      RowSpec(
        height: 44,
        inputs: [
          .init(id: "city", frame: CGRect(x: 16, y: 6, width: 250, height: 32)),
          .init(id: "zip", frame: CGRect(x: 284, y: 6, width: 90, height: 32)),
        ]),
    ])
    try #require(form.input("first")).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    #expect(try form.focusAfterReturns(2) == ["last", "city"])
    // Previous from a row's first input is the previous row's last; none before "first".
    #expect(form.focusAfterPrevious(3) == ["last", "first", nil])
  }

  @Test func `F4: a text view in a row is an input for Return and previous or next`() throws {
    // Row 0: a name field and, below it, a notes text view (row 140 tall); row 1: "email".
    let form = form(rows: [
      RowSpec(
        height: 140,
        inputs: [
          .init(id: "name", frame: CGRect(x: 16, y: 6, width: 358, height: 32)),
          .init(id: "notes", frame: CGRect(x: 16, y: 50, width: 358, height: 80), isTextView: true),
        ]),
      RowSpec(height: 44, input: .init(id: "email", frame: field)),
    ])
    try #require(form.input("name")).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    try #require(form.input("name") as? HeadlessTextField).pressReturn()
    #expect(form.focusedID == "notes")
    #expect(form.input("notes") is HeadlessTextView)
    #expect(form.table.keyboard.focusNext())
    #expect(form.focusedID == "email")
    #expect(form.table.keyboard.focusPrevious())
    #expect(form.focusedID == "notes")
  }

  @Test func `F4: a cell prepared ahead of the screen is focused only after its row scrolls in`()
    throws
  {
    let form = TableForm(inputsAt: [0, 19])
    form.table.preparesCellsAhead = true
    // Row r spans 28 + 44 r ... 72 + 44 r; row 18 (820 ... 864) is the last in the 844 pt
    // bounds, so row 19 (864 ... 908) has a cell outside the window.
    let prepared = try #require(form.table.cellForRow(at: RowPath(section: 0, row: 19)))
    #expect(prepared.window == nil)
    try #require(form.input("input0")).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    try #require(form.input("input0") as? HeadlessTextField).pressReturn()
    form.screen.runLayoutPass()
    // Row 19 is scrolled in first (908 - 508 = 400), then, in the layout pass that puts its
    // cell in the window, focused and revealed with its margin: 924 - 508 = 416.
    #expect(form.focusedID == "input19")
    #expect(form.table.contentOffset.y == 416)
  }

  @Test func `F4: a field whose cell the user scrolled off keeps focus and is brought back`()
    throws
  {
    let form = TableForm(inputsAt: [5, 30])
    try #require(form.input("input5")).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // Row 5 spans 28 + 5 x 44 = 248 ... 292, inside the band 0 ... 508: nothing scrolls.
    #expect(form.table.contentOffset.y == 0)
    // The user scrolls row 5 off the top. UIKit keeps the first responder's cell, so the
    // field keeps focus and the keyboard stays.
    form.table.contentOffset = CGPoint(x: 0, y: 400)
    #expect(form.focusedID == "input5")
    #expect(form.screen.keyboardObserver.focusedInput === form.screen.firstResponder)
    // The next keyboard event reveals it: the cell and field 248 ... 292 grown by the
    // 16 pt margin, 232 ... 308, is above the band's top 400, so the top goes to 232.
    form.keyboard.post(KeyboardEvent(name: .willChangeFrame, endFrame: keyboardFrame))
    #expect(form.table.contentOffset.y == 232)
  }

  @Test func `F4: a kept cell whose row becomes the one prepared ahead serves that row`() throws {
    let form = TableForm(inputsAt: [5, 30])
    form.table.preparesCellsAhead = true
    // Row 30 spans 28 + 30 x 44 = 1348 ... 1392: on screen at offset 600 (600 ... 1444).
    form.table.contentOffset = CGPoint(x: 0, y: 600)
    // Each of the user's scrolls ends its turn with the table's layout pass.
    form.screen.runLayoutPass()
    try #require(form.input("input30")).becomeFirstResponder()
    // Back at the top the row is far off screen: its cell is kept for its focused field.
    form.table.contentOffset = .zero
    form.screen.runLayoutPass()
    #expect(form.focusedID == "input30")
    // At 504 the bounds end at 1348: row 29 is the last on screen and row 30, the focused
    // one, is the row prepared ahead. Its kept cell is that row's cell: no second one.
    form.table.contentOffset = CGPoint(x: 0, y: 504)
    form.screen.runLayoutPass()
    let cell = try #require(form.table.cellForRow(at: RowPath(section: 0, row: 30)))
    #expect(cell.inputs.first?.isFirstResponder == true)
    #expect(form.focusedID == "input30")
  }

  @Test func `F4: Return in a field whose cell scrolled off, kept for its focus, moves on`() throws
  {
    let form = TableForm(inputsAt: [5, 30])
    let field5 = try #require(form.input("input5") as? HeadlessTextField)
    field5.becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // The user scrolls row 5 (248 ... 292) off the top: its cell stays for the focused
    // field, which is no longer a visible row.
    form.table.contentOffset = CGPoint(x: 0, y: 400)
    form.screen.runLayoutPass()
    #expect(form.focusedID == "input5")
    #expect(!form.table.visibleRows.contains(RowPath(section: 0, row: 5)))
    field5.pressReturn()
    form.screen.runLayoutPass()
    // Row 30 (1348 ... 1392) is scrolled in (1392 - 508 = 884), then, in the layout pass
    // that makes its cell, focused and revealed with its margin: 1408 - 508 = 900.
    #expect(form.focusedID == "input30")
    #expect(form.table.contentOffset.y == 900)
  }

  @Test func `F6: in a table, Return moves onto a Search field, whose own Return keeps focus`()
    throws
  {
    let form = form(rows: [
      RowSpec(height: 44, input: .init(id: "name", frame: field, returnKeyType: .next)),
      RowSpec(height: 44, input: .init(id: "query", frame: field, returnKeyType: .search)),
      RowSpec(height: 44, input: .init(id: "city", frame: field)),
    ])
    try #require(form.input("name")).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    try #require(form.input("name") as? HeadlessTextField).pressReturn()
    #expect(form.focusedID == "query")
    let query = try #require(form.input("query") as? HeadlessTextField)
    #expect(query.returnKeyAction == nil)
    query.pressReturn()
    #expect(form.focusedID == "query")
  }
}
