#if canImport(UIKit)
  import KeyboardAvoidanceCore
  public import UIKit

  extension KeyboardSimulator {
    /// A simulator for `window`'s screen; it posts to `NotificationCenter.default`.
    public convenience init(window: UIWindow) {
      self.init(poster: UIKitKeyboardPoster(window: window))
    }
  }

  extension KeyboardGeometry {
    /// Whether `view` lies wholly inside `window`'s visible area above the keyboard.
    ///
    /// See ``visibility(of:in:)`` for what counts and for a failure message.
    public static func isVisible(_ view: UIView, in window: UIWindow) -> Bool {
      visibility(of: view, in: window).isVisible
    }

    /// Whether `view` lies wholly inside `window`'s visible area above the keyboard, and
    /// why not.
    ///
    /// The visible area is the window's safe area, cut by every ancestor that clips its
    /// subviews (a scroll view shows only its bounds), ending at the top of a docked
    /// keyboard that the simulator last posted on the window's screen. A view that is
    /// hidden, transparent, or not in `window` is not visible.
    public static func visibility(of view: UIView, in window: UIWindow) -> KeyboardVisibility {
      visibility(of: placement(of: view.bounds, in: view, window: window))
    }

    /// Whether `rect`, in `view`'s coordinates, lies wholly inside `window`'s visible area.
    ///
    /// For a text view's caret (`caretRect(for:)`), or one row of a tall view. `view`
    /// clips it when it clips its subviews, as a text view does.
    public static func visibility(of rect: CGRect, in view: UIView, window: UIWindow)
      -> KeyboardVisibility
    {
      visibility(of: placement(of: rect, in: view, window: window))
    }

    /// How much of `view` the keyboard covers, from its bottom edge up (rule K5): 0 for a
    /// hidden, floating or undocked keyboard, or a view outside a window.
    public static func overlap(of view: UIView) -> CGFloat {
      guard let window = view.window else { return 0 }
      let screen = window.testScreen
      return overlap(
        of: view.convert(view.bounds, to: screen.coordinateSpace), screen: screen,
        screenBounds: screen.bounds)
    }

    /// The part of `scrollView`'s content the user can see above the keyboard, in its
    /// content coordinates: inside `adjustedContentInset`, and clear of the keyboard's
    /// overlap where that is larger than the inset on the keyboard's edge (the bottom, or
    /// the top of a scroll view shown upside down, such as a chat table flipped with
    /// `scaleY(-1)`).
    public static func visibleBand(of scrollView: UIScrollView) -> CGRect {
      let insets = scrollView.adjustedContentInset
      let origin = scrollView.bounds.origin
      let space = scrollView.window?.testScreen.coordinateSpace
      let below = CGPoint(x: origin.x, y: origin.y + 1)
      let isFlipped =
        space.map { scrollView.convert(below, to: $0).y < scrollView.convert(origin, to: $0).y }
        ?? false
      return band(
        offset: scrollView.contentOffset, size: scrollView.bounds.size,
        adjusted: EdgeInsets(
          top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
        overlap: overlap(of: scrollView), isFlippedOnScreen: isFlipped)
    }

    private static func placement(of rect: CGRect, in view: UIView, window: UIWindow)
      -> Placement
    {
      let screen = window.testScreen
      let space = screen.coordinateSpace
      var area: CGRect?
      if view.window === window {
        let safe = window.safeAreaInsets
        var visible = window.convert(
          CGRect(
            x: safe.left, y: safe.top, width: window.bounds.width - safe.left - safe.right,
            height: window.bounds.height - safe.top - safe.bottom), to: space)
        var current: UIView? = view
        while let ancestor = current, ancestor !== window, !visible.isNull {
          if ancestor.isHidden || ancestor.alpha <= 0 { visible = .null }
          if ancestor.clipsToBounds {
            visible = visible.intersection(ancestor.convert(ancestor.bounds, to: space))
          }
          current = ancestor.superview
        }
        area = visible.isNull ? nil : visible
      }
      return Placement(
        name: view.accessibilityIdentifier ?? String(describing: type(of: view)),
        frameInScreen: view.convert(rect, to: space), area: area, screen: screen,
        screenBounds: screen.bounds)
    }
  }

  extension UIWindow {
    /// The screen the window shows on.
    fileprivate var testScreen: UIScreen { windowScene?.screen ?? screen }
  }

  extension UIView {
    /// The first responder among the view and its subviews, depth first.
    fileprivate var firstResponderInTree: UIView? {
      if isFirstResponder { return self }
      for subview in subviews {
        if let found = subview.firstResponderInTree { return found }
      }
      return nil
    }
  }

  /// Posts to `NotificationCenter.default` as UIKit does, with the window's screen as the
  /// object; unless animated, with animations off and the window laid out after.
  ///
  /// Animated, a will-notification is posted inside an animation with the keyboard's
  /// duration and curve, as UIKit posts it inside the keyboard's own animation (not in
  /// Apple's documentation; observed, and relied on by apps that lay out in the handler
  /// without animating): what an observer changes without an animation of its own then
  /// animates with the keyboard.
  @MainActor
  private struct UIKitKeyboardPoster: KeyboardPoster {
    weak var window: UIWindow?

    var screenBounds: CGRect? { window?.testScreen.bounds }
    var screen: AnyObject? { window?.testScreen }

    func includingAccessory(_ frame: CGRect) -> CGRect {
      frame.extendedUpward(by: window?.firstResponderInTree?.inputAccessoryView?.frame.height ?? 0)
    }

    func post(_ event: KeyboardEvent, animated: Bool) {
      // UIKit names the screen from iOS 16.1 on (UIResponder.keyboardWillShowNotification).
      let object: UIScreen? = if #available(iOS 16.1, *) { window?.testScreen } else { nil }
      let send: @MainActor @Sendable () -> Void = {
        NotificationCenter.default.post(
          name: event.name.notificationName, object: object, userInfo: event.userInfo)
      }
      guard animated else {
        UIView.performWithoutAnimation { send() }
        window?.layoutIfNeeded()
        return
      }
      let timing = event.timing
      guard event.name.isWill, timing.isAnimated else { return send() }
      UIView.animate(
        withDuration: timing.duration, delay: 0,
        options: UIView.AnimationOptions(rawValue: timing.curveOptionsRawValue),
        animations: send)
    }
  }
#endif
