public import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

extension KeyboardAvoidanceWrapper {
  /// Room kept between the focused input and the keyboard, in points (default 16).
  ///
  /// One setting for both kinds of host: a scroll view keeps it above and below the input
  /// it reveals (rule F2); a constraint that follows
  /// ``KeyboardFollowMode/whenCovered`` keeps it above the input it uncovers (rule C2).
  ///
  /// ```swift
  /// scrollView.keyboard.margin = 24
  /// ```
  public var margin: CGFloat {
    get {
      if let scrollView = base as? any KeyboardScrollAvoiding {
        return scrollView.keyboardEngineSlot.engine(KeyboardScrollEngine.self)?.settings.margin
          ?? Self.defaultMargin
      }
      if let constraint = base as? any KeyboardConstraintFollowing {
        return constraint.keyboardEngineSlot.engine(ConstraintEngine.self)?.margin
          ?? Self.defaultMargin
      }
      return Self.defaultMargin
    }
    nonmutating set {
      if let scrollView = base as? any KeyboardScrollAvoiding {
        scrollView.keyboardEngineSlot.madeEngine(KeyboardScrollEngine.self)?.settings.margin =
          newValue
      } else if let constraint = base as? any KeyboardConstraintFollowing {
        constraint.keyboardEngineSlot.madeEngine(ConstraintEngine.self)?.margin = newValue
      }
    }
  }

  /// The margin of a host whose engine does not exist yet.
  private static var defaultMargin: CGFloat { 16 }
}
