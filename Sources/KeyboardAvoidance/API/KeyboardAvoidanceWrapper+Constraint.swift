public import Foundation
import KeyboardAvoidanceEngine

extension KeyboardAvoidanceWrapper where Base: KeyboardConstraintFollowing {
  /// Makes this bottom constraint follow the keyboard.
  ///
  /// Its constant becomes the app's constant plus the keyboard's overlap of the view that
  /// owns it, less the safe area the layout already keeps (rule C1), animated with the
  /// keyboard, and comes back exactly when the keyboard goes (rule I3). In
  /// ``KeyboardFollowMode/whenCovered`` mode it moves only as much as the focused input
  /// needs (rule C2).
  ///
  /// ```swift
  /// buttonBottomConstraint.keyboard.follow()
  /// ```
  ///
  /// The constraint may be written either way round, `container.bottom = item.bottom + c`
  /// or Apple's usual `item.bottom = guide.bottom - c`: the item moves up in both. A
  /// constraint that does not tie a bottom to a bottom, or that is tied to the keyboard
  /// layout guide (which follows the keyboard already), is refused: nothing changes, the
  /// reason is returned and written to the console.
  ///
  /// The `alongside` closure is kept until ``stopFollowing()``: capture your view
  /// controller weakly in it (`[weak self]`).
  ///
  /// - Parameters:
  ///   - mode: When to move; ``KeyboardFollowMode/always`` by default.
  ///   - margin: Room kept above the focused input in `whenCovered` mode (default 16).
  ///   - alongside: Called inside each keyboard animation with the new constant.
  /// - Returns: Why the constraint cannot follow, or `nil` when it follows.
  @discardableResult
  public func follow(
    mode: KeyboardFollowMode = .always, margin: CGFloat = 16,
    alongside: (@MainActor @Sendable (CGFloat) -> Void)? = nil
  ) -> KeyboardFollowRefusal? {
    let engine = slot.madeEngine
    engine.followsOnlyWhenCovered = mode == .whenCovered
    engine.margin = margin
    engine.alongside = alongside
    guard let refusal = engine.follow().map(KeyboardFollowRefusal.init) else { return nil }
    engine.alongside = nil
    KeyboardLog.warn("keyboard.follow() refused: \(refusal)")
    return refusal
  }

  /// Stops following the keyboard and gives the app's constant back exactly.
  public func stopFollowing() {
    slot.engine?.stop()
  }

  /// Whether the constraint follows the keyboard.
  ///
  /// Reading it creates nothing.
  public var isFollowing: Bool {
    slot.engine?.isFollowing ?? false
  }

  /// Re-applies the last keyboard frame to the owning view's current geometry.
  ///
  /// Call it when the owning view moved without a keyboard notification, after the
  /// scroll views inside it got theirs (rule K7); on iOS 16 and later, window scene
  /// geometry changes are followed without it.
  public func setNeedsUpdate() {
    slot.engine?.receive(.geometryChanged)
  }

  private var slot: KeyboardConstraintSlot { base._keyboardConstraintSlot }
}

/// When a following constraint moves (rule C1, C2).
public enum KeyboardFollowMode: Sendable, Equatable {
  /// Always clear the keyboard's overlap (rule C1).
  case always
  /// Only when the focused input would be covered, and only by as much as needed plus
  /// the margin (rule C2); with nothing focused, it does not move.
  case whenCovered
}
