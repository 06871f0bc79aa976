#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// What the adapters of a table and of a list-style collection view share: Return and
  /// previous/next move by rows, and an input's row is its cell's (rule F2 for cells).
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

    /// The number of sections.
    var rowListSectionCount: Int { 0 }

    /// The number of rows in `section`.
    func rowListRowCount(inSection section: Int) -> Int { 0 }

    /// The row of the cell that holds `input`.
    func rowListRow(containing input: AnyObject) -> RowPath? {
      guard let scrollView, let view = input as? UIView,
        let cell = UIKitInputActions.enclosingCell(of: view, below: scrollView),
        let path = indexPath(of: cell)
      else { return nil }
      // A row's index is an item's: the index path's second index.
      return RowPath(section: path.section, row: path.row)
    }

    /// The inputs of the row's cell, when the cell exists in the window.
    func rowListInput(inRow path: RowPath) -> RowInput {
      UIKitInputActions.rowInput(of: cell(at: path), direction: layoutDirection)
    }

    /// The row's rect in content coordinates.
    func rowListRect(ofRow path: RowPath) -> CGRect { .zero }

    /// The index path of `cell`, a cell of this view; for a cell that is not visible (UIKit
    /// keeps the first responder's cell when its row scrolls off, and the view does not
    /// know its index path), the row under the cell's centre.
    func indexPath(of cell: UIView) -> IndexPath? { nil }

    /// The row's cell, when it exists.
    func cell(at path: RowPath) -> UIView? { nil }
  }
#endif
