#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// A list-style `UICollectionView`'s adapter: its items, as rows, and its sections'
  /// header and footer supplementary views (rule F6).
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

    /// The section header or footer whose supplementary view holds `view` (rule F6: in
    /// their layout position, between a section's rows).
    ///
    /// - Complexity: O(depth of `view` × sections): UIKit does not tell a supplementary
    ///   view's index path.
    func supplementItem(containing view: UIView) -> RowListItem? {
      guard let collection else { return nil }
      var current = view.superview
      while let candidate = current, candidate !== collection {
        if candidate is UICollectionReusableView {
          for section in 0..<collection.numberOfSections {
            for item in [RowListItem.sectionHeader(section), .sectionFooter(section)]
            where supplementView(for: item) === candidate {
              return item
            }
          }
        }
        current = candidate.superview
      }
      return nil
    }

    /// `supplementaryView(forElementKind:at:)` of a section's header or footer; a
    /// collection view has no header or footer view of its own.
    func supplementView(for item: RowListItem) -> UIView? {
      guard let kind = Self.elementKind(of: item) else { return nil }
      return collection?.supplementaryView(forElementKind: kind, at: Self.first(of: item))
    }

    /// The frame of the section's header or footer from the layout, empty where it has
    /// none.
    func supplementRect(of item: RowListItem) -> CGRect {
      guard let kind = Self.elementKind(of: item) else { return .zero }
      return collection?.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: Self.first(of: item))?.frame ?? .zero
    }

    /// UIKit's element kind of a section's header or footer.
    private static func elementKind(of item: RowListItem) -> String? {
      switch item {
      case .sectionHeader: UICollectionView.elementKindSectionHeader
      case .sectionFooter: UICollectionView.elementKindSectionFooter
      case .tableHeader, .tableFooter, .row: nil
      }
    }

    /// The index path a section's supplementary views go under: its first item's.
    private static func first(of item: RowListItem) -> IndexPath {
      switch item {
      case .sectionHeader(let section), .sectionFooter(let section):
        IndexPath(item: 0, section: section)
      case .tableHeader, .tableFooter, .row: IndexPath(item: 0, section: 0)
      }
    }
  }
#endif
