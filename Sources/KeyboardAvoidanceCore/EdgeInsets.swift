public import Foundation

/// Distances from the four edges of a rectangle, in points.
///
/// A platform-neutral twin of `UIEdgeInsets`, which does not exist on Linux. The binding
/// converts between the two field by field.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// Distance from the top edge.
  public var top: CGFloat
  /// Distance from the left edge.
  public var left: CGFloat
  /// Distance from the bottom edge.
  public var bottom: CGFloat
  /// Distance from the right edge.
  public var right: CGFloat

  /// Creates insets from their four distances.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets()

  /// A copy with a different bottom distance; the other edges are kept (SPEC I4).
  public func withBottom(_ bottom: CGFloat) -> EdgeInsets {
    var copy = self
    copy.bottom = bottom
    return copy
  }

  /// Whether every distance is a finite number.
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// A readable form: `(top, left, bottom, right)`.
  public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
