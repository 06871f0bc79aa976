package import Foundation
package import KeyboardAvoidanceCore

/// How far a walk looks for inputs among rows known only from their cells (rule F6): rows
/// that start less than twice F3's band height past the band's edge in the walk's
/// direction, at the offset the walk started from.
///
/// UIKit cannot tell which rows hold inputs without their cells: the walk lays out the
/// rows within reach, unseen, and a list never pages through all its rows looking for one.
/// The bar's Next (Previous) is enabled while such rows without cells follow (precede).
package struct RowReach: Sendable {
  /// Toward the next rows or the previous ones.
  private let direction: NavigationDirection
  /// The content coordinate a row must start before (next), or end after (previous).
  private let edge: CGFloat

  /// The reach of a walk from the host read into `snapshot`, toward `direction`.
  package init(_ snapshot: HostSnapshot, toward direction: NavigationDirection) {
    let band = VisibleBand(
      contentOffset: snapshot.contentOffset, boundsSize: snapshot.boundsSize,
      adjustedInset: snapshot.adjustedContentInset
    ).rect
    self.direction = direction
    edge = direction == .next ? band.maxY + 2 * band.height : band.minY - 2 * band.height
  }

  /// Whether the walk looks at an item whose rect is `rect`.
  package func contains(_ rect: CGRect) -> Bool {
    direction == .next ? rect.minY < edge : rect.maxY > edge
  }
}
