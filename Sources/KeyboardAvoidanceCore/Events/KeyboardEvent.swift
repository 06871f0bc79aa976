import Foundation

/// One keyboard notification, parsed and validated.
///
/// A value, `Sendable`, so that a notification that arrives off the main thread can be
/// parsed where it lands and handed to the main actor (rule L5). Build one from a
/// notification with ``init(name:userInfo:)``, which applies every rule of rule K3.
package struct KeyboardEvent: Equatable, Sendable {
  /// Which of the six notifications this is.
  package var name: KeyboardEventName
  /// The keyboard's frame before the animation, in screen space; `nil` when absent or invalid.
  package var beginFrame: CGRect?
  /// The keyboard's frame after the animation, in screen space.
  ///
  /// Always present for show and frame-change events (rule K3 rejects them otherwise);
  /// `nil` for a hide event that carried no valid frame.
  package var endFrame: CGRect?
  /// The duration and curve of the keyboard's animation.
  package var timing: AnimationTiming
  /// Whether the keyboard belongs to this app (rule K6).
  package var isLocal: Bool
  /// The screen the keyboard is on: the identity of the notification's object, or `nil`
  /// when the notification names none (rule K4).
  package var screen: ObjectIdentifier?

  /// Creates an event from already validated parts.
  package init(
    name: KeyboardEventName,
    beginFrame: CGRect? = nil,
    endFrame: CGRect?,
    timing: AnimationTiming = .keyboardDefault,
    isLocal: Bool = true,
    screen: ObjectIdentifier? = nil
  ) {
    self.name = name
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.timing = timing
    self.isLocal = isLocal
    self.screen = screen
  }

  /// The event with its screen filled in when the notification named none (rule K4).
  ///
  /// UIKit may post the frame-change notifications with a nil object; the keyboard is
  /// then still on the screen of the last show or hide, `lastShowOrHideScreen`. With no
  /// such screen either, the screen stays unknown, which counts as the host's own.
  package func onScreen(ofLastShowOrHide lastShowOrHideScreen: ObjectIdentifier?) -> Self {
    guard screen == nil else { return self }
    var event = self
    event.screen = lastShowOrHideScreen
    return event
  }

  /// Whether the keyboard is on the screen `hostScreen` (rule K4).
  ///
  /// A keyboard on another screen (an iPad with an external display) covers nothing there. When
  /// either screen is unknown, it is taken to be the host's.
  package func isOnScreen(_ hostScreen: ObjectIdentifier?) -> Bool {
    guard let screen, let hostScreen else { return true }
    return screen == hostScreen
  }
}
