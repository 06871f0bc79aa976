#if canImport(UIKit)
  public import Foundation
  public import KeyboardAvoidanceCore
  public import KeyboardAvoidanceEngine
  public import UIKit

  extension UITableView: KeyboardRowList {
    /// `numberOfSections`.
    public var rowListSectionCount: Int { numberOfSections }

    /// `numberOfRows(inSection:)`.
    public func rowListRowCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    /// The row of the cell that holds `input`.
    public func rowListRow(containing input: AnyObject) -> RowPath? {
      guard let view = input as? UIView,
        let cell: UITableViewCell = UIKitInputActions.enclosingCell(of: view, below: self),
        let path = indexPath(for: cell)
      else { return nil }
      return RowPath(section: path.section, row: path.row)
    }

    /// The first enabled, visible text field of the row's cell, when the cell exists.
    public func rowListInput(inRow path: RowPath) -> RowInput {
      guard let cell = cellForRow(at: IndexPath(row: path.row, section: path.section)) else {
        return .noCell
      }
      return UIKitInputActions.focusableField(in: cell)
    }

    /// `rectForRow(at:)`.
    public func rowListRect(ofRow path: RowPath) -> CGRect {
      rectForRow(at: IndexPath(row: path.row, section: path.section))
    }
  }
#endif
