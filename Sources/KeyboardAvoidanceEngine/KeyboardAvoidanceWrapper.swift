/// The `keyboard` namespace of a host: `scrollView.keyboard`.
///
/// A short-lived value that holds its base only for one expression. The features live in
/// constrained extensions (``KeyboardScrollHost`` hosts get `enable()`, `disable()` and
/// the settings), so only what fits the base is offered.
@MainActor
public struct KeyboardAvoidanceWrapper<Base: KeyboardAvoidanceCompatible> {
  /// The object this namespace belongs to.
  public let base: Base

  /// Wraps a base object.
  public init(_ base: Base) {
    self.base = base
  }
}
