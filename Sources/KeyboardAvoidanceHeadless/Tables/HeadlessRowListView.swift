package import Foundation
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// A scroll view of rows in sections, with cells only for the rows on screen.
///
/// The common model of `UITableView` and a list-style `UICollectionView`: rows have
/// heights, sections have header and footer heights; cells exist only for rows that
/// intersect the bounds (as UIKit lays out cells under bars and the keyboard too), and a
/// cell leaving is reused for a row entering, except the cell of the first responder, which
/// UIKit keeps (off screen, still focused, `indexPath(for:)` `nil`) until its row returns or
/// focus moves on. As UIKit's, a list makes the cells of rows scrolled into view in its next
/// layout pass (the run loop's, or a `layoutIfNeeded()`, which counts as forced), not at the
/// scroll. With ``preparesCellsAhead``, the row after the last one on screen has a cell
/// that is not in the window yet, as a prefetching table's can be. A row with an
/// estimated height (``RowSpec/estimatedHeight``) takes its own when its cell is first laid
/// out, and the rows after it move, as a self-sizing table's do.
@MainActor
package class HeadlessRowListView: HeadlessScrollView {
  /// The sections; setting them reloads all rows.
  package var sections: [SectionSpec] { didSet { reloadData() } }
  /// The table's header view above the first section, with its inputs
  /// (`tableHeaderView`); setting it reloads all rows.
  package var tableHeader: RowSpec? { didSet { reloadData() } }
  /// The table's footer view below the last section (`tableFooterView`).
  package var tableFooter: RowSpec? { didSet { reloadData() } }
  /// The header and footer views that exist: the table's always, a section's while it
  /// intersects the bounds (or holds the first responder), as UIKit's.
  private var supplementViews: [RowListItem: HeadlessHeaderFooterView] = [:]
  private var supplementPool: [HeadlessHeaderFooterView] = []
  /// The rows' and sections' geometry and the index of rows with inputs.
  private(set) var layout: RowListLayout
  private var cells: [Int: HeadlessRowCell] = [:]
  /// The rows with an estimated height whose cells were laid out: they have their own.
  private var laidOutRows: Set<Int> = []
  /// The cell prepared ahead of the screen (in ``cells``, not in the window).
  private var preparedIndex: Int?
  /// The cell of the first responder, kept after its row left the screen.
  private var keptCell: (index: Int, cell: HeadlessRowCell)?
  private var reusePool: [HeadlessRowCell] = []
  /// How many cells were ever created (reuse keeps this small).
  package private(set) var cellsCreated = 0
  /// Whether navigation may ask the model which rows hold inputs (`true`), or must look
  /// at rows one by one as with UIKit, which cannot tell without cells (`false`).
  package var providesInputIndex = true
  /// Whether the row after the last one on screen gets its cell before it enters the
  /// bounds, outside the window: `cellForRow(at:)` then returns a cell whose inputs cannot
  /// become first responder yet.
  package var preparesCellsAhead = false { didSet { layoutCells() } }

  /// Creates a list with sections.
  package init(frame: CGRect, sections: [SectionSpec]) {
    self.sections = sections
    layout = RowListLayout(sections: sections, width: frame.width)
    tableHeader = nil
    tableFooter = nil
    super.init(frame: frame, contentSize: CGSize(width: frame.width, height: layout.height))
    layoutCells()
  }

  /// A list scrolls itself, animated, on its own clock, as a `UITableView` or
  /// `UICollectionView` does (rule A1).
  package override var animatesOffsetOnItsOwnClock: Bool { true }

  /// Return and previous/next move by rows, through cells that do not exist yet.
  package override func nextInput(after input: AnyObject, toward direction: NavigationDirection)
    -> InputWalk
  {
    inputInRowOrder(after: input, toward: direction)
  }

  /// Whether an input comes after (before) `input` in row order, without scrolling.
  package override func hasNextInput(after input: AnyObject, toward direction: NavigationDirection)
    -> Bool
  {
    hasInputInRowOrder(after: input, toward: direction)
  }

  /// Makes a new cell; subclasses return their own cell class.
  package func makeCell() -> HeadlessRowCell { HeadlessRowCell() }

  // MARK: - Rows

  /// The cell of a row, or the view of a header or footer, when it exists.
  package func view(for item: RowListItem) -> HeadlessRowCell? {
    if let path = item.rowPath { return cellForRow(at: path) }
    return supplementViews[item]
  }

  /// Whether section headers pin to the visible bounds while their section's rows scroll
  /// under them (a plain table's floating headers); `false` here.
  package var pinsSectionHeaders: Bool { false }

  /// Whether section footers pin to the visible bounds, as ``pinsSectionHeaders``.
  package var pinsSectionFooters: Bool { false }

  /// The row a visible cell shows, or `nil` when the cell is not visible
  /// (`UITableView.indexPath(for:)`).
  package func indexPath(for cell: HeadlessRowCell) -> RowPath? {
    cells.contains { $0.value === cell && $0.key != preparedIndex } ? cell.rowPath : nil
  }

  /// The cell of a row when it exists.
  package func cellForRow(at path: RowPath) -> HeadlessRowCell? {
    layout.index(of: path).flatMap { cells[$0] }
  }

  /// The rows whose cells are on screen, in row order.
  package var visibleRows: [RowPath] {
    cells.keys.filter { $0 != preparedIndex }.sorted().map { layout.paths[$0] }
  }

  // MARK: - Cells

  /// Asks for a layout pass when the rows on screen may have changed: as UIKit's, the list
  /// makes the cells of rows scrolled into view in its next layout pass, not at the scroll
  /// (``cellForRow(at:)`` answers `nil` until then, rules F6, L8).
  package override func boundsOriginDidChange() {
    setNeedsLayout()
  }

  /// The layout pass: cells for the rows on screen, reused ones for those that left.
  package override func layoutSubviews() {
    layoutCells()
  }

  /// Lays cells out again after a frame change.
  package override func geometryDidChange() {
    layoutCells()
    super.geometryDidChange()
  }

  private func reloadData() {
    laidOutRows = []
    layout = RowListLayout(
      sections: sections, width: bounds.width, tableHeader: tableHeader, tableFooter: tableFooter)
    for view in supplementViews.values {
      view.removeFromSuperview()
      supplementPool.append(view)
    }
    supplementViews = [:]
    contentSize = CGSize(width: bounds.width, height: layout.height)
    for (index, cell) in cells {
      recycle(cell)
      cells[index] = nil
    }
    keptCell.map { recycle($0.cell) }
    keptCell = nil
    layoutCells()
  }

  /// Creates cells for the rows entering the bounds and reuses those leaving.
  ///
  /// - Complexity: O(log rows + cells on screen).
  private func layoutCells() {
    measureEstimatedRows()
    let onScreen = layout.rows(intersecting: bounds)
    let ahead = onScreen.upperBound
    let prepared = preparesCellsAhead && ahead < layout.rowRects.count ? ahead : nil
    // The kept cell serves its own row again once that row is back (on screen or prepared
    // ahead, so that no second cell is made for it), and is reused like any other once its
    // input resigned.
    if let kept = keptCell {
      let isBack = onScreen.contains(kept.index) || kept.index == prepared
      if isBack || !holdsFirstResponder(kept.cell) {
        keptCell = nil
        if isBack { cells[kept.index] = kept.cell } else { recycle(kept.cell) }
      }
    }
    for (index, cell) in cells where !onScreen.contains(index) && index != prepared {
      cells[index] = nil
      if holdsFirstResponder(cell) {
        keptCell.map { recycle($0.cell) }
        keptCell = (index, cell)
      } else {
        recycle(cell)
      }
    }
    for index in onScreen {
      let cell = cells[index] ?? reusePool.popLast() ?? newCell()
      if cells[index] == nil {
        let path = layout.paths[index]
        cell.configure(
          for: path, row: sections[path.section].rows[path.row], frame: layout.rowRects[index])
        cells[index] = cell
      }
      if cell.superview !== self { addSubview(cell) }
    }
    preparedIndex = prepared
    if let prepared, cells[prepared] == nil {
      let cell = reusePool.popLast() ?? newCell()
      let path = layout.paths[prepared]
      cell.configure(
        for: path, row: sections[path.section].rows[path.row], frame: layout.rowRects[prepared])
      cells[prepared] = cell
    }
    layoutSupplements()
  }

  /// Gives the rows on screen that still have an estimated height their own.
  ///
  /// As UIKit measures a row when its cell is first laid out: the rows after them move,
  /// the content size changes, and the offset stays; repeated until the rows on screen are
  /// all measured. Cells and views already made move to their rows' new rects.
  private func measureEstimatedRows() {
    while case let fresh = layout.rows(intersecting: bounds).filter(layout.estimatedRows.contains),
      !fresh.isEmpty
    {
      laidOutRows.formUnion(fresh)
      layout = RowListLayout(
        sections: sections, width: bounds.width, tableHeader: tableHeader,
        tableFooter: tableFooter, laidOut: laidOutRows)
      contentSize = CGSize(width: bounds.width, height: layout.height)
      for (index, cell) in cells { cell.frame = layout.rowRects[index] }
      keptCell.map { $0.cell.frame = layout.rowRects[$0.index] }
      for (item, view) in supplementViews { view.frame = rect(of: item) }
    }
  }

  /// Makes the views of the headers and footers in the bounds, and of the table's, and
  /// reuses those that left (but the first responder's).
  ///
  /// - Complexity: O(log sections + headers and footers on screen).
  private func layoutSupplements() {
    var wanted = layout.supplements(intersecting: bounds)
    if tableHeader != nil { wanted.append(.tableHeader) }
    if tableFooter != nil { wanted.append(.tableFooter) }
    let kept = Set(wanted)
    for (item, view) in supplementViews where !kept.contains(item) && !holdsFirstResponder(view) {
      supplementViews[item] = nil
      view.removeFromSuperview()
      supplementPool.append(view)
    }
    for item in wanted where supplementViews[item] == nil {
      let view = supplementPool.popLast() ?? HeadlessHeaderFooterView()
      view.item = item
      view.configure(for: RowPath(section: -1, row: -1), row: spec(of: item), frame: rect(of: item))
      supplementViews[item] = view
      addSubview(view)
    }
  }

  /// What a header or footer view holds.
  private func spec(of item: RowListItem) -> RowSpec {
    switch item {
    case .tableHeader: tableHeader ?? RowSpec(height: 0)
    case .tableFooter: tableFooter ?? RowSpec(height: 0)
    case .sectionHeader(let section):
      RowSpec(height: sections[section].header, inputs: sections[section].headerInputs)
    case .sectionFooter(let section):
      RowSpec(height: sections[section].footer, inputs: sections[section].footerInputs)
    case .row(let path): sections[path.section].rows[path.row]
    }
  }

  private func holdsFirstResponder(_ cell: HeadlessRowCell) -> Bool {
    cell.inputs.contains { $0.isFirstResponder }
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
