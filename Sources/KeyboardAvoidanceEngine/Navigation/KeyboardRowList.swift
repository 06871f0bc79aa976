import Foundation
package import KeyboardAvoidanceCore

/// What a row's cell, or a header or footer view, offers to navigation.
package enum RowInput {
  /// The cell (or view) exists in the window and holds these focusable inputs (enabled,
  /// visible), in reading order; none when it has no input.
  case cell(inputs: [AnyObject])
  /// The row has no cell in the window now (it is off screen, or prepared ahead of it);
  /// likewise a header or footer without a view now.
  case noCell
}

/// What the host knows about the next item with an input without making cells.
package enum RowSearch: Equatable, Sendable {
  /// This row, header or footer holds the next focusable input.
  case found(RowListItem)
  /// No item after (before) this one holds a focusable input.
  case none
  /// The host cannot tell without looking at the rows one by one (UIKit's case).
  case unknown
}

/// A host whose inputs live in the cells of rows: a table or a list-style collection view.
///
/// Its reading order (rule F6) is that of ``RowListItem``: the table's header view, then
/// per section its header, its rows and its footer, then the table's footer view. The host
/// answers small questions about these items;
/// ``inputInRowOrder(after:toward:)`` uses them to find the next input in row order,
/// scrolling rows whose cells do not exist yet into view and going on in the layout pass
/// that makes them, and the host returns its answer as its
/// ``KeyboardNavigationHost/nextInput(after:toward:)``. The same walk runs for UIKit's table
/// and collection views and for the headless model's.
@MainActor
package protocol KeyboardRowList: KeyboardScrollHost {
  /// How many sections there are.
  var rowListSectionCount: Int { get }
  /// How many rows a section has.
  func rowListRowCount(inSection section: Int) -> Int
  /// The row whose cell holds `input`, or the header or footer whose view holds it; `nil`
  /// when `input` is in none of them.
  func rowListItem(containing input: AnyObject) -> RowListItem?
  /// What the item's cell or view offers now: one that is not in the window counts as
  /// none; a table header or footer view that is not set offers no input.
  func rowListInput(in item: RowListItem) -> RowInput
  /// The item's rect in content coordinates; empty for a header or footer of no height.
  func rowListRect(of item: RowListItem) -> CGRect
  /// The next (previous) item with a focusable input, when the host knows it without
  /// making cells; ``RowSearch/unknown`` otherwise (the default).
  func rowListInputItem(after item: RowListItem, toward direction: NavigationDirection) -> RowSearch
}

/// How many layout passes a walk waits for one row's cell: a row the pass left off screen
/// (an offset restored in between) is scrolled in once more.
private let layoutPassesPerRow = 2

extension KeyboardRowList {
  /// The host does not know; the engine looks at the items one by one.
  package func rowListInputItem(after item: RowListItem, toward direction: NavigationDirection)
    -> RowSearch
  {
    .unknown
  }

  /// The walk to the next (previous) focusable input in reading order: the next one in the
  /// same row's cell (or header or footer view), else the first (last) one of the next
  /// (previous) item with inputs.
  ///
  /// A row whose cell does not exist yet, or a header or footer without a view, is
  /// scrolled into view first, without animation, whether or not the keyboard is docked
  /// (rule F6); UIKit makes its cell in the list's next layout pass, which the walk waits
  /// for (``InputWalk/awaitsLayout(resume:)``) instead of forcing one (rule L8). The reveal
  /// that follows the focus change animates while the keyboard is docked. When nothing
  /// follows, the rows scrolled through on the way stay scrolled: the engine scrolls back,
  /// through its own write (rule A1).
  ///
  /// - Complexity: with a host that knows its input rows (the headless model), O(log rows
  ///   with inputs); otherwise one look per row skipped, and one scroll and one layout pass
  ///   per screenful of rows without cells (UIKit cannot tell which rows hold inputs
  ///   without their cells).
  package func inputInRowOrder(after input: AnyObject, toward direction: NavigationDirection)
    -> InputWalk
  {
    guard let item = rowListItem(containing: input) else { return .end }
    if case .cell(let inputs) = rowListInput(in: item),
      let index = inputs.firstIndex(where: { $0 === input })
    {
      let next = index + (direction == .next ? 1 : -1)
      if inputs.indices.contains(next) { return .found(inputs[next]) }
    }
    return walkRows(from: item, toward: direction)
  }

  /// Walks on from `start`, whose inputs are behind, to the first (last) input of the next
  /// (previous) item with inputs; scrolls an item without a cell or view into view and
  /// waits for the layout pass that makes it.
  private func walkRows(from start: RowListItem, toward direction: NavigationDirection) -> InputWalk
  {
    var item = start
    while true {
      switch rowListInputItem(after: item, toward: direction) {
      case .found(let next): item = next
      case .none: return .end
      case .unknown:
        guard let next = adjacentItem(to: item, toward: direction) else { return .end }
        item = next
      }
      if case .cell(let inputs) = rowListInput(in: item) {
        if let found = direction == .next ? inputs.first : inputs.last { return .found(found) }
        continue
      }
      // A header or footer of no height has no view to bring in.
      let rect = rowListRect(of: item)
      if item.rowPath == nil && rect.height <= 0 { continue }
      scrollIntoView(rect)
      return awaitLayout(of: item, toward: direction, passesLeft: layoutPassesPerRow - 1)
    }
  }

