public import Foundation

/// A bottom constraint whose constant can follow the keyboard (SPEC C1, C2).
///
/// Its constant is a distance above the bottom of the view that owns it: the view's own
/// bottom, or its safe area's bottom when ``followerKeepsSafeArea`` is `true`. The UIKit
/// binding adopts it for `NSLayoutConstraint`; the headless model for its constraint.
@MainActor
public protocol KeyboardFollowingConstraint: KeyboardAvoidanceCompatible, KeyboardAnimator {
  /// The constraint's constant. Writes through it are the engine's.
  var followerConstant: CGFloat { get set }
  /// Whether the constraint is tied to the safe area, which the layout then keeps.
  var followerKeepsSafeArea: Bool { get }
  /// The owning view's bounds-sized frame in screen space, or `nil` outside a window.
  var followerViewFrameInScreen: CGRect? { get }
  /// The bounds of the owning view's screen, or `nil` outside a window.
  var followerScreenBounds: CGRect? { get }
  /// The owning view's bottom safe-area inset.
  var followerSafeAreaBottom: CGFloat { get }
  /// The observer of keyboard and editing notifications, or `nil` when unreachable yet.
  var followerKeyboardObserver: KeyboardObserver? { get }
  /// The input's frame in the owning view's coordinates, or `nil` when it is not inside.
  func followerInputFrame(of input: AnyObject) -> CGRect?
}

/// When a following constraint moves (SPEC C1, C2).
public enum KeyboardFollowMode: Sendable, Equatable {
  /// Always clear the keyboard's overlap (SPEC C1).
  case always
  /// Only when the focused input would be covered, and only by as much as needed plus
  /// the margin (SPEC C2); with nothing focused, it does not move.
  case whenCovered
}
