package import Foundation
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

extension HeadlessRowListView: KeyboardRowList {
  /// The number of sections.
  package var rowListSectionCount: Int { sections.count }

  /// The rows of a section.
  package func rowListRowCount(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  /// The row of the cell that holds `input`: the cell's index path, or, for a cell that
  /// is not visible (kept for its first responder), the row under the cell's centre, as
  /// the UIKit binding asks `indexPathForRow(at:)`.
  package func rowListRow(containing input: AnyObject) -> RowPath? {
    guard let view = input as? HeadlessView, let cell = view.superview as? HeadlessRowCell,
      cell.superview === self
    else { return nil }
    return indexPath(for: cell)
      ?? indexPathForRow(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
  }

  /// The focusable inputs of the row's cell, if the cell exists in the window, in reading
  /// order by their frames in the cell and the view's ``layoutDirection``, as the UIKit
  /// binding orders a cell's inputs (rule F6).
  ///
  /// A cell prepared ahead of the screen is not in the window: its inputs cannot become
  /// first responder, so it counts as no cell.
  package func rowListInput(inRow path: RowPath) -> RowInput {
    guard let cell = cellForRow(at: path), cell.window != nil else { return .noCell }
    let inputs = cell.focusableInputs
    let order = ReadingOrder.indices(of: inputs.map(\.frame), direction: layoutDirection)
    return .cell(inputs: order.map { inputs[$0] })
  }

  /// The row's rect.
  package func rowListRect(ofRow path: RowPath) -> CGRect { rectForRow(at: path) }

  /// The model knows its rows with inputs (``providesInputIndex``): O(log rows with inputs).
  package func rowListInputRow(after path: RowPath, forward: Bool) -> RowSearch {
    guard providesInputIndex else { return .unknown }
    return inputRow(after: path, forward: forward).map { .found($0) } ?? .none
  }
}
