#if canImport(SwiftUI) && canImport(UIKit)
  import KeyboardAvoidanceCore
  import SwiftUI

  /// The SwiftUI animation closest to a keyboard animation, ending with it (rule S2).
  ///
  /// SwiftUI cannot take UIKit's curve 7, the keyboard's own, which is no named
  /// `UIView.AnimationCurve`: a cubic Bézier that starts fast and eases into its end, over
  /// the keyboard's duration exactly, stands in for it, so that the room is laid out by the
  /// time the keyboard rests (a spring would settle later). Curves 0 to 3 map to SwiftUI's
  /// ease in-out, ease in, ease out and linear curves.
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
      default: return .timingCurve(0.38, 0.7, 0.125, 1, duration: duration)
      }
    }
  }
#endif
