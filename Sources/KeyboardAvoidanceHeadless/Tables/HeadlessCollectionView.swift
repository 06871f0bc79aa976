import Foundation

/// A list-style collection view: one column of items in sections, reused cells.
///
/// Models `UICollectionView` with a list layout on ``HeadlessRowListView``. Unlike a
/// table, no controller adds a keyboard inset (UICollectionViewController has none).
@MainActor
package final class HeadlessCollectionView: HeadlessRowListView {
  /// Collection view cells.
  package override func makeCell() -> HeadlessRowCell { HeadlessCollectionViewCell() }
}