  /// Goes on with the walk in the host's next layout pass, once the cell of `item`,
  /// scrolled into view, exists.
  private func awaitLayout(
    of item: RowListItem, toward direction: NavigationDirection, passesLeft: Int
  ) -> InputWalk {
    .awaitsLayout { [weak self] in
      guard let self else { return .end }
      return self.resume(at: item, toward: direction, passesLeft: passesLeft)
    }
  }

  /// The walk after the layout pass that made the cell of `item` (or the view of a header
  /// or footer): its first (last) input, else on to the next item.
  private func resume(at item: RowListItem, toward direction: NavigationDirection, passesLeft: Int)
    -> InputWalk
  {
    switch rowListInput(in: item) {
    case .cell(let inputs):
      if let found = direction == .next ? inputs.first : inputs.last { return .found(found) }
      return walkRows(from: item, toward: direction)
    case .noCell:
      // A header or footer may have no view even on screen.
      if item.rowPath == nil { return walkRows(from: item, toward: direction) }
      // A row on screen has a cell after the pass, unless something moved it off again
      // before the pass: scroll it in once more.
      guard passesLeft > 0, scrollIntoView(rowListRect(of: item)) else { return .end }
      return awaitLayout(of: item, toward: direction, passesLeft: passesLeft - 1)
    }
  }

  /// Whether an input comes after (before) `input` in row order, found without scrolling:
  /// in the same cell, or in an item the host knows holds one; a row without a cell, or a
  /// header or footer of some height without a view, which only scrolling would tell
  /// about, counts as holding one (rule T1).
  ///
  /// - Complexity: O(items up to the next one with an input or without a cell).
  package func hasInputInRowOrder(after input: AnyObject, toward direction: NavigationDirection)
    -> Bool
  {
    guard var item = rowListItem(containing: input) else { return false }
    if case .cell(let inputs) = rowListInput(in: item),
      let index = inputs.firstIndex(where: { $0 === input }),
      inputs.indices.contains(index + (direction == .next ? 1 : -1))
    {
      return true
    }
    while true {
      switch rowListInputItem(after: item, toward: direction) {
      case .found: return true
      case .none: return false
      case .unknown:
        guard let next = adjacentItem(to: item, toward: direction) else { return false }
        item = next
        guard case .cell(let inputs) = rowListInput(in: item) else {
          return item.rowPath != nil || rowListRect(of: item).height > 0
        }
        if !inputs.isEmpty { return true }
      }
    }
  }

  /// The item after (before) `item` in reading order (``RowListItem``): every section has
  /// a header and a footer, perhaps of no height, around its rows.
  private func adjacentItem(to item: RowListItem, toward direction: NavigationDirection)
    -> RowListItem?
  {
    let sections = rowListSectionCount
    if direction == .next {
      switch item {
      case .tableHeader: return sections > 0 ? .sectionHeader(0) : .tableFooter
      case .sectionHeader(let section):
        return rowListRowCount(inSection: section) > 0
          ? .row(RowPath(section: section, row: 0)) : .sectionFooter(section)
      case .row(let path):
        return path.row + 1 < rowListRowCount(inSection: path.section)
          ? .row(RowPath(section: path.section, row: path.row + 1))
          : .sectionFooter(path.section)
      case .sectionFooter(let section):
        return section + 1 < sections ? .sectionHeader(section + 1) : .tableFooter
      case .tableFooter: return nil
      }
    }
    switch item {
    case .tableHeader: return nil
    case .sectionHeader(let section):
      return section > 0 ? .sectionFooter(section - 1) : .tableHeader
    case .row(let path):
      return path.row > 0
        ? .row(RowPath(section: path.section, row: path.row - 1)) : .sectionHeader(path.section)
    case .sectionFooter(let section):
      let count = rowListRowCount(inSection: section)
      return count > 0
        ? .row(RowPath(section: section, row: count - 1)) : .sectionHeader(section)
    case .tableFooter: return sections > 0 ? .sectionFooter(sections - 1) : .tableHeader
    }
  }

  /// Scrolls the least amount that shows the whole rect (a row's, a header's or a
  /// footer's) inside the visible band, without animation, so that the row's cell is made
  /// in the next layout pass; returns whether it scrolled.
  @discardableResult
  private func scrollIntoView(_ rect: CGRect) -> Bool {
    let snapshot = keyboardSnapshot(focusedInput: nil)
    let solver = ScrollSolver(
      boundsSize: snapshot.boundsSize, contentSize: snapshot.contentSize,
      adjustedInset: snapshot.adjustedContentInset)
    let offset = solver.offset(revealing: rect, from: snapshot.contentOffset)
    guard !LengthTolerance.isEqual(offset, snapshot.contentOffset) else { return false }
    applyKeyboardChanges(HostChanges(contentOffset: offset), timing: nil)
    return true
  }
}
