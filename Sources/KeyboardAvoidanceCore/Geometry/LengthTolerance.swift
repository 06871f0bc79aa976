/// How close two computed lengths must be to count as equal (rule A2).
///
/// Geometry that went through conversions and sums carries floating-point noise
/// (`646.5999999999999 + 218` against `864.6`). Lengths that differ by less than
/// ``points`` are equal: noise never causes a write, and never makes a target that touches
/// the visible band's edge count as outside it. Every such comparison in the engine goes
/// through this type, so the tolerance is defined once.
package enum LengthTolerance {
  /// The tolerance, in points: 0.001 (rule A2).
  package static let points: CGFloat = 0.001

  /// Whether `a` and `b` are equal within the tolerance.
  package static func isEqual(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) < points
  }

  /// Whether `a` is less than `b` by at least the tolerance (`a < b`, noise excluded).
  package static func isLess(_ a: CGFloat, _ b: CGFloat) -> Bool {
    b - a >= points
  }

  /// Whether both coordinates of two points are equal within the tolerance.
  package static func isEqual(_ a: CGPoint, _ b: CGPoint) -> Bool {
    isEqual(a.x, b.x) && isEqual(a.y, b.y)
  }

  /// Whether all four edges of two insets are equal within the tolerance.
  package static func isEqual(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
    isEqual(a.top, b.top) && isEqual(a.left, b.left) && isEqual(a.bottom, b.bottom)
      && isEqual(a.right, b.right)
  }
}
