public import KeyboardAvoidanceCore

/// How a host applies the writes of one event: in one animation, with one layout pass.
///
/// Implements SPEC A1. The UIKit binding uses `UIView.animate` with the keyboard's
/// duration and `curve << 16`, beginning from the current state; the headless model
/// records the animation and applies its end state at once.
@MainActor
public protocol KeyboardAnimator: AnyObject {
  /// Runs `changes`, animated with `timing` when it is non-nil and animated, else without
  /// animation, followed by exactly one layout pass.
  ///
  /// - Parameters:
  ///   - timing: The keyboard's duration and curve; `nil` to apply without animation.
  ///   - changes: The property writes of one event. Called exactly once, synchronously.
  ///     Main-actor and `Sendable`, so that it can be handed to `UIView.animate` under the
  ///     strictest SDK annotations.
  func animateKeyboardChanges(
    with timing: AnimationTiming?, _ changes: @escaping @MainActor @Sendable () -> Void)
}
