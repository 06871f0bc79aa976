import Foundation

/// What a window's keyboard layout guide tells at a read made before any keyboard
/// notification (rule L2): a keyboard, no keyboard, or nothing to go by yet.
///
/// UIKit makes a view's `keyboardLayoutGuide` at its first use. One made after the keyboard
/// came up has heard none of the keyboard's notifications, and UIKit does not document that
/// it learns the keyboard's frame at once: its first frames may sit at the safe area's
/// bottom with the keyboard up. Its "no keyboard" is not taken as one (`unknown`): the read
/// goes on at the guide's next move, until it shows a keyboard or a notification comes. A
/// guide made before the read (the app's layout uses it) is trusted.
package enum KeyboardGuideReading: Equatable, Sendable {
  /// The guide shows a docked keyboard: a did-show without animation, applied at once.
  case keyboard(KeyboardEvent)
  /// The guide, made before the read, sits at the safe area's bottom: no keyboard.
  case noKeyboard
  /// The guide, made by the read itself, sits at the safe area's bottom: it may not know.
  case unknown

  /// The reading of a guide whose layout frame is `guideFrame` (rule L2).
  ///
  /// - Parameters:
  ///   - guideFrame: The guide's layout frame, in the screen's coordinate space.
  ///   - safeAreaBottom: The window's safe-area bottom edge, in the screen's space.
  ///   - screen: The window's screen (rule K4).
  ///   - guideIsNew: Whether the read made the guide (none existed before it).
  package init(
    guideFrame: CGRect, safeAreaBottom: CGFloat, screen: ObjectIdentifier?, guideIsNew: Bool
  ) {
    if let event = KeyboardEvent.fromKeyboardLayoutGuide(
      guideFrame, safeAreaBottom: safeAreaBottom, screen: screen)
    {
      self = .keyboard(event)
    } else {
      self = guideIsNew ? .unknown : .noKeyboard
    }
  }
}

/// Where a host's read of a keyboard layout guide reports (rule L2): it answers whether the
/// read should go on, reporting again each time the guide moves.
package typealias KeyboardGuideReport = @MainActor (KeyboardGuideReading) -> Bool
