package import Foundation
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// A list's rows, headers and footers: their rects, the rows with inputs, and the scroll an
/// app makes to a row.
extension HeadlessRowListView {
  /// The rect of a row in content coordinates, or `.zero` for an invalid path
  /// (`UITableView.rectForRow(at:)`).
  package func rectForRow(at path: RowPath) -> CGRect {
    layout.index(of: path).map { layout.rowRects[$0] } ?? .zero
  }

  /// The rect of a section's header in content coordinates where the header scrolls with
  /// the rows, or `.zero` for an invalid section (`UITableView.rectForHeader(inSection:)`).
  package func rectForHeader(inSection section: Int) -> CGRect {
    layout.headerRects.indices.contains(section) ? layout.headerRects[section] : .zero
  }

  /// The rect of a section's footer, as ``rectForHeader(inSection:)``
  /// (`UITableView.rectForFooter(inSection:)`).
  package func rectForFooter(inSection section: Int) -> CGRect {
    layout.footerRects.indices.contains(section) ? layout.footerRects[section] : .zero
  }

  /// The rect of a row, header or footer in content coordinates.
  package func rect(of item: RowListItem) -> CGRect {
    switch item {
    case .tableHeader: layout.tableHeaderRect
    case .sectionHeader(let section): rectForHeader(inSection: section)
    case .row(let path): rectForRow(at: path)
    case .sectionFooter(let section): rectForFooter(inSection: section)
    case .tableFooter: layout.tableFooterRect
    }
  }

  /// The next (or previous) row, header or footer with an enabled input, in reading order.
  ///
  /// - Complexity: O(log items with inputs).
  package func inputItem(after item: RowListItem, toward direction: NavigationDirection)
    -> RowListItem?
  {
    layout.inputItem(after: item, toward: direction)
  }

  /// The row at a point in content coordinates, with or without a cell, or `nil` outside
  /// every row (`UITableView.indexPathForRow(at:)`).
  ///
  /// - Complexity: O(log rows).
  package func indexPathForRow(at point: CGPoint) -> RowPath? {
    let index = layout.rows(intersecting: CGRect(x: 0, y: point.y, width: 0, height: 0)).lowerBound
    guard layout.rowRects.indices.contains(index), layout.rowRects[index].contains(point) else {
      return nil
    }
    return layout.paths[index]
  }

  /// The next (or previous) row with an enabled input, in row order across sections.
  ///
  /// - Complexity: O(log rows with inputs): rows without inputs cost nothing.
  package func inputRow(after path: RowPath, toward direction: NavigationDirection) -> RowPath? {
    guard let index = layout.index(of: path) else { return nil }
    return layout.inputRow(from: index, toward: direction).map { layout.paths[$0] }
  }

  /// The header view of a section, when it exists (`headerView(forSection:)`).
  package func headerView(forSection section: Int) -> HeadlessHeaderFooterView? {
    view(for: .sectionHeader(section)) as? HeadlessHeaderFooterView
  }

  /// The footer view of a section, when it exists (`footerView(forSection:)`).
  package func footerView(forSection section: Int) -> HeadlessHeaderFooterView? {
    view(for: .sectionFooter(section)) as? HeadlessHeaderFooterView
  }

  /// The heights of a section's header and footer that pin to the visible bounds, 0 for
  /// those that scroll with the rows (rule F3).
  package func pinnedHeights(ofSection section: Int) -> (header: CGFloat, footer: CGFloat) {
    (
      pinsSectionHeaders ? rectForHeader(inSection: section).height : 0,
      pinsSectionFooters ? rectForFooter(inSection: section).height : 0
    )
  }

  /// The offset that shows a row whole inside the visible band with the least scrolling,
  /// like `scrollToRow(at:at: .none, animated:)`.
  package func offset(revealingRow path: RowPath) -> CGPoint {
    ScrollSolver(
      boundsSize: bounds.size, contentSize: contentSize, adjustedInset: adjustedContentInset
    )
    .offset(revealing: rectForRow(at: path), from: contentOffset)
  }

  /// Scrolls a row into view (the app's own scroll, not the engine's); its cell exists
  /// after the run loop's layout pass that ends the app's turn.
  package func scrollToRow(at path: RowPath) {
    contentOffset = offset(revealingRow: path)
    window?.screen?.runLayoutPass()
  }
}
