#if canImport(UIKit)
  public import Foundation
  public import KeyboardAvoidanceCore
  public import KeyboardAvoidanceEngine
  public import UIKit

  /// A constraint's engine slot.
  @MainActor private let constraintSlot = AssociatedObject<KeyboardEngineSlot>()

  extension NSLayoutConstraint: KeyboardAvoidanceCompatible {
    /// The constraint's engine slot, an associated object created on first use.
    @_documentation(visibility: internal)
    public var _keyboardEngineSlot: KeyboardEngineSlot {
      constraintSlot.value(of: self, orAttach: KeyboardEngineSlot.init)
    }
  }

  extension NSLayoutConstraint: KeyboardFollowingConstraint {
    /// `constant`.
    public var followerConstant: CGFloat {
      get { constant }
      set { constant = newValue }
    }

    /// Whether one end of the constraint is its view's safe-area layout guide.
    public var followerKeepsSafeArea: Bool {
      [firstItem, secondItem].contains { item in
        guard let guide = item as? UILayoutGuide, let view = guide.owningView else { return false }
        return guide === view.safeAreaLayoutGuide
      }
    }

    /// The owning view's bounds in its screen's coordinate space.
    public var followerViewFrameInScreen: CGRect? {
      guard let view = containerView, let window = view.window else { return nil }
      SceneGeometryWatcher.shared.watch(window.windowScene)
      let screen = window.windowScene?.screen ?? window.screen
      return view.convert(view.bounds, to: screen.coordinateSpace)
    }

    /// The bounds of the owning view's screen.
    public var followerScreenBounds: CGRect? {
      guard let window = containerView?.window else { return nil }
      return (window.windowScene?.screen ?? window.screen).bounds
    }

    /// The owning view's bottom safe-area inset.
    public var followerSafeAreaBottom: CGFloat { containerView?.safeAreaInsets.bottom ?? 0 }

    /// The app-wide observer.
    public var followerKeyboardObserver: KeyboardObserver? { KeyboardObserver.shared }

    /// The input's frame in the owning view's coordinates.
    public func followerInputFrame(of input: AnyObject) -> CGRect? {
      guard let view = containerView, let input = input as? UIView, input.isDescendant(of: view)
      else { return nil }
      return input.convert(input.bounds, to: view)
    }

    /// One keyboard animation, laying out the owning view.
    public func animateKeyboardChanges(
      with timing: AnimationTiming?, _ changes: @escaping @MainActor @Sendable () -> Void
    ) {
      UIKitKeyboardAnimation.run(timing, layingOut: containerView, changes)
    }

    /// The view that owns the constraint: of its two items (a layout guide standing for
    /// its owning view), the one that contains the other.
    private var containerView: UIView? {
      let views = [firstItem, secondItem].compactMap { item -> UIView? in
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
      }
      guard let first = views.first else { return nil }
      guard views.count == 2 else { return first }
      return views[1].isDescendant(of: views[0]) ? views[0] : views[1]
    }
  }

  /// A bottom constraint that follows the keyboard, for Interface Builder: set it as a
  /// constraint's class and it follows from the moment the storyboard loads it.
  @MainActor
  open class KeyboardLayoutConstraint: NSLayoutConstraint {
    /// Starts following the keyboard once loaded from a storyboard or nib.
    ///
    /// UIKit declares `awakeFromNib()` on `NSObject` without actor isolation, so the
    /// override is `nonisolated` too; nib loading runs on the main thread, which the body
    /// asserts before it touches the main-actor API.
    nonisolated open override func awakeFromNib() {
      super.awakeFromNib()
      MainActor.assumeIsolated {
        keyboard.follow()
      }
    }
  }
#endif
