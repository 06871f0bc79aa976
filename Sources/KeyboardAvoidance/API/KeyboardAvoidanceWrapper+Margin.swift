public import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

extension KeyboardAvoidanceWrapper where Base: KeyboardConstraintFollowing {
  /// Room kept between the input a constraint uncovers and the keyboard, in points
  /// (default 16; rule C2).
  ///
  /// Used when the constraint follows ``KeyboardFollowMode/whenCovered``.
  ///
  /// ```swift
  /// bottomConstraint.keyboard.margin = 24
  /// ```
  public var margin: CGFloat {
    get { base.keyboardEngineSlot.engine(ConstraintEngine.self)?.margin ?? 16 }
    nonmutating set {
      base.keyboardEngineSlot.makeEngineIfNeeded(ConstraintEngine.self)?.margin = newValue
    }
  }
}
