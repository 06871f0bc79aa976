package import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
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
  /// the UIKit binding asks `indexPathForRow(at:)`; or the header or footer whose view
  /// holds it.
  package func rowListItem(containing input: AnyObject) -> RowListItem? {
    guard let view = input as? HeadlessView, let cell = view.superview as? HeadlessRowCell,
      cell.superview === self
    else { return nil }
    if let supplement = cell as? HeadlessHeaderFooterView { return supplement.item }
    return
      (indexPath(for: cell)
      ?? indexPathForRow(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))).map { .row($0) }
  }

  /// The focusable inputs of the row's cell, if the cell exists in the window, in reading
  /// order by their frames in the cell and the view's ``layoutDirection``, as the UIKit
  /// binding orders a cell's inputs (rule F6).
  ///
  /// A cell prepared ahead of the screen is not in the window: its inputs cannot become
  /// first responder, so it counts as no cell. A table header or footer view that is not
  /// set offers no input.
  package func rowListInput(in item: RowListItem) -> RowInput {
    let cell = view(for: item)
    if cell == nil, item == .tableHeader || item == .tableFooter { return .cell(inputs: []) }
    return KeyboardInputWalk.rowInput(of: cell as HeadlessView?, direction: layoutDirection)
  }

  /// The item's rect.
  package func rowListRect(of item: RowListItem) -> CGRect { rect(of: item) }

  /// A row's section's pinned header and footer heights; none for a header or footer.
  package func rowListPinnedHeights(of item: RowListItem) -> (header: CGFloat, footer: CGFloat) {
    item.rowPath.map { pinnedHeights(ofSection: $0.section) } ?? (0, 0)
  }

  /// Lays the list out now, as `layoutIfNeeded()` does (rules F6, L8).
  package func rowListLayOut() { layoutIfNeeded() }

  /// The model knows its rows, headers and footers with inputs (``providesInputIndex``):
  /// O(log items with inputs).
  package func rowListInputItem(after item: RowListItem, toward direction: NavigationDirection)
    -> RowSearch
  {
    guard providesInputIndex else { return .unknown }
    return inputItem(after: item, toward: direction).map { .found($0) } ?? .none
  }
}
