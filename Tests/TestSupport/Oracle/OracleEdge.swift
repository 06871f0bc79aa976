package import Foundation
package import KeyboardAvoidanceCore

/// Rule I4's keyboard edge E of a host's insets, read by the oracle: the bottom, or the top
/// for a host that shows its content upside down on screen
/// (``OracleConversion/isUpsideDown(_:)``).
package enum OracleEdge {
  /// The inset on E.
  package static func atKeyboard(_ insets: EdgeInsets, upsideDown: Bool) -> CGFloat {
    upsideDown ? insets.top : insets.bottom
  }

  /// The inset on the vertical edge opposite E.
  package static func opposite(_ insets: EdgeInsets, upsideDown: Bool) -> CGFloat {
    upsideDown ? insets.bottom : insets.top
  }

  /// `insets` with `value` on E; the other edges kept.
  package static func insets(
    _ insets: EdgeInsets, withKeyboardEdge value: CGFloat, upsideDown: Bool
  )
    -> EdgeInsets
  {
    var result = insets
    if upsideDown { result.top = value } else { result.bottom = value }
    return result
  }
}
