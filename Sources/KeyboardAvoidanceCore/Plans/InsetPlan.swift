import Foundation

/// How much the engine adds to the host's bottom inset (rule I1: cover, don't stack).
///
/// `existing` is the host's adjusted bottom inset without the engine's own addition: the
/// safe area, a tab bar, the user's own inset, anything UIKit or a table view controller
/// already added. The engine adds only what is still missing, so a keyboard over a tab
/// bar or the home indicator never leaves a gap of their height.
package struct InsetPlan: Hashable, Sendable {
  /// What the keyboard needs at the bottom: `overlap + extraSpacing`, or 0 without overlap.
  package var need: CGFloat
  /// What the engine adds to `contentInset.bottom` and the vertical indicator inset:
  /// `max(0, need - existing)`, and exactly 0 when that is below rule A2's tolerance, so
  /// that noise never leaves the insets a hair off the user's base (rule I3).
  package var delta: CGFloat

  /// Plans the bottom addition for an overlap.
  ///
  /// - Parameters:
  ///   - overlap: The keyboard's overlap of the host (rule K5), in points.
  ///   - extraSpacing: Extra room wanted between the content and the keyboard.
  ///   - existingBottom: The adjusted bottom inset the host has without the engine.
  package init(overlap: CGFloat, extraSpacing: CGFloat, existingBottom: CGFloat) {
    need = overlap > 0 ? overlap + extraSpacing : 0
    let missing = need - existingBottom
    delta = LengthTolerance.isLess(0, missing) ? missing : 0
  }
}
