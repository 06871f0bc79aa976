#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import UIKit

  /// The one way the binding applies an event's writes: one `UIView.animate` with the
  /// keyboard's duration and `curve << 16`, beginning from the current state and allowing
  /// interaction, with one `layoutIfNeeded`; without animation for a `nil` or zero timing
  /// (rule A1).
  @MainActor
  enum UIKitKeyboardAnimation {
    static func run(
      _ timing: AnimationTiming?, layingOut view: UIView?,
      _ changes: @escaping @MainActor @Sendable () -> Void
    ) {
      guard let timing, timing.isAnimated else {
        UIView.performWithoutAnimation {
          changes()
          view?.layoutIfNeeded()
        }
        return
      }
      let options = UIView.AnimationOptions(rawValue: timing.curveOptionsRawValue)
        .union([.beginFromCurrentState, .allowUserInteraction])
      UIView.animate(
        withDuration: timing.duration, delay: 0, options: options,
        animations: { [weak view] in
          changes()
          view?.layoutIfNeeded()
        })
    }
  }
#endif
