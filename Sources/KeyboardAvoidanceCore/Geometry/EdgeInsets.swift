import Foundation

/// Distances from the four edges of a rectangle, in points.
///
/// A platform-neutral twin of `UIEdgeInsets`, which does not exist on Linux. The binding
/// converts between the two field by field.
package struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// Distance from the top edge.
  package var top: CGFloat
  /// Distance from the left edge.
  package var left: CGFloat
  /// Distance from the bottom edge.
  package var bottom: CGFloat
  /// Distance from the right edge.
  package var right: CGFloat

  /// Creates insets from their four distances.
  package init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  package static let zero = EdgeInsets()

  /// A copy with a different bottom distance; the other edges are kept (rule I4).
  package func withBottom(_ bottom: CGFloat) -> EdgeInsets {
    var copy = self
    copy.bottom = bottom
    return copy
  }

  /// Whether every distance is a finite number.
  package var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// A readable form: `(top, left, bottom, right)`.
  package var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
