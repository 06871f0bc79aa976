import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import RuleScenarios
import Testing

/// The flipped table of ``FormScenarios`` on the headless model: the twin of
/// `Sample/KeyboardAvoidanceUIKitTests`' flipped-table tests, with the same names and numbers
/// (rule I4).
extension RuleScenarioModelTests {
  /// A plain table of ``FormScenarios``' rows, row 0 holding a field, filling a window
  /// without safe area, adjustment `never`, inside `container` when one is given, enabled.
  private static func flippedTable(container: HeadlessView?) -> (HeadlessWindow, HeadlessTableView)
  {
    let window = HeadlessWindow(
      screen: HeadlessScreen(size: ScrollScenario.screenSize),
      frame: CGRect(origin: .zero, size: ScrollScenario.screenSize))
    let rows = (0..<FormScenarios.rowCount).map { row in
      RowSpec(
        height: FormScenarios.rowHeight,
        input: row == FormScenarios.flippedRow
          ? .init(id: "row\(row)", frame: FormScenarios.fieldInCell) : nil)
    }
    let table = HeadlessTableView(frame: window.bounds, sections: [SectionSpec(rows: rows)])
    table.contentInsetAdjustmentBehavior = .never
    if let container {
      window.addSubview(container)
      container.addSubview(table)
    } else {
      window.addSubview(table)
    }
    table.keyboard.enable()
    return (window, table)
  }

  private func checkFlippedRow(flippingContainer: Bool) throws {
    let container =
      flippingContainer
      ? HeadlessView(frame: CGRect(origin: .zero, size: ScrollScenario.screenSize)) : nil
    let (window, table) = Self.flippedTable(container: container)
    if let container {
      container.isFlippedVertically = true
    } else {
      table.isFlippedVertically = true
    }
    let path = RowPath(section: 0, row: FormScenarios.flippedRow)
    try #require(table.cellForRow(at: path)?.textField).becomeFirstResponder()
    let keyboard = KeyboardSimulator(window: window)
    keyboard.show(RuleScenarios.docked)
    let top = FormScenarios.flippedShownTop
    #expect(table.contentInset == EdgeInsets(top: top))
    #expect(table.verticalScrollIndicatorInsets == EdgeInsets(top: top))
    #expect(table.contentOffset.y == FormScenarios.flippedShownOffsetY)
    keyboard.hide()
    #expect(table.contentInset == .zero)
    #expect(table.verticalScrollIndicatorInsets == .zero)
    #expect(table.contentOffset.y == FormScenarios.flippedHiddenOffsetY)
  }

  @Test("I4: a flipped table takes the inset on its top and shows row 0, 336 and -336")
  func flippedTable() throws { try checkFlippedRow(flippingContainer: false) }

  @Test("I4: a table in a flipped container takes the inset on its top, 336 and -336")
  func flippedContainer() throws { try checkFlippedRow(flippingContainer: true) }
}
