import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import RuleScenarios
import Testing

/// The section scenarios of ``FormScenarios`` on the headless model: the twins of
/// `Sample/KeyboardAvoidanceUIKitTests`' table section tests, with the same names and
/// numbers.
extension RuleScenarioModelTests {
  /// A table of `layout` filling a window on the scenarios' screen, adjustment `never`,
  /// enabled; a field's id is "row<section>.<row>", "header<section>", "footer<section>",
  /// "tableHeader" or "tableFooter".
  private static func table(_ layout: TableSections)
    -> (HeadlessScreen, HeadlessWindow, HeadlessTableView)
  {
    let screen = HeadlessScreen(size: ScrollScenario.screenSize)
    let window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: ScrollScenario.screenSize))
    let field = FormScenarios.fieldInCell
    let sections = layout.sections.enumerated().map { index, section in
      SectionSpec(
        header: section.header, footer: section.footer,
        rows: (0..<section.rows).map { row in
          RowSpec(
            height: FormScenarios.rowHeight,
            input: section.fieldRows.contains(row)
              ? .init(id: "row\(index).\(row)", frame: field) : nil)
        },
        headerInputs: section.headerHasField ? [.init(id: "header\(index)", frame: field)] : [],
        footerInputs: section.footerHasField ? [.init(id: "footer\(index)", frame: field)] : [])
    }
    let table = HeadlessTableView(frame: window.bounds, sections: sections)
    if layout.tableHeader > 0 {
      table.tableHeader = RowSpec(
        height: layout.tableHeader, input: .init(id: "tableHeader", frame: field))
    }
    if layout.tableFooter > 0 {
      table.tableFooter = RowSpec(
        height: layout.tableFooter, input: .init(id: "tableFooter", frame: field))
    }
    table.style = layout.isPlain ? .plain : .grouped
    table.contentInsetAdjustmentBehavior = .never
    window.addSubview(table)
    table.keyboard.enable()
    return (screen, window, table)
  }

  private static func sectionState(of table: HeadlessTableView) -> HostState {
    HostState(
      contentBottom: table.contentInset.bottom,
      indicatorBottom: table.verticalScrollIndicatorInsets.bottom,
      offsetY: table.contentOffset.y)
  }

  @Test("F3: Previous in a plain table stops below the floating section header, 284 and 248")
  func floatingHeader() throws {
    let (screen, window, table) = Self.table(FormScenarios.floatingHeaderTable)
    let rows = FormScenarios.floatingHeaderRows
    try #require(table.cellForRow(at: RowPath(section: 0, row: rows[0]))?.textField)
      .becomeFirstResponder()
    KeyboardSimulator(window: window).show(RuleScenarios.docked)
    let shown = FormScenarios.floatingHeaderShown
    #expect(Self.sectionState(of: table).matches(shown), "\(Self.sectionState(of: table))")
    #expect(table.keyboard.focusPrevious())
    let previous = table.cellForRow(at: RowPath(section: 0, row: rows[1]))?.textField
    #expect(previous != nil && screen.firstResponder === previous)
    let expected = FormScenarios.floatingHeaderPrevious
    #expect(Self.sectionState(of: table).matches(expected), "\(Self.sectionState(of: table))")
  }

  /// The id of the field at `place`.
  private static func id(of place: TablePlace) -> String {
    switch place {
    case .tableHeader: "tableHeader"
    case .sectionHeader(let section): "header\(section)"
    case .row(let section, let row): "row\(section).\(row)"
    case .sectionFooter(let section): "footer\(section)"
    case .tableFooter: "tableFooter"
    }
  }

  /// The shown field `id` in `table`: in a cell, or a header or footer view.
  private static func field(_ id: String, in table: HeadlessTableView) -> HeadlessTextField? {
    var stack = table.subviews
    while let view = stack.popLast() {
      if let field = view as? HeadlessTextField, field.identifier == id, !field.isHidden {
        return field
      }
      stack.append(contentsOf: view.subviews)
    }
    return nil
  }

  @Test("F6: Return walks the table header view, section headers, rows and the footer view")
  func headerFooterOrder() throws {
    let (screen, window, table) = Self.table(FormScenarios.headerFooterTable)
    defer { withExtendedLifetime(window) {} }
    table.keyboard.showsToolbar = true
    let order = FormScenarios.headerFooterOrder.map(Self.id(of:))
    let first = try #require(Self.field(order[0], in: table))
    first.becomeFirstResponder()
    let atFirst = try #require(first.inputAccessoryView as? HeadlessToolbar)
    #expect(!atFirst.isPreviousEnabled && atFirst.isNextEnabled)
    for (index, id) in order.enumerated().dropFirst() {
      try #require(Self.field(order[index - 1], in: table)).pressReturn()
      let focused = (screen.firstResponder as? any HeadlessInput)?.identifier
      #expect(focused == id, "Return \(index)")
    }
    let last = try #require(Self.field(order[order.count - 1], in: table))
    let atLast = try #require(last.inputAccessoryView as? HeadlessToolbar)
    #expect(atLast.isPreviousEnabled && !atLast.isNextEnabled)
    last.pressReturn()
    #expect(screen.firstResponder == nil)
  }
}
