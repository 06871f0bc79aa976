import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule F6 through a table's header and footer views: the table header view, then per
/// section its header, rows and footer, then the table footer view.
///
/// Screen 390 x 844, no safe area, `never` adjustment, keyboard 336 (band 508 tall). Fields
/// are 358 x 32 at (16, 14) in 60 pt header and footer views, (120, 6) in 44 pt rows.
@MainActor
struct HeaderFooterNavigationTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)
  private static let inView = CGRect(x: 16, y: 14, width: 358, height: 32)
  private static let inRow = CGRect(x: 120, y: 6, width: 240, height: 32)

  private static func rows(_ section: Int, count: Int, fields: Set<Int>) -> [RowSpec] {
    (0..<count).map { row in
      RowSpec(
        height: 44,
        input: fields.contains(row) ? .init(id: "row\(section).\(row)", frame: inRow) : nil)
    }
  }

  /// A table with fields in its header view, rows, a section header and its footer view.
  ///
  /// A table header view with "search"; section 0 (header 28, three rows with fields,
  /// footer 28); section 1 (a header with "coupon", three rows with fields); a table footer
  /// view with "notes". Header 0 ... 60, section 0's header 60 ... 88, rows 88 ... 220,
  /// footer 220 ... 248; section 1's header 248 ... 308, rows 308 ... 440; footer view
  /// 440 ... 500: all on screen.
  private func form() -> TableForm<HeadlessTableView> {
    let form = TableForm<HeadlessTableView>(sections: [
      SectionSpec(header: 28, footer: 28, rows: Self.rows(0, count: 3, fields: [0, 1, 2])),
      SectionSpec(
        header: 60, rows: Self.rows(1, count: 3, fields: [0, 1, 2]),
        headerInputs: [.init(id: "coupon", frame: Self.inView)]),
    ])
    form.table.tableHeader = RowSpec(height: 60, input: .init(id: "search", frame: Self.inView))
    form.table.tableFooter = RowSpec(height: 60, input: .init(id: "notes", frame: Self.inView))
    return form
  }

  /// The input `id` anywhere in the table: in a cell, or a header or footer view (reused
  /// views keep the fields a row with fewer inputs hides).
  private func input(_ id: String, in form: TableForm<HeadlessTableView>) throws
    -> HeadlessTextField
  {
    var stack = form.table.subviews
    while let view = stack.popLast() {
      if let field = view as? HeadlessTextField, field.identifier == id, !field.isHidden {
        return field
      }
      stack.append(contentsOf: view.subviews)
    }
    throw MissingInput(id: id)
  }

  private struct MissingInput: Error {
    let id: String
  }

  @Test func `F6: Return from the table header view's field goes to the first row's field`()
    throws
  {
    let form = form()
    try input("search", in: form).becomeFirstResponder()
    try input("search", in: form).pressReturn()
    #expect(form.focusedID == "row0.0")
  }

  @Test func `F6: Return from section 0's last row goes into section 1's header field`() throws {
    let form = form()
    try input("row0.2", in: form).becomeFirstResponder()
    try input("row0.2", in: form).pressReturn()
    // section 0's footer holds nothing; section 1's header comes before its rows
    #expect(form.focusedID == "coupon")
    try input("coupon", in: form).pressReturn()
    #expect(form.focusedID == "row1.0")
    #expect(form.table.keyboard.focusPrevious())
    #expect(form.focusedID == "coupon")
  }

  @Test func `F6: Return from the last row goes to the table footer view's field, then ends`()
    throws
  {
    let form = form()
    try input("row1.2", in: form).becomeFirstResponder()
    try input("row1.2", in: form).pressReturn()
    #expect(form.focusedID == "notes")
    try input("notes", in: form).pressReturn()
    #expect(form.focusedID == nil)
  }

  @Test func `F6: the bar's Previous and Next count header and footer fields`() throws {
    let form = form()
    form.table.keyboard.showsToolbar = true
    try input("search", in: form).becomeFirstResponder()
    let first = try #require(input("search", in: form).bar)
    #expect(first.arrows == .nextOnly)
    try input("coupon", in: form).becomeFirstResponder()
    let middle = try #require(input("coupon", in: form).bar)
    #expect(middle.arrows == .both)
    try input("notes", in: form).becomeFirstResponder()
    let last = try #require(input("notes", in: form).bar)
    #expect(last.arrows == .previousOnly)
  }

  @Test func `F6: a section header off screen is found as an off-screen row is`() throws {
    // Section 0: 30 rows of 44 (0 ... 1320), a field in row 0 only; section 1: a 60 pt
    // header with "coupon" (1320 ... 1380, the field 1334 ... 1366) and 10 empty rows.
    let form = TableForm<HeadlessTableView>(sections: [
      SectionSpec(rows: Self.rows(0, count: 30, fields: [0])),
      SectionSpec(
        header: 60, rows: Self.rows(1, count: 10, fields: []),
        headerInputs: [.init(id: "coupon", frame: Self.inView)]),
    ])
    // As UIKit: which rows and headers hold inputs is only known from views that exist.
    form.table.providesInputIndex = false
    try input("row0.0", in: form).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    #expect(form.table.contentOffset.y == 0)
    try input("row0.0", in: form).pressReturn()
    // Each scroll's views come with a layout pass, where the walk goes on.
    form.screen.runLayoutPass()
    #expect(form.focusedID == "coupon")
    // Rows 20 and 29 are scrolled in (924 - 508 = 416, 1320 - 508 = 812), which brings the
    // header's view; its target 1318 ... 1382 is then revealed: 1382 - 508 = 874.
    #expect(form.table.contentOffset.y == 874)
  }
}
