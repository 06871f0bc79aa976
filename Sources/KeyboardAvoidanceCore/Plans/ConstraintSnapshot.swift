import Foundation

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
  /// The constant the item's place reflects, measured from the laid-out frames of the
  /// constraint's two items, or `nil` when it cannot be measured (then ``constant``).
  ///
  /// It differs from ``constant`` while a change waits for the next layout pass: the engine
  /// never forces one to read the host (rule L8), so an input that moves with the constant
  /// is measured from where this constant put it (rule C2).
  package var laidOutConstant: CGFloat?
  /// Whether the constraint is written item first (rule C1).
  ///
  /// That is Apple's usual form `item.bottom = guide.bottom + constant` with a negative
  /// constant: the item moves up as the constant goes down. Otherwise it is
  /// `container.bottom = item.bottom + constant`, a distance above the bottom.
  package var isItemFirst = false
  /// Whether the constraint is active (rule C3): an inactive one is not written.
  package var isActive = true
  /// Whether an item the constraint tied when it began to follow is gone (rule C3): it
  /// then stops following for good.
  package var itemsAreGone = false

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
