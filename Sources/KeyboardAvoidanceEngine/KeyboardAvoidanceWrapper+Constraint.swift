public import Foundation

extension KeyboardAvoidanceWrapper where Base: KeyboardFollowingConstraint {
  /// Makes this bottom constraint follow the keyboard.
  ///
  /// Its constant becomes the app's constant plus the keyboard's overlap of the view that
  /// owns it, less the safe area the layout already keeps (SPEC C1), animated with the
  /// keyboard, and comes back exactly when the keyboard goes (SPEC I3). In
  /// ``KeyboardFollowMode/whenCovered`` mode it moves only as much as the focused input
  /// needs (SPEC C2).
  ///
  /// ```swift
  /// buttonBottomConstraint.keyboard.follow()
  /// ```
  ///
  /// - Parameters:
  ///   - mode: When to move; ``KeyboardFollowMode/always`` by default.
  ///   - margin: Room kept above the focused input in `whenCovered` mode (default 16).
  ///   - alongside: Called inside each keyboard animation with the new constant.
  public func follow(
    mode: KeyboardFollowMode = .always, margin: CGFloat = 16,
    alongside: (@MainActor @Sendable (CGFloat) -> Void)? = nil
  ) {
    let engine = constraintEngine
    engine.mode = mode
    engine.margin = margin
    engine.alongside = alongside
    engine.follow()
  }

  /// Stops following the keyboard and gives the app's constant back exactly.
  public func stopFollowing() {
    base._keyboardEngineSlot.constraintEngine?.stop()
  }

  /// Whether the constraint follows the keyboard.
  ///
  /// Reading it creates nothing.
  public var isFollowing: Bool {
    base._keyboardEngineSlot.constraintEngine?.isFollowing ?? false
  }

  /// Tells the engine that the owning view moved without a keyboard notification.
  public func constraintGeometryDidChange() {
    base._keyboardEngineSlot.constraintEngine?.geometryDidChange()
  }

  private var constraintEngine: ConstraintEngine {
    let slot = base._keyboardEngineSlot
    if let engine = slot.constraintEngine { return engine }
    let engine = ConstraintEngine(constraint: base)
    slot.constraintEngine = engine
    return engine
  }
}
