package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A scroll view of rows in sections, with cells only for the rows on screen.
///
/// The common model of `UITableView` and a list-style `UICollectionView`: rows have
/// heights, sections have header and footer heights; cells exist only for rows that
/// intersect the bounds (as UIKit lays out cells under bars and the keyboard too), and a
/// cell leaving is reused for a row entering; an input in it that was first responder
/// resigns. ``scrollToRow(at:)`` makes a row's cell exist.
@MainActor
package class HeadlessRowListView: HeadlessScrollView {
  /// The sections; setting them reloads all rows.
  package var sections: [SectionSpec] { didSet { reloadData() } }
  private var layout: RowListLayout
  private var cells: [Int: HeadlessRowCell] = [:]
  private var reusePool: [HeadlessRowCell] = []
  /// How many cells were ever created (reuse keeps this small).
  package private(set) var cellsCreated = 0
  /// Whether navigation may ask the model which rows hold inputs (`true`), or must look
  /// at rows one by one as with UIKit, which cannot tell without cells (`false`).
  package var providesInputIndex = true

  /// Creates a list with sections.
  package init(frame: CGRect, sections: [SectionSpec]) {
    self.sections = sections
    layout = RowListLayout(sections: sections, width: frame.width)
    super.init(frame: frame, contentSize: CGSize(width: frame.width, height: layout.height))
    layoutCells()
  }

  /// Makes a new cell; subclasses return their own cell class.
  package func makeCell() -> HeadlessRowCell { HeadlessRowCell() }

  // MARK: - Rows

  /// The rect of a row in content coordinates, or `.zero` for an invalid path
  /// (`UITableView.rectForRow(at:)`).
  package func rectForRow(at path: RowPath) -> CGRect {
    layout.index(of: path).map { layout.rowRects[$0] } ?? .zero
  }

  /// The row a cell shows, or `nil` when the cell is not in this view.
  package func indexPath(for cell: HeadlessRowCell) -> RowPath? {
    cells.values.contains { $0 === cell } ? cell.rowPath : nil
  }

  /// The cell of a row when it exists.
  package func cellForRow(at path: RowPath) -> HeadlessRowCell? {
    layout.index(of: path).flatMap { cells[$0] }
  }

  /// The rows whose cells exist, in row order.
  package var visibleRows: [RowPath] {
    cells.keys.sorted().map { layout.paths[$0] }
  }

  /// The input spec of a row, if it has one.
  package func input(at path: RowPath) -> RowSpec.InputSpec? {
    guard sections.indices.contains(path.section),
      sections[path.section].rows.indices.contains(path.row)
    else { return nil }
    return sections[path.section].rows[path.row].input
  }

  /// The next (or previous) row with an enabled input, in row order across sections.
  ///
  /// - Complexity: O(log rows with inputs): rows without inputs cost nothing.
  package func inputRow(after path: RowPath, forward: Bool) -> RowPath? {
    guard let index = layout.index(of: path) else { return nil }
    return layout.inputRow(from: index, forward: forward).map { layout.paths[$0] }
  }

  /// The offset that shows a row whole inside the visible band with the least scrolling,
  /// like `scrollToRow(at:at: .none, animated:)`.
  package func offset(revealingRow path: RowPath) -> CGPoint {
    ScrollSolver(
      boundsSize: bounds.size, contentSize: contentSize, adjustedInset: adjustedContentInset
    )
    .offset(revealing: rectForRow(at: path), from: contentOffset)
  }

  /// Scrolls a row into view (the app's own scroll, not the engine's) so its cell exists.
  package func scrollToRow(at path: RowPath) {
    contentOffset = offset(revealingRow: path)
  }

  // MARK: - Cells

  /// Lays cells out again when the rows on screen changed.
  package override func boundsOriginDidChange() {
    layoutCells()
  }

  /// Lays cells out again after a frame change.
  package override func geometryDidChange() {
    layoutCells()
    super.geometryDidChange()
  }

  private func reloadData() {
    layout = RowListLayout(sections: sections, width: bounds.width)
    contentSize = CGSize(width: bounds.width, height: layout.height)
    for (index, cell) in cells {
      recycle(cell)
      cells[index] = nil
    }
    layoutCells()
  }

  /// Creates cells for the rows entering the bounds and reuses those leaving.
  ///
  /// - Complexity: O(log rows + cells on screen).
  private func layoutCells() {
    let onScreen = layout.rows(intersecting: bounds)
    for (index, cell) in cells where !onScreen.contains(index) {
      cells[index] = nil
      recycle(cell)
    }
    for index in onScreen where cells[index] == nil {
      let cell = reusePool.popLast() ?? newCell()
      let path = layout.paths[index]
      cell.configure(
        for: path, row: sections[path.section].rows[path.row], frame: layout.rowRects[index])
      cells[index] = cell
      addSubview(cell)
    }
  }

  private func newCell() -> HeadlessRowCell {
    cellsCreated += 1
    return makeCell()
  }

  /// A cell leaving the screen: its first responder resigns as it leaves the window.
  private func recycle(_ cell: HeadlessRowCell) {
    cell.removeFromSuperview()
    reusePool.append(cell)
  }
}
