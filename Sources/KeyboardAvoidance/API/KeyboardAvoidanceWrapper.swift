/// The `keyboard` namespace: `scrollView.keyboard`, `constraint.keyboard`.
///
/// A short-lived value that holds its base only for one expression. What it offers
/// depends on the base: scroll views get `enable()`, `disable()` and the settings,
/// constraints get `follow()`, so the type system keeps each to its own.
@MainActor
public struct KeyboardAvoidanceWrapper<Base: AnyObject> {
  /// The object this namespace belongs to.
  public let base: Base

  /// Wraps a base object.
  public init(_ base: Base) {
    self.base = base
  }
}
