import Foundation
package import KeyboardAvoidanceCore

/// What the engine reads and writes of a bottom constraint that follows the keyboard
/// (rules C1, C2): one read, one write per event.
///
/// Its constant is a distance above the bottom of the view that owns it: the view's own
/// bottom, or its safe area's bottom when the constraint keeps the safe area. The UIKit
/// binding adopts it with an adapter that holds an `NSLayoutConstraint` weakly; the
/// headless model with its constraint.
@MainActor
package protocol KeyboardConstraintHost: AnyObject {
  /// The constraint and its owning view as they are after any pending layout, with the
  /// frame of `focusedInput` in the owning view when it is inside it.
  func constraintSnapshot(focusedInput: AnyObject?) -> ConstraintSnapshot

  /// Writes the constant in one animation with `timing` (none for `nil`), laying out the
  /// owning view once, and runs `alongside` inside that animation (rule A1).
  func applyConstant(
    _ constant: CGFloat, timing: AnimationTiming?,
    alongside: (@MainActor @Sendable (CGFloat) -> Void)?)

  /// Which attributes and items the constraint ties, to refuse one that cannot follow
  /// (rule C1).
  var constraintShape: ConstraintShape { get }

  /// The app-wide observer of keyboard and editing notifications, or `nil` when the
  /// constraint cannot reach one yet.
  var hostKeyboardObserver: KeyboardObserver? { get }

  /// The window of the view that owns the constraint, or `nil` outside any or when the
  /// binding cannot tell: the engine measures that window's first responder (rule F1).
  var keyboardWindow: AnyObject? { get }

  /// The engine started following: from now on, tell `receiver` of geometry changes no
  /// keyboard notification announces (the UIKit binding watches the owning view's window
  /// scene, rule K7), until ``stopSignals()``.
  func startSignals(to receiver: any KeyboardSignalReceiver)

  /// The engine stopped following.
  func stopSignals()

  /// The engine is about to handle a keyboard notification: bring what it hears up to date
  /// (the owning view may be in another window scene by now).
  func refreshSignals()

  /// Runs `body` once UIKit has handled the current notification (the main queue's next
  /// turn): UIKit may move the owning view in its own handling of a `will`, as it moves an
  /// iPad form sheet (rule K1).
  func afterUIKitActs(_ body: @escaping @MainActor () -> Void)
}

extension KeyboardConstraintHost {
  /// No window known: the input that began editing last is measured.
  package var keyboardWindow: AnyObject? { nil }

  /// Nothing to hear.
  package func startSignals(to receiver: any KeyboardSignalReceiver) {}

  /// Nothing to stop.
  package func stopSignals() {}

  /// Nothing to refresh.
  package func refreshSignals() {}

  /// No UIKit to wait for: runs `body` at once.
  package func afterUIKitActs(_ body: @escaping @MainActor () -> Void) {
    body()
  }
}
