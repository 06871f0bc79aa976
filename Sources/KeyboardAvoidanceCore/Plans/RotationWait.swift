import Foundation

/// Whether a geometry change must wait for the keyboard's own notification (rule K7).
///
/// A rotation changes the screen's size before the keyboard's notification for the new
/// orientation arrives: until then the last keyboard frame belongs to the old orientation,
/// so the engines (scroll views' and constraints') wait for it rather than restore and
/// re-apply in between.
package struct RotationWait: Equatable, Sendable {
  /// The size of the screen when the last keyboard event was applied.
  private var screenSizeAtLastEvent: CGSize?

  /// Nothing applied yet: nothing to wait for.
  package init() {}

  /// A keyboard event was applied on a screen with bounds `screenBounds` (`nil` when the
  /// host is on none).
  package mutating func keyboardEventApplied(screenBounds: CGRect?) {
    screenSizeAtLastEvent = screenBounds?.size
  }

  /// Whether the screen, now of bounds `screenBounds`, changed size since the last
  /// keyboard event; `false` when either size is unknown.
  package func waits(screenBounds: CGRect?) -> Bool {
    guard let before = screenSizeAtLastEvent, let now = screenBounds?.size else { return false }
    return before != now
  }
}
