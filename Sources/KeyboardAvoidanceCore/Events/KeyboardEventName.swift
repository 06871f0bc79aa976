/// The six UIKit keyboard notifications the engine listens to.
///
/// Implements rule K1. Raw values are UIKit's notification names
/// (`UIResponder.keyboardWillShowNotification.rawValue` and siblings), so a
/// notification posted by UIKit, by the headless keyboard simulator or by a
/// test maps onto the same case.
package enum KeyboardEventName: String, UIKitNotificationName {
  /// Posted immediately before the keyboard is displayed.
  case willShow = "UIKeyboardWillShowNotification"
  /// Posted immediately after the keyboard is displayed.
  case didShow = "UIKeyboardDidShowNotification"
  /// Posted immediately before the keyboard is dismissed.
  case willHide = "UIKeyboardWillHideNotification"
  /// Posted immediately after the keyboard is dismissed.
  case didHide = "UIKeyboardDidHideNotification"
  /// Posted before any change of the keyboard's frame.
  case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
  /// Posted after any change of the keyboard's frame.
  case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

  /// Whether this is a `will` notification, which drives animated changes (rule K1).
  ///
  /// `did` notifications only repair: they apply without animation, and only when the
  /// result differs from what is on screen.
  package var isWill: Bool {
    switch self {
    case .willShow, .willHide, .willChangeFrame: true
    case .didShow, .didHide, .didChangeFrame: false
    }
  }

  /// Whether the notification is a show or a hide, as opposed to a frame change: the ones
  /// whose object names the keyboard's screen for the frame changes that follow (rule K4).
  package var isShowOrHide: Bool {
    switch self {
    case .willShow, .didShow, .willHide, .didHide: true
    case .willChangeFrame, .didChangeFrame: false
    }
  }

  /// Whether the notification announces a hidden keyboard (rule K4: it covers nothing).
  package var isHide: Bool {
    switch self {
    case .willHide, .didHide: true
    case .willShow, .didShow, .willChangeFrame, .didChangeFrame: false
    }
  }
}
