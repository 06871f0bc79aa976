package import Foundation

/// The duration and curve of a keyboard animation (rule A1).
///
/// The curve stays a raw integer: UIKit's keyboard uses curve 7, which is not a named
/// `UIView.AnimationCurve` case, and a Swift enum could not carry it.
package struct AnimationTiming: Hashable, Sendable {
  /// Duration in seconds; 0 means the change is applied without animation.
  package var duration: TimeInterval
  /// A `UIView.AnimationCurve` raw value from 0 to 15.
  package var curve: Int

  /// Creates a timing from a duration in seconds and a raw curve value.
  package init(duration: TimeInterval, curve: Int) {
    self.duration = duration
    self.curve = curve
  }

  /// UIKit's keyboard timing, used where a notification omits its own: 0.25 s, curve 7.
  package static let keyboardDefault = AnimationTiming(duration: 0.25, curve: 7)

  /// Whether changes made with this timing are animated at all.
  package var isAnimated: Bool { duration > 0 }

  /// The curve bits of `UIView.AnimationOptions`: `curve << 16`.
  ///
  /// This is Apple's documented way to animate with the keyboard's own curve
  /// (UIResponder.keyboardAnimationCurveUserInfoKey).
  package var curveOptionsRawValue: UInt { UInt(curve) << 16 }
}
