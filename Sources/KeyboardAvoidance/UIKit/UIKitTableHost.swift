#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// A `UITableView`'s adapter: its rows, for navigation (rule F2 for cells).
  @MainActor
  final class UIKitTableHost: UIKitRowListHost {
    private var table: UITableView? { scrollView as? UITableView }

    /// `numberOfSections`.
    override var rowListSectionCount: Int { table?.numberOfSections ?? 0 }

    /// `numberOfRows(inSection:)`.
    override func rowListRowCount(inSection section: Int) -> Int {
      table?.numberOfRows(inSection: section) ?? 0
    }

    /// `rectForRow(at:)`.
    override func rowListRect(ofRow path: RowPath) -> CGRect {
      table?.rectForRow(at: IndexPath(row: path.row, section: path.section)) ?? .zero
    }

    /// `indexPath(for:)`, else `indexPathForRow(at:)` of the cell's centre.
    override func indexPath(of cell: UIView) -> IndexPath? {
      guard let table, let cell = cell as? UITableViewCell else { return nil }
      return table.indexPath(for: cell)
        ?? table.indexPathForRow(
          at: table.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), from: cell))
    }

    /// `cellForRow(at:)`.
    override func cell(at path: RowPath) -> UIView? {
      table?.cellForRow(at: IndexPath(row: path.row, section: path.section))
    }
  }
#endif
