#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// A list-style `UICollectionView`'s adapter: its items, as rows.
  @MainActor
  final class UIKitCollectionHost: UIKitScrollHost, KeyboardRowList {
    private var collection: UICollectionView? { scrollView as? UICollectionView }

    /// Return and previous/next move by items.
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
    var rowListSectionCount: Int { collection?.numberOfSections ?? 0 }

    /// `numberOfItems(inSection:)`: a list layout's rows.
    func rowListRowCount(inSection section: Int) -> Int {
      collection?.numberOfItems(inSection: section) ?? 0
    }

    /// The item of the cell that holds `input`; for a cell that is not visible, the
    /// item under the cell's centre.
    func rowListRow(containing input: AnyObject) -> RowPath? {
      guard let collection, let view = input as? UIView,
        let cell = UIKitInputActions.enclosingCell(of: view, below: collection)
          as? UICollectionViewCell,
        let path = collection.indexPath(for: cell)
          ?? collection.indexPathForItem(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
      else { return nil }
      return RowPath(section: path.section, row: path.item)
    }

    /// The inputs of the item's cell, when the cell exists in the window.
    func rowListInput(inRow path: RowPath) -> RowInput {
      UIKitInputActions.rowInput(
        of: collection?.cellForItem(at: IndexPath(item: path.row, section: path.section)))
    }

    /// The item's frame from the layout.
    func rowListRect(ofRow path: RowPath) -> CGRect {
      collection?.layoutAttributesForItem(at: IndexPath(item: path.row, section: path.section))?
        .frame ?? .zero
    }
  }
#endif
