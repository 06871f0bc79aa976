/// An object that offers `keyboard`, the library's namespace: `scrollView.keyboard`,
/// `application.keyboard`, `viewController.keyboard`, `constraint.keyboard`.
///
/// The protocols UIKit's types adopt refine it (``KeyboardScrollAvoiding``,
/// ``KeyboardAppWideAvoiding``, ``KeyboardScreenAvoiding``, ``KeyboardConstraintFollowing``),
/// so the namespace is made in one place; what `keyboard` offers depends on which of them
/// the object adopts, whose requirements belong to the library's binding. Adopted alone, it
/// offers nothing.
@MainActor
public protocol KeyboardAvoidanceCompatible: AnyObject {}

extension KeyboardAvoidanceCompatible {
  /// The library's namespace for this object.
  ///
  /// ```swift
  /// scrollView.keyboard.enable()
  /// application.keyboard.margin = 24
  /// ```
  public var keyboard: KeyboardAvoidanceWrapper<Self> { KeyboardAvoidanceWrapper(self) }
}
