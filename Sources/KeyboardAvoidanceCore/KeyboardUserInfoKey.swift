/// The `userInfo` keys of a keyboard notification (SPEC K2).
///
/// The strings are UIKit's raw key names (`UIResponder.keyboardFrameEndUserInfoKey` and
/// siblings), so Core can read a notification without importing UIKit.
public enum KeyboardUserInfoKey {
  /// The keyboard's frame at the start of its animation, in screen coordinates.
  public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame at the end of its animation, in screen coordinates.
  public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds (an `NSNumber`).
  public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve, a `UIView.AnimationCurve` raw value (an `NSNumber`, usually 7).
  public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (an `NSNumber` holding a Bool).
  public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
}
