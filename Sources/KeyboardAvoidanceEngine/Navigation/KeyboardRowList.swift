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
/// handing rows whose cells do not exist yet to the engine (``InputWalk/needsCell(_:)``),
/// which scrolls them in and lays the list out within the action, and the host returns its
/// answer as its ``KeyboardNavigationHost/nextInput(after:toward:)``. The same walk runs
/// for UIKit's table and collection views and for the headless model's.
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
  /// The item's rect in content coordinates, with or without a cell (UIKit:
  /// `rectForRow(at:)`, an estimate for a row not laid out yet); empty for a header or
  /// footer of no height.
  func rowListRect(of item: RowListItem) -> CGRect
  /// The heights of a row's section header and footer where they pin to the visible bounds
  /// (rule F3), 0 where they scroll with the rows, and for a header or footer itself.
  func rowListPinnedHeights(of item: RowListItem) -> (header: CGFloat, footer: CGFloat)
  /// The next (previous) item with a focusable input, when the host knows it without
  /// making cells; ``RowSearch/unknown`` otherwise (the default).
  func rowListInputItem(after item: RowListItem, toward direction: NavigationDirection) -> RowSearch
  /// Lays the list out now (UIKit: `layoutIfNeeded()`), so that the rows the engine
  /// scrolled into view have cells: only within a walk's action, on the list (rules F6,
  /// L8).
  func rowListLayOut()
}

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
  /// A row whose cell does not exist yet, or a header or footer without a view, goes to
  /// the engine (``InputWalk/needsCell(_:)``), which scrolls it in and lays the list out
  /// within the action, whether or not the keyboard is docked (rule F6); the walk goes on
  /// from there. Rows the host does not know the inputs of are looked at only within the
  /// walk's ``RowReach``: past it the walk ends, and the engine brings the offset back.
  ///
  /// - Complexity: with a host that knows its input rows (the headless model), O(log rows
  ///   with inputs) and at most one visit; otherwise one look per row within reach, and one
  ///   visit per screenful of rows without cells there.
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
    let reach = RowReach(keyboardSnapshot(focusedInput: nil), toward: direction)
    return walkRows(from: item, toward: direction, within: reach)
  }

  /// Walks on from `start`, whose inputs are behind, to the first (last) input of the next
  /// (previous) item with inputs; hands an item without a cell or view to the engine.
  private func walkRows(
    from start: RowListItem, toward direction: NavigationDirection, within reach: RowReach
  ) -> InputWalk {
    var item = start
    while true {
      let isKnown: Bool
      switch rowListInputItem(after: item, toward: direction) {
      case .found(let next):
        item = next
        isKnown = true
      case .none: return .end
      case .unknown:
        guard let next = adjacentItem(to: item, toward: direction) else { return .end }
        item = next
        isKnown = false
      }
      if case .cell(let inputs) = rowListInput(in: item) {
        if let found = direction == .next ? inputs.first : inputs.last { return .found(found) }
        continue
      }
      let rect = rowListRect(of: item)
      // A header or footer of no height has no view to bring in.
      if item.rowPath == nil && rect.height <= 0 { continue }
      // Rows known only from their cells: looked at within reach, never paged through.
      if !isKnown && !reach.contains(rect) { return .end }
      let visited = item
      return .needsCell(
        RowVisit(list: self, item: item) { [weak self] in
          self?.resume(at: visited, toward: direction, within: reach) ?? .end
        })
    }
  }

  /// The walk once the engine laid the list out with `item` in view: its first (last)
  /// input, else on to the next item (also past a header or footer that has no view even
  /// on screen, or a row the list still made no cell for).
  private func resume(
    at item: RowListItem, toward direction: NavigationDirection, within reach: RowReach
  ) -> InputWalk {
    if case .cell(let inputs) = rowListInput(in: item),
      let found = direction == .next ? inputs.first : inputs.last
    {
      return .found(found)
    }
    return walkRows(from: item, toward: direction, within: reach)
  }

  /// Whether an input comes after (before) `input` in row order, found without scrolling:
  /// in the same cell, or in an item the host knows holds one; a row without a cell, or a
  /// header or footer of some height without a view, which only laying it out would tell
  /// about, counts as holding one while it lies within the walk's ``RowReach`` (rules T1,
  /// F6).
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
    let reach = RowReach(keyboardSnapshot(focusedInput: nil), toward: direction)
    while true {
      switch rowListInputItem(after: item, toward: direction) {
      case .found: return true
      case .none: return false
      case .unknown:
        guard let next = adjacentItem(to: item, toward: direction) else { return false }
        item = next
        guard case .cell(let inputs) = rowListInput(in: item) else {
          let rect = rowListRect(of: item)
          if item.rowPath == nil && rect.height <= 0 { continue }
          return reach.contains(rect)
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
}
