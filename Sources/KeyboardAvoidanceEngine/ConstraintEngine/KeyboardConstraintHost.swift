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

  /// The engine started following: from now on, tell `receiver` of geometry changes no
  /// keyboard notification announces (the UIKit binding watches the owning view's window
  /// scene, rule K7), until ``stopSignals()``.
  func startSignals(to receiver: any KeyboardSignalReceiver)

  /// The engine stopped following.
  func stopSignals()

  /// The engine is about to handle a keyboard notification: bring what it hears up to date
  /// (the owning view may be in another window scene by now).
  func refreshSignals()
}

extension KeyboardConstraintHost {
  /// Nothing to hear.
  package func startSignals(to receiver: any KeyboardSignalReceiver) {}

  /// Nothing to stop.
  package func stopSignals() {}

  /// Nothing to refresh.
  package func refreshSignals() {}
}

/// What the engine reads of a following constraint, as one value.
package struct ConstraintSnapshot: Equatable, Sendable {
  /// The constant.
  package var constant: CGFloat
  /// Whether the constraint is tied to a guide that keeps the safe area.
  package var keepsSafeArea: Bool
  /// The owning view's bounds-sized frame in screen space, or `nil` outside a window.
  package var viewFrameInScreen: CGRect?
  /// The bounds of the owning view's screen, or `nil` outside a window.
  package var screenBounds: CGRect?
  /// The owning view's bottom safe-area inset.
  package var safeAreaBottom: CGFloat
  /// The focused input's frame in the owning view's coordinates, when it is inside it.
  package var inputFrame: CGRect?
  /// The screen the owning view's window is on, to compare with a keyboard's (rule K4).
  package var screen: ObjectIdentifier?
  /// Whether the focused input moves with the constant: it is inside the item the constraint
  /// places, so Auto Layout moves it at the next layout pass (rule C2).
  package var inputMovesWithConstant = false
  /// Whether the constraint is written item first (rule C1).
  ///
  /// That is Apple's usual form `item.bottom = guide.bottom + constant` with a negative
  /// constant: the item moves up as the constant goes down. Otherwise it is
  /// `container.bottom = item.bottom + constant`, a distance above the bottom.
  package var isItemFirst = false

  /// Creates a snapshot.
  package init(
    constant: CGFloat, keepsSafeArea: Bool, viewFrameInScreen: CGRect?, screenBounds: CGRect?,
    safeAreaBottom: CGFloat, inputFrame: CGRect?, screen: ObjectIdentifier? = nil,
    isItemFirst: Bool = false
  ) {
    self.constant = constant
    self.keepsSafeArea = keepsSafeArea
    self.viewFrameInScreen = viewFrameInScreen
    self.screenBounds = screenBounds
    self.safeAreaBottom = safeAreaBottom
    self.inputFrame = inputFrame
    self.screen = screen
    self.isItemFirst = isItemFirst
  }
}

/// What the engine needs to know of a constraint's attributes and items (rule C1).
package struct ConstraintShape: Equatable, Sendable {
  /// Whether both ends are bottoms (a bottom margin counts as a bottom).
  package var tiesBottomToBottom: Bool
  /// Whether one end is a keyboard layout guide.
  package var isTiedToKeyboardLayoutGuide: Bool

  /// Creates a shape.
  package init(tiesBottomToBottom: Bool, isTiedToKeyboardLayoutGuide: Bool) {
    self.tiesBottomToBottom = tiesBottomToBottom
    self.isTiedToKeyboardLayoutGuide = isTiedToKeyboardLayoutGuide
  }

  /// Why the constraint cannot follow the keyboard, or `nil` when it can.
  package var refusal: ConstraintRefusal? {
    if isTiedToKeyboardLayoutGuide { return .tiedToKeyboardLayoutGuide }
    if !tiesBottomToBottom { return .notBottomToBottom }
    return nil
  }
}

/// Why a constraint cannot follow the keyboard (rule C1).
package enum ConstraintRefusal: Equatable, Sendable {
  /// Its attributes are not bottom to bottom: its constant is not a distance above the
  /// bottom that the keyboard's overlap can be added to.
  case notBottomToBottom
  /// It is tied to the keyboard layout guide, which follows the keyboard already: moving
  /// it too would count the keyboard twice.
  case tiedToKeyboardLayoutGuide
}
