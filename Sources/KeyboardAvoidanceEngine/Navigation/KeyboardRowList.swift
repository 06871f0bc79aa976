import Foundation
package import KeyboardAvoidanceCore

/// What a row's cell offers to navigation.
package enum RowInput {
  /// The cell exists in the window and holds these focusable inputs (enabled, visible),
  /// in reading order; none when the row has no input.
  case cell(inputs: [AnyObject])
  /// The row has no cell in the window now (it is off screen, or prepared ahead of it).
  case noCell
}

/// What the host knows about the next row with an input without making cells.
package enum RowSearch: Equatable, Sendable {
  /// This row holds the next focusable input.
  case found(RowPath)
  /// No row after (before) this one holds a focusable input.
  case none
  /// The host cannot tell without looking at the rows one by one (UIKit's case).
  case unknown
}

/// A host whose inputs live in the cells of rows: a table or a list-style collection view.
///
/// The host answers small questions about its rows;
/// ``inputInRowOrder(after:forward:timing:)`` uses them to find the next input in row order,
/// scrolling rows whose cells do not exist yet into view, and the host returns its answer
/// as its ``KeyboardNavigationHost/nextInput(after:forward:timing:)``. The same walk runs
/// for UIKit's table and collection views and for the headless model's.
@MainActor
package protocol KeyboardRowList: KeyboardScrollHost {
  /// How many sections there are.
  var rowListSectionCount: Int { get }
  /// How many rows a section has.
  func rowListRowCount(inSection section: Int) -> Int
  /// The row whose cell holds `input`, or `nil` when `input` is not in a cell of this host.
  func rowListRow(containing input: AnyObject) -> RowPath?
  /// What the row's cell offers now: a cell that is not in the window counts as none.
  func rowListInput(inRow path: RowPath) -> RowInput
  /// The row's rect in content coordinates.
  func rowListRect(ofRow path: RowPath) -> CGRect
  /// The next (previous) row with a focusable input, when the host knows it without
  /// making cells; ``RowSearch/unknown`` otherwise (the default).
  func rowListInputRow(after path: RowPath, forward: Bool) -> RowSearch
}

extension KeyboardRowList {
  /// The host does not know; the engine looks at the rows one by one.
  package func rowListInputRow(after path: RowPath, forward: Bool) -> RowSearch { .unknown }

  /// The next (previous) focusable input in reading order: the next one in the same
  /// row's cell, else the first (last) one of the next (previous) row with inputs.
  ///
  /// A row whose cell does not exist yet is scrolled into view first, without animation
  /// so that its cell exists at once, whether or not the keyboard is docked (rule F6); the
  /// reveal that follows the focus change animates while it is docked. When nothing
  /// follows, the rows scrolled through on the way are scrolled back, with `timing`.
  ///
  /// - Complexity: with a host that knows its input rows (the headless model), O(log rows
  ///   with inputs); otherwise one look per row skipped, and one scroll per screenful of
  ///   rows without cells (UIKit cannot tell which rows hold inputs without their cells).
  package func inputInRowOrder(
    after input: AnyObject, forward: Bool, timing: AnimationTiming?
  ) -> AnyObject? {
    guard var path = rowListRow(containing: input) else { return nil }
    if case .cell(let inputs) = rowListInput(inRow: path),
      let index = inputs.firstIndex(where: { $0 === input })
    {
      let next = index + (forward ? 1 : -1)
      if inputs.indices.contains(next) { return inputs[next] }
    }
    let start = keyboardSnapshot(focusedInput: nil).contentOffset
    var scrolled = false
    /// Nothing follows: the rows scrolled through on the way are scrolled back.
    func nothingFollows() -> AnyObject? {
      if scrolled { applyKeyboardChanges(HostChanges(contentOffset: start), timing: timing) }
      return nil
    }
    /// The row's first (last) input, `nil` when it has none or no cell.
    func entry(of inputs: [AnyObject]) -> AnyObject? { forward ? inputs.first : inputs.last }
    while true {
      switch rowListInputRow(after: path, forward: forward) {
      case .found(let next): path = next
      case .none: return nothingFollows()
      case .unknown:
        guard let next = adjacentRow(to: path, forward: forward) else { return nothingFollows() }
        path = next
      }
      if case .cell(let inputs) = rowListInput(inRow: path) {
        if let found = entry(of: inputs) { return found }
        continue
      }
      scrolled = scrollRowIntoView(path) || scrolled
      guard case .cell(let inputs) = rowListInput(inRow: path) else { return nothingFollows() }
      if let found = entry(of: inputs) { return found }
    }
  }

  /// Whether an input comes after (before) `input` in row order, found without scrolling:
  /// in the same cell, or in a row the host knows holds one; a row without a cell, which
  /// only scrolling would tell about, counts as holding one (rule T1).
  ///
  /// - Complexity: O(rows up to the next row with an input or without a cell).
  package func hasInputInRowOrder(after input: AnyObject, forward: Bool) -> Bool {
    guard var path = rowListRow(containing: input) else { return false }
    if case .cell(let inputs) = rowListInput(inRow: path),
      let index = inputs.firstIndex(where: { $0 === input }),
      inputs.indices.contains(index + (forward ? 1 : -1))
    {
      return true
    }
    while true {
      switch rowListInputRow(after: path, forward: forward) {
      case .found: return true
      case .none: return false
      case .unknown:
        guard let next = adjacentRow(to: path, forward: forward) else { return false }
        path = next
        guard case .cell(let inputs) = rowListInput(inRow: path) else { return true }
        if !inputs.isEmpty { return true }
      }
    }
  }

  /// The row after (before) `path` in row order, skipping empty sections.
  private func adjacentRow(to path: RowPath, forward: Bool) -> RowPath? {
    var section = path.section
    var row = path.row + (forward ? 1 : -1)
    while section >= 0 && section < rowListSectionCount {
      let count = rowListRowCount(inSection: section)
      if row >= 0 && row < count { return RowPath(section: section, row: row) }
      section += forward ? 1 : -1
      guard section >= 0 && section < rowListSectionCount else { return nil }
      row = forward ? 0 : rowListRowCount(inSection: section) - 1
    }
    return nil
  }

  /// Scrolls the least amount that shows the whole row inside the visible band, without
  /// animation (UIKit lays out the row's cell at once); returns whether it scrolled.
  private func scrollRowIntoView(_ path: RowPath) -> Bool {
    let snapshot = keyboardSnapshot(focusedInput: nil)
    let solver = ScrollSolver(
      boundsSize: snapshot.boundsSize, contentSize: snapshot.contentSize,
      adjustedInset: snapshot.adjustedContentInset)
    let offset = solver.offset(revealing: rowListRect(ofRow: path), from: snapshot.contentOffset)
    guard !LengthTolerance.isEqual(offset, snapshot.contentOffset) else { return false }
    applyKeyboardChanges(HostChanges(contentOffset: offset), timing: nil)
    return true
  }
}
