import Foundation

/// Whether the keyboard is docked, the only state in which it covers anything (rule K4).
///
/// A docked keyboard's end frame has a positive size, its top is above the bottom of the
/// screen, and its bottom reaches the screen's bottom edge (1 pt of tolerance). A frame
/// that ends above the bottom edge (iPad floating, undocked or split keyboard) is not
/// docked, as UIKit's keyboard layout guide treats it by default. A hardware keyboard's
/// shortcut bar, mostly below the screen, is docked: only its visible part covers (K5).
package enum Docking {
  /// How far above the screen's bottom edge a docked frame may end.
  package static let bottomTolerance: CGFloat = 1

  /// Whether `event` leaves the keyboard docked on a screen with bounds `screenBounds`.
  ///
  /// Always `false` after a hide event, whatever frame it carries, and for a keyboard on
  /// another screen than `hostScreen` (rule K4; `nil` when the host's screen is unknown).
  package static func isDocked(
    _ event: KeyboardEvent, screenBounds: CGRect, hostScreen: ObjectIdentifier? = nil
  ) -> Bool {
    guard !event.name.isHide, event.isOnScreen(hostScreen), let frame = event.endFrame else {
      return false
    }
    return isDocked(frame: frame, screenBounds: screenBounds)
  }

  /// Whether a keyboard end frame is docked on a screen with bounds `screenBounds`.
  package static func isDocked(frame: CGRect, screenBounds: CGRect) -> Bool {
    frame.size.width > 0 && frame.size.height > 0
      && frame.minY < screenBounds.maxY
      && frame.maxY >= screenBounds.maxY - bottomTolerance
  }
}
