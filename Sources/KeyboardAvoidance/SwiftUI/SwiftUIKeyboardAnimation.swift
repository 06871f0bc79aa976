#if canImport(SwiftUI) && canImport(UIKit)
  import KeyboardAvoidanceCore
  import SwiftUI

  /// The SwiftUI animation closest to a keyboard animation (rule S2).
  ///
  /// SwiftUI cannot take UIKit's curve 7, the keyboard's own, which is no named
  /// `UIView.AnimationCurve`: a critically damped spring that settles within the keyboard's
  /// duration stands in for it. Curves 0 to 3 map to SwiftUI's ease in-out, ease in, ease
  /// out and linear curves.
  enum SwiftUIKeyboardAnimation {
    /// The animation for `timing`, or `nil` for none (no timing, or a zero duration).
    static func animation(for timing: AnimationTiming?) -> Animation? {
      guard let timing, timing.isAnimated else { return nil }
      let duration = timing.duration
      switch timing.curve {
      case 0: return .easeInOut(duration: duration)
      case 1: return .easeIn(duration: duration)
      case 2: return .easeOut(duration: duration)
      case 3: return .linear(duration: duration)
      default:
        // Critically damped (damping 2 * sqrt(mass * stiffness)), settling in about the
        // keyboard's duration.
        let stiffness = pow(2 * .pi / max(duration, 0.05), 2)
        return .interpolatingSpring(
          mass: 1, stiffness: stiffness, damping: 2 * stiffness.squareRoot(), initialVelocity: 0)
      }
    }
  }
#endif
