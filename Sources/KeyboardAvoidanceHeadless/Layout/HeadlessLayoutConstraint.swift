public import Foundation
public import KeyboardAvoidance

/// A bottom constraint: a distance from the bottom of the view that owns it.
///
/// Models `NSLayoutConstraint` pinning an item (a login button, an input bar) above the
/// bottom of its view, or of the view's safe area when ``isSafeAreaAware``. It offers
/// `keyboard.follow()` like the UIKit binding's constraint, and counts the engine's writes.
@MainActor
public final class HeadlessLayoutConstraint: KeyboardAvoidanceCompatible {
  /// The distance above the bottom.
  public var constant: CGFloat
  /// The view that owns the constraint (held weakly, as the item of a UIKit constraint).
  public private(set) weak var view: HeadlessView?
  /// Whether the constant is measured from the safe area's bottom.
  public var isSafeAreaAware: Bool
  /// What the engine did: writes of the constant, layout passes, animations.
  public var recorder = HostRecorder()
  /// Storage for this constraint's engine.
  public let _keyboardEngineSlot = KeyboardEngineSlot()

  /// Creates a constraint in a view.
  public init(view: HeadlessView, constant: CGFloat, isSafeAreaAware: Bool) {
    self.view = view
    self.constant = constant
    self.isSafeAreaAware = isSafeAreaAware
    view.geometryObservers.append(GeometryObserver(constraint: self))
  }
}

extension HeadlessLayoutConstraint: KeyboardFollowingConstraint {
  /// The constant; writes through here are the engine's and are counted.
  public var followerConstant: CGFloat {
    get { constant }
    set {
      recorder.writes += 1
      constant = newValue
    }
  }

  /// Whether the layout keeps the safe area.
  public var followerKeepsSafeArea: Bool { isSafeAreaAware }

  /// The owning view's frame in screen space.
  public var followerViewFrameInScreen: CGRect? {
    guard let view, let window = view.window, window.screen != nil else { return nil }
    return window.convertToScreen(view.convert(view.bounds, to: nil))
  }

  /// The owning view's screen bounds.
  public var followerScreenBounds: CGRect? { view?.window?.screen?.bounds }

  /// The owning view's bottom safe-area inset.
  public var followerSafeAreaBottom: CGFloat { view?.safeAreaInsets.bottom ?? 0 }

  /// The observer of the owning view's screen.
  public var followerKeyboardObserver: KeyboardObserver? { view?.window?.screen?.keyboardObserver }

  /// The input's frame in the owning view's coordinates.
  public func followerInputFrame(of input: AnyObject) -> CGRect? {
    guard let view, let input = input as? HeadlessView else { return nil }
    return input.convert(input.bounds, toAncestor: view)
  }

  /// Applies the change at once, recording the animation and one layout pass.
  public func animateKeyboardChanges(
    with timing: AnimationTiming?, _ changes: @escaping @MainActor @Sendable () -> Void
  ) {
    if let timing, timing.isAnimated { recorder.animations.append(timing) }
    changes()
    recorder.layoutPasses += 1
  }
}

/// Tells a constraint's engine that its view moved or changed window.
@MainActor
final class GeometryObserver {
  weak var constraint: HeadlessLayoutConstraint?

  init(constraint: HeadlessLayoutConstraint) {
    self.constraint = constraint
  }

  func viewGeometryDidChange() {
    constraint?.keyboard.constraintGeometryDidChange()
  }
}
