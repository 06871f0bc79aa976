/// The `userInfo` keys of a keyboard notification (rule K2).
///
/// The strings are UIKit's raw key names (`UIResponder.keyboardFrameEndUserInfoKey` and
/// siblings), so Core can read a notification without importing UIKit.
package enum KeyboardUserInfoKey {
  /// The keyboard's frame at the start of its animation, in screen coordinates.
  package static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame at the end of its animation, in screen coordinates.
  package static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds (an `NSNumber`).
  package static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve, a `UIView.AnimationCurve` raw value (an `NSNumber`, usually 7).
  package static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (an `NSNumber` holding a Bool).
  package static let isLocal = "UIKeyboardIsLocalUserInfoKey"
}
