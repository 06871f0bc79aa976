#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// What the adapters of a table and of a list-style collection view share: Return and
  /// previous/next move by rows, headers and footers (rule F6), and an input's row is its
  /// cell's (rule F2 for cells).
  ///
  /// Subclasses say how their view counts, finds and measures its rows; this class alone
  /// has none.
  @MainActor
  class UIKitRowListHost: UIKitScrollHost, KeyboardRowList {
    /// Return and previous/next move by rows.
    override func nextInput(
      after input: AnyObject, forward: Bool, timing: AnimationTiming?
    ) -> AnyObject? {
      inputInRowOrder(after: input, forward: forward, timing: timing)
    }

    /// Whether an input comes after (before) `input` in row order, without scrolling.
    override func hasNextInput(after input: AnyObject, forward: Bool) -> Bool {
      hasInputInRowOrder(after: input, forward: forward)
    }

    /// Lays the list out, so that the cells of the rows the walk just scrolled in exist.
    ///
    /// `cellForRow(at:)` answers only for cells that layout made (rule F6). Only the user's
    /// Return or bar tap gets here, never a read (rule L8).
    func layOutRows() {
      scrollView?.layoutIfNeeded()
    }

    /// The number of sections.
    var rowListSectionCount: Int { 0 }

    /// The number of rows in `section`.
    func rowListRowCount(inSection section: Int) -> Int { 0 }

    /// The row of the cell that holds `input`, else the header or footer whose view holds
    /// it.
    func rowListItem(containing input: AnyObject) -> RowListItem? {
      guard let scrollView, let view = input as? UIView, view.isDescendant(of: scrollView)
      else { return nil }
      guard let cell = UIKitInputActions.enclosingCell(of: view, below: scrollView) else {
        return supplementItem(containing: view)
      }
      // A row's index is an item's: the index path's second index.
      return indexPath(of: cell).map { .row(RowPath(section: $0.section, row: $0.row)) }
    }

    /// The inputs of the row's cell, or of the header's or footer's view, when it exists
    /// in the window; a table header or footer view that is not set holds none.
    func rowListInput(in item: RowListItem) -> RowInput {
      switch item {
      case .row(let path):
        return UIKitInputActions.rowInput(of: cell(at: path), direction: layoutDirection)
      case .tableHeader, .tableFooter:
        guard let view = supplementView(for: item) else { return .cell(inputs: []) }
        return UIKitInputActions.rowInput(of: view, direction: layoutDirection)
      case .sectionHeader, .sectionFooter:
        return UIKitInputActions.rowInput(of: supplementView(for: item), direction: layoutDirection)
      }
    }

    /// The item's rect in content coordinates.
    func rowListRect(of item: RowListItem) -> CGRect {
      item.rowPath.map { rowListRect(ofRow: $0) } ?? supplementRect(of: item)
    }

    /// The row's rect in content coordinates.
    func rowListRect(ofRow path: RowPath) -> CGRect { .zero }

    /// The header or footer whose view holds `view`, which is in no cell.
    func supplementItem(containing view: UIView) -> RowListItem? { nil }

    /// The view of a header or footer, when it exists.
    func supplementView(for item: RowListItem) -> UIView? { nil }

    /// The rect of a header or footer in content coordinates; empty when it has none.
    func supplementRect(of item: RowListItem) -> CGRect { .zero }

    /// The index path of `cell`, a cell of this view; for a cell that is not visible (UIKit
    /// keeps the first responder's cell when its row scrolls off, and the view does not
    /// know its index path), the row under the cell's centre.
    func indexPath(of cell: UIView) -> IndexPath? { nil }

    /// The row's cell, when it exists.
    func cell(at path: RowPath) -> UIView? { nil }
  }
#endif
