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
  /// enabled; a field's id is "row<section>.<row>".
  private static func table(_ layout: TableSections)
    -> (HeadlessScreen, HeadlessWindow, HeadlessTableView)
  {
    let screen = HeadlessScreen(size: ScrollScenario.screenSize)
    let window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: ScrollScenario.screenSize))
    let sections = layout.sections.enumerated().map { index, section in
      SectionSpec(
        header: section.header, footer: section.footer,
        rows: (0..<section.rows).map { row in
          RowSpec(
            height: FormScenarios.rowHeight,
            input: section.fieldRows.contains(row)
              ? .init(id: "row\(index).\(row)", frame: FormScenarios.fieldInCell) : nil)
        })
    }
    let table = HeadlessTableView(frame: window.bounds, sections: sections)
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
}
