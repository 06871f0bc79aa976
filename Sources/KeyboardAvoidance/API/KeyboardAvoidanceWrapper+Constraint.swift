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
  /// layout guide (which follows the keyboard already), is refused: nothing changes, and the
  /// reason is written to the console and stops a debug build at this call
  /// (`assertionFailure`), as UIKit stops at a constraint it cannot install. Such a
  /// constraint is a mistake in the code or the storyboard, the same on every run, so there
  /// is nothing to catch; a release build never stops for it.
  ///
  /// While the constraint is inactive (you swapped constraint sets, or removed a view, which
  /// deactivates its constraints) the engine leaves its constant alone and says so once in
  /// the log; it follows again from the next keyboard change after you activate it, or at
  /// once when you call `updateIfNeeded()`. When one of its two items is gone, it stops
  /// following for good (rule C3).
  ///
  /// The `alongside` closure is kept until ``stopFollowing()``: capture your view
  /// controller weakly in it (`[weak self]`).
  ///
  /// The room kept above the focused input in `whenCovered` mode is `margin`.
  ///
  /// - Parameters:
  ///   - mode: When to move; ``KeyboardFollowMode/always`` by default.
  ///   - alongside: Called inside each keyboard animation with the new constant.
  public func follow(
    mode: KeyboardFollowMode = .always,
    alongside: (@MainActor @Sendable (CGFloat) -> Void)? = nil
  ) {
    if let refusal = followOrRefuse(mode: mode, alongside: alongside) {
      assertionFailure("keyboard.follow() refused: \(refusal)")
    }
  }

  /// What ``follow(mode:alongside:)`` does, with the refusal returned (and written to the
  /// console) instead of stopping a debug build: for the model's tests of refusals.
  ///
  /// - Returns: Why the constraint cannot follow, or `nil` when it follows.
  @discardableResult
  package func followOrRefuse(
    mode: KeyboardFollowMode = .always,
    alongside: (@MainActor @Sendable (CGFloat) -> Void)? = nil
  ) -> KeyboardFollowRefusal? {
    guard let engine = made else { return nil }
    if let refusal = engine.shape.flatMap(KeyboardFollowRefusal.init) {
      KeyboardLog.warn("keyboard.follow() refused: \(refusal)")
      return refusal
    }
    engine.followsOnlyWhenCovered = mode == .whenCovered
    engine.alongside = alongside
    engine.follow()
    return nil
  }

  /// Stops following the keyboard and gives the app's constant back exactly.
  public func stopFollowing() {
    engine?.stop()
  }

  /// Whether the constraint follows the keyboard.
  ///
  /// Reading it creates nothing.
  public var isFollowing: Bool {
    engine?.isFollowing ?? false
  }

  /// Brings the constant up to date at once with what the keyboard covers of the owning
  /// view as your layout left it: the last keyboard frame, re-applied.
  ///
  /// Call it when the owning view moved without a keyboard notification, after the scroll
  /// views inside it got theirs (rule K7), and after you activate the constraint again
  /// (rule C3); on iOS 16 and later, window scene geometry changes are followed without it.
  /// When nothing changed it writes nothing.
  public func updateIfNeeded() {
    engine?.receive(.geometryChanged)
  }

  /// The engine, when one was made; reading it creates nothing.
  private var engine: ConstraintEngine? {
    base.keyboardEngineSlot.engine(ConstraintEngine.self)
  }

  /// The engine, made on first use.
  private var made: ConstraintEngine? {
    base.keyboardEngineSlot.makeEngineIfNeeded(ConstraintEngine.self)
  }
}

/// When a following constraint moves (rule C1, C2).
public enum KeyboardFollowMode: Sendable, Equatable {
  /// Always clear the keyboard's overlap (rule C1).
  case always
  /// Only when the focused input would be covered, and only by as much as needed plus
  /// the margin (rule C2); with nothing focused, it does not move.
  case whenCovered
}
