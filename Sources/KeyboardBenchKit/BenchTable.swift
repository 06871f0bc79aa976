import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting

/// A 10,000-row table with a text field every 50 rows, keyboard up, for Return timing.
@MainActor
package final class BenchTable {
  /// The table.
  package let table: HeadlessTableView
  private let window: HeadlessWindow

  /// Builds the table on an iPhone 15 and focuses its first field.
  package init() {
    let preset = KeyboardDevicePreset.iPhone15Portrait
    let screen = HeadlessScreen(size: preset.screenSize)
    window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: preset.screenSize),
      safeAreaInsets: preset.safeArea)
    let field = CGRect(x: 180, y: 6, width: 197, height: 32)
    let rows = (0..<10_000).map { row in
      RowSpec(height: 44, input: row % 50 == 0 ? .init(id: "field\(row)", frame: field) : nil)
    }
    table = HeadlessTableView(frame: window.bounds, sections: [SectionSpec(rows: rows)])
    window.addSubview(table)
    table.keyboard.enable()
    HeadlessKeyboard(screen: screen).show(preset)
    focusFirstIfDone()
  }

  /// After Return left the last field, scrolls back and focuses the first field again.
  package func focusFirstIfDone() {
    guard window.screen?.firstResponder == nil else { return }
    table.contentOffset = table.restingContentOffset
    // The scroll's turn ends with the table's layout pass, which makes row 0's cell.
    window.screen?.runLayoutPass()
    table.cellForRow(at: RowPath(section: 0, row: 0))?.textField?.becomeFirstResponder()
  }

  /// Presses Return in the focused field, then runs the layout pass that ends the run loop's
  /// turn (the walk to a row without a cell is done within Return's action).
  package func pressReturn() {
    (window.screen?.firstResponder as? HeadlessTextField)?.pressReturn()
    window.screen?.runLayoutPass()
  }
}
