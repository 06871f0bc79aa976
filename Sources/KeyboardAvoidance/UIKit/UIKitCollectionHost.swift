#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// A list-style `UICollectionView`'s adapter: its items, as rows.
  @MainActor
  final class UIKitCollectionHost: UIKitScrollHost, UIKitRowListHost {
    private var collection: UICollectionView? { scrollView as? UICollectionView }

    /// `numberOfSections`.
    var rowListSectionCount: Int { collection?.numberOfSections ?? 0 }

    /// `numberOfItems(inSection:)`: a list layout's rows.
    func rowListRowCount(inSection section: Int) -> Int {
      collection?.numberOfItems(inSection: section) ?? 0
    }

    /// The item's frame from the layout.
    func rowListRect(ofRow path: RowPath) -> CGRect {
      collection?.layoutAttributesForItem(at: IndexPath(item: path.row, section: path.section))?
        .frame ?? .zero
    }

    /// `indexPath(for:)`, else `indexPathForItem(at:)` of the cell's centre.
    func indexPath(of cell: UIView) -> IndexPath? {
      guard let collection, let cell = cell as? UICollectionViewCell else { return nil }
      return collection.indexPath(for: cell)
        ?? collection.indexPathForItem(
          at: collection.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), from: cell))
    }

    /// `cellForItem(at:)`.
    func cell(at path: RowPath) -> UIView? {
      collection?.cellForItem(at: IndexPath(item: path.row, section: path.section))
    }
  }
#endif
