import Foundation

/// The constant of a bottom constraint that follows the keyboard (rules C1, C2).
///
/// The constant is a distance above the bottom of the view that owns the constraint (or
/// above its safe area's bottom, when the constraint is tied to the safe area). It never
/// uses the keyboard's raw height: the view's own overlap (rule K5) is what it must clear,
/// less the safe area the layout already keeps, so a tab bar or the home indicator never
/// leaves a gap of their height.
package enum ConstraintPlan {
  /// rule C1: `base + max(0, overlap - keptSafeArea)`, never below `base`; exactly `base`
  /// when the move is below rule A2's tolerance.
  ///
  /// - Parameters:
  ///   - base: The constant the app set, for a hidden keyboard.
  ///   - overlap: The keyboard's overlap of the view (rule K5).
  ///   - keptSafeArea: The bottom safe area the layout already keeps: the view's bottom
  ///     safe-area inset when the constraint is tied to the safe area, else 0.
  package static func always(base: CGFloat, overlap: CGFloat, keptSafeArea: CGFloat) -> CGFloat {
    base + significant(overlap - keptSafeArea)
  }

  /// rule C2: move only when the focused input would be covered, by as much as needed.
  ///
  /// The move is `inputMaxY + margin - keyboardTop` (both in the view's coordinates, with the
  /// constant at `base`), never less than 0 and never more than
  /// ``always(base:overlap:keptSafeArea:)`` would move; exactly `base` when the move is below rule
  /// A2's tolerance.
  package static func whenCovered(
    base: CGFloat, always: CGFloat, inputMaxY: CGFloat, margin: CGFloat, keyboardTop: CGFloat
  ) -> CGFloat {
    base + significant(min(always - base, inputMaxY + margin - keyboardTop))
  }

  /// A move up, or 0 when it is not one beyond floating-point noise (rule A2).
  private static func significant(_ move: CGFloat) -> CGFloat {
    LengthTolerance.isLess(0, move) ? move : 0
  }
}
