#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import UIKit

  /// The one way the binding applies an event's writes: one `UIView.animate` with the
  /// keyboard's duration and `curve << 16`, beginning from the current state and allowing
  /// interaction, with one `layoutIfNeeded` of `view` so that what the writes move animates
  /// (rule A1); without animation for a `nil` or zero timing, and then with no layout forced:
  /// the run loop's next pass lays out (rule L8: layout is forced only inside the keyboard's
  /// animation).
  @MainActor
  enum UIKitKeyboardAnimation {
    static func run(
      _ timing: AnimationTiming?, layingOut view: UIView?,
      _ changes: @escaping @MainActor @Sendable () -> Void
    ) {
      guard let timing, timing.isAnimated else {
        UIView.performWithoutAnimation { changes() }
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
