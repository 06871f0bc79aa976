import Foundation

extension KeyboardEvent {
  /// The keyboard a window's keyboard layout guide shows, as an event to apply when no
  /// keyboard notification has been seen in the process yet (rule L2), or `nil` for none.
  ///
  /// The guide (`UIView.keyboardLayoutGuide`) spans from the docked keyboard's top to the
  /// window's bottom; with no keyboard its top sits at the window's safe-area bottom. A top
  /// within 1 pt of that line means no keyboard. The event is a did-show without animation
  /// (applied at once, as a late enable applies, rule L2) whose end frame is the guide's
  /// frame: only its top edge matters to the overlap (rule K5).
  ///
  /// - Parameters:
  ///   - guideFrame: The guide's layout frame, in the screen's coordinate space.
  ///   - safeAreaBottom: The window's safe-area bottom edge, in the screen's space.
  ///   - screen: The window's screen (rule K4).
  package static func fromKeyboardLayoutGuide(
    _ guideFrame: CGRect, safeAreaBottom: CGFloat, screen: ObjectIdentifier?
  ) -> KeyboardEvent? {
    guard guideFrame.minY < safeAreaBottom - 1, guideFrame.height > 0 else { return nil }
    return KeyboardEvent(
      name: .didShow, beginFrame: guideFrame, endFrame: guideFrame,
      timing: AnimationTiming(duration: 0, curve: 0), isLocal: true, screen: screen)
  }
}
