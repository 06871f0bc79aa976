#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// A `UITableView`'s adapter: its rows, for navigation (rule F2 for cells).
  @MainActor
  final class UIKitTableHost: UIKitScrollHost, KeyboardRowList {
    private var table: UITableView? { scrollView as? UITableView }

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

    /// `numberOfSections`.
    var rowListSectionCount: Int { table?.numberOfSections ?? 0 }

    /// `numberOfRows(inSection:)`.
    func rowListRowCount(inSection section: Int) -> Int {
      table?.numberOfRows(inSection: section) ?? 0
    }

    /// The row of the cell that holds `input`; for a cell that is not visible (UIKit
    /// keeps the first responder's cell when its row scrolls off, and `indexPath(for:)`
    /// is `nil` for it), the row under the cell's centre.
    func rowListRow(containing input: AnyObject) -> RowPath? {
      guard let table, let view = input as? UIView,
        let cell = UIKitInputActions.enclosingCell(of: view, below: table) as? UITableViewCell,
        let path = table.indexPath(for: cell)
          ?? table.indexPathForRow(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
      else { return nil }
      return RowPath(section: path.section, row: path.row)
    }

    /// The inputs of the row's cell, when the cell exists in the window.
    func rowListInput(inRow path: RowPath) -> RowInput {
      UIKitInputActions.rowInput(
        of: table?.cellForRow(at: IndexPath(row: path.row, section: path.section)))
    }

    /// `rectForRow(at:)`.
    func rowListRect(ofRow path: RowPath) -> CGRect {
      table?.rectForRow(at: IndexPath(row: path.row, section: path.section)) ?? .zero
    }
  }
#endif
