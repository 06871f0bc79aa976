package import Foundation
package import KeyboardAvoidanceCore

/// Rule A2's comparisons of computed lengths, written out for the oracle.
///
/// Lengths that differ by less than 0.001 pt are equal (rule A2). The oracle keeps its own
/// copy instead of Core's `LengthTolerance`, so that a change to Core's tolerance cannot
/// move the engine and its checker together.
package enum OracleTolerance {
  /// Rule A2's tolerance, in points.
  package static let points: CGFloat = 0.001

  /// Whether `a` and `b` differ by less than the tolerance.
  package static func isEqual(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) < points
  }

  /// Whether `a` is below `b` by the tolerance or more: `a < b` beyond noise.
  package static func isBelow(_ a: CGFloat, _ b: CGFloat) -> Bool {
    b - a >= points
  }

  /// Whether all four edges of two insets differ by less than the tolerance.
  package static func isEqual(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
    isEqual(a.top, b.top) && isEqual(a.left, b.left) && isEqual(a.bottom, b.bottom)
      && isEqual(a.right, b.right)
  }
}
