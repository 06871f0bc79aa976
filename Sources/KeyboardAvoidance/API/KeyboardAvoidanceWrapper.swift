/// The `keyboard` namespace: `scrollView.keyboard`, `constraint.keyboard`.
///
/// A short-lived value that holds its base only for one expression. What it offers
/// depends on the base: scroll views get `enable()`, `disable()` and the settings,
/// constraints get `follow()`, so the type system keeps each to its own. Only the library
/// makes one (through `keyboard`), and only for the types that adopt its protocols.
@MainActor
public struct KeyboardAvoidanceWrapper<Base: AnyObject> {
  /// The object this namespace belongs to; the library's, since the caller holds it already.
  let base: Base

  /// Wraps a base object: only the `keyboard` properties do.
  init(_ base: Base) {
    self.base = base
  }
}
