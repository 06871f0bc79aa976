/// A type that offers the `keyboard` namespace: `scrollView.keyboard.enable()`.
///
/// Conformance is narrow on purpose: `UIScrollView` (and so `UITableView`,
/// `UICollectionView`, `UITextView`) in the UIKit binding, and the headless model's scroll
/// view (main-actor classes, and so `Sendable`). The features available on `keyboard` depend on what else the type adopts
/// (``KeyboardScrollHost`` gives `enable()`), so the type system keeps the API honest.
@MainActor
public protocol KeyboardAvoidanceCompatible: AnyObject, Sendable {
  /// Storage for the one engine of this object; created by the conforming type, never
  /// used directly. Holding the slot strongly makes the engine live and die with its host
  /// (SPEC L4).
  @_documentation(visibility: internal)
  var _keyboardEngineSlot: KeyboardEngineSlot { get }
}

extension KeyboardAvoidanceCompatible {
  /// Keyboard avoidance for this object.
  ///
  /// ```swift
  /// scrollView.keyboard.enable()
  /// scrollView.keyboard.margin = 24
  /// ```
  public var keyboard: KeyboardAvoidanceWrapper<Self> { KeyboardAvoidanceWrapper(self) }
}

/// Opaque storage for a host's engine; see ``KeyboardAvoidanceCompatible``.
///
/// A host creates one and keeps it for its lifetime (the UIKit binding as an associated
/// object, the headless model as a stored property). It has no public members.
@MainActor
public final class KeyboardEngineSlot {
  var engine: KeyboardEngine?
  var constraintEngine: ConstraintEngine?

  /// Creates an empty slot; the engine is made on first use.
  public init() {}
}
