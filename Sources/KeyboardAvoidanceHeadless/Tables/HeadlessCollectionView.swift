import Foundation

/// A list-style collection view: one column of items in sections, reused cells.
///
/// Models `UICollectionView` with a list layout on ``HeadlessRowListView``. Unlike a
/// table, no controller adds a keyboard inset (UICollectionViewController has none).
@MainActor
package final class HeadlessCollectionView: HeadlessRowListView {
  /// Collection view cells.
  package override func makeCell() -> HeadlessRowCell { HeadlessCollectionViewCell() }

  /// Whether section headers pin to the visible bounds, as a flow layout's
  /// `sectionHeadersPinToVisibleBounds` makes them (rule F3).
  package var sectionHeadersPinToVisibleBounds = false

  /// Whether section footers pin to the visible bounds, as a flow layout's
  /// `sectionFootersPinToVisibleBounds` makes them (rule F3).
  package var sectionFootersPinToVisibleBounds = false

  /// The flow layout's setting.
  package override var pinsSectionHeaders: Bool { sectionHeadersPinToVisibleBounds }

  /// The flow layout's setting.
  package override var pinsSectionFooters: Bool { sectionFootersPinToVisibleBounds }
}
