/// A layout constraint that offers `keyboard`: `constraint.keyboard.follow()`.
///
/// `NSLayoutConstraint` adopts it. Its one requirement is storage that the library
/// creates; apps never implement it.
@MainActor
public protocol KeyboardConstraintFollowing: AnyObject {
  /// Storage for this constraint's engine, created by the library. Holding it strongly
  /// makes the engine live and die with the constraint (rule L4).
  @_documentation(visibility: internal)
  var _keyboardConstraintSlot: KeyboardConstraintSlot { get }
}

extension KeyboardConstraintFollowing {
  /// Keyboard following for this constraint.
  ///
  /// ```swift
  /// bottomConstraint.keyboard.follow()
  /// ```
  public var keyboard: KeyboardAvoidanceWrapper<Self> { KeyboardAvoidanceWrapper(self) }
}
