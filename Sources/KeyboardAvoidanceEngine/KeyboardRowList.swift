import Foundation
package import KeyboardAvoidanceCore

/// What a row's cell offers to navigation.
package enum RowInput {
  /// The cell exists and holds this focusable input (enabled, not hidden).
  case input(AnyObject)
  /// The cell exists and holds no focusable input.
  case noInput
  /// The row has no cell now (it is off screen).
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
/// The host answers small questions about its rows; the engine's default
/// ``KeyboardInputNavigator/input(after:forward:timing:)`` uses them to find the next
/// input in row order, scrolling rows whose cells do not exist yet into view. The same
/// walk runs for UIKit's table and collection views and for the headless model's.
@MainActor
package protocol KeyboardRowList: KeyboardScrollHost, KeyboardInputNavigator {
  /// How many sections there are.
  var rowListSectionCount: Int { get }
  /// How many rows a section has.
  func rowListRowCount(inSection section: Int) -> Int
  /// The row whose cell holds `input`, or `nil` when `input` is not in a cell of this host.
  func rowListRow(containing input: AnyObject) -> RowPath?
  /// What the row's cell offers now.
  func rowListInput(inRow path: RowPath) -> RowInput
  /// The row's rect in content coordinates.
  func rowListRect(ofRow path: RowPath) -> CGRect
  /// The next (previous) row with a focusable input, when the host knows it without
  /// making cells; ``RowSearch/unknown`` otherwise (the default).
  func rowListInputRow(after path: RowPath, forward: Bool) -> RowSearch
}

extension KeyboardRowList {
  /// Tables and lists move to the next field on Return by default.
  package var prefersReturnKeyNavigation: Bool { true }

  /// The host does not know; the engine looks at the rows one by one.
  package func rowListInputRow(after path: RowPath, forward: Bool) -> RowSearch { .unknown }

  /// The next (previous) focusable input in row order across sections.
  ///
  /// Its row is scrolled into view first (animated with `timing`) when its cell does not
  /// exist yet and `mayScroll` allows it. When nothing follows, the rows scrolled through on the way are
  /// scrolled back.
  ///
  /// - Complexity: with a host that knows its input rows (the headless model), O(log rows
  ///   with inputs); otherwise one look per row skipped, and one scroll per screenful of
  ///   rows without cells (UIKit cannot tell which rows hold inputs without their cells).
  package func input(
    after input: AnyObject, forward: Bool, mayScroll: Bool, timing: AnimationTiming?
  ) -> AnyObject? {
    guard var path = rowListRow(containing: input) else { return nil }
    let start = keyboardSnapshot(focusedInput: nil).contentOffset
    var scrolled = false
    /// Nothing follows: the rows scrolled through on the way are scrolled back.
    func nothingFollows() -> AnyObject? {
      if scrolled { applyKeyboardChanges(HostChanges(contentOffset: start), timing: timing) }
      return nil
    }
    while true {
      switch rowListInputRow(after: path, forward: forward) {
      case .found(let next): path = next
      case .none: return nothingFollows()
      case .unknown:
        guard let next = adjacentRow(to: path, forward: forward) else { return nothingFollows() }
        path = next
      }
      switch rowListInput(inRow: path) {
      case .input(let found): return found
      case .noInput: continue
      case .noCell:
        guard mayScroll else { return nothingFollows() }
        scrolled = scrollRowIntoView(path, timing: timing) || scrolled
        switch rowListInput(inRow: path) {
        case .input(let found): return found
        case .noInput: continue
        case .noCell: return nothingFollows()
        }
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

  /// Scrolls the least amount that shows the whole row inside the visible band; returns
  /// whether it scrolled.
  private func scrollRowIntoView(_ path: RowPath, timing: AnimationTiming?) -> Bool {
    let snapshot = keyboardSnapshot(focusedInput: nil)
    let solver = ScrollSolver(
      boundsSize: snapshot.boundsSize, contentSize: snapshot.contentSize,
      adjustedInset: snapshot.adjustedContentInset)
    let offset = solver.offset(revealing: rowListRect(ofRow: path), from: snapshot.contentOffset)
    guard !LengthTolerance.isEqual(offset, snapshot.contentOffset) else { return false }
    applyKeyboardChanges(HostChanges(contentOffset: offset), timing: timing)
    return true
  }
}
