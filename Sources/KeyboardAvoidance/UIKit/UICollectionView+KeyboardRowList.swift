#if canImport(UIKit)
  public import Foundation
  public import KeyboardAvoidanceCore
  public import KeyboardAvoidanceEngine
  public import UIKit

  extension UICollectionView: KeyboardRowList {
    /// `numberOfSections`.
    public var rowListSectionCount: Int { numberOfSections }

    /// `numberOfItems(inSection:)`: a list layout's rows.
    public func rowListRowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    /// The item of the cell that holds `input`.
    public func rowListRow(containing input: AnyObject) -> RowPath? {
      guard let view = input as? UIView,
        let cell: UICollectionViewCell = UIKitInputActions.enclosingCell(of: view, below: self),
        let path = indexPath(for: cell)
      else { return nil }
      return RowPath(section: path.section, row: path.item)
    }

    /// The first enabled, visible text field of the item's cell, when the cell exists.
    public func rowListInput(inRow path: RowPath) -> RowInput {
      guard let cell = cellForItem(at: IndexPath(item: path.row, section: path.section)) else {
        return .noCell
      }
      return UIKitInputActions.focusableField(in: cell)
    }

    /// The item's frame from the layout.
    public func rowListRect(ofRow path: RowPath) -> CGRect {
      layoutAttributesForItem(at: IndexPath(item: path.row, section: path.section))?.frame ?? .zero
    }
  }
#endif
