#if canImport(UIKit)
  package import UIKit

  extension UIView: KeyboardViewNode {
    /// Whether this view is SwiftUI's own or inside SwiftUI content (rules L7, T2).
    ///
    /// SwiftUI publishes no way to tell: its hosting view (`_UIHostingView`), the scroll
    /// views behind `ScrollView`, `List` and `Form`, and the hosts of representables are
    /// private classes of the SwiftUI framework (``SwiftUIViewClasses``), asked one
    /// superview at a time.
    ///
    /// - Complexity: O(depth of the view).
    var isInsideSwiftUI: Bool {
      KeyboardViewWalk.isInsideSwiftUI(self as UIView)
    }

    /// Whether this view is one of SwiftUI's own (its hosting view, the scroll view behind
    /// a `ScrollView`, `List` or `Form`), by its class, told once per class (rule L7).
    package var isSwiftUIView: Bool { SwiftUIViewClasses.isSwiftUI(type(of: self)) }

    /// Whether the view is in a window (`window != nil`).
    package var isInWindow: Bool { window != nil }

    /// Whether the view is a `UIWindow`.
    package var isWindow: Bool { self is UIWindow }

    /// Whether the view is a `UIScrollView` (a text view is one).
    package var isScrollView: Bool { self is UIScrollView }

    /// Whether the view is a scroll view whose `isDecelerating` is on.
    package var isDeceleratingScrollView: Bool { (self as? UIScrollView)?.isDecelerating ?? false }

    /// Whether the view's class is private (its name begins with an underscore) and comes
    /// from a system framework.
    package var isPrivateSystemView: Bool {
      let viewClass: AnyClass = type(of: self)
      return NSStringFromClass(viewClass).hasPrefix("_")
        && UIKitAppWideHosts.isFromSystemFramework(viewClass)
    }

    /// A `UITextField` (an input when enabled) or a `UITextView` (when editable); another
    /// `UIControl` or `UITextInput`; a `UINavigationBar` or `UIToolbar`; else plain.
    package var keyboardRole: KeyboardViewRole {
      if let field = self as? UITextField { return .input(acceptsFocus: field.isEnabled) }
      if let textView = self as? UITextView { return .input(acceptsFocus: textView.isEditable) }
      if self is UIControl || self is any UITextInput { return .control }
      if self is UINavigationBar || self is UIToolbar { return .bar }
      return .plain
    }

    /// The view's `next` responder when that is a view controller: UIKit's view returns the
    /// controller it is the root view of (UIResponder.h).
    package var viewController: UIViewController? { next as? UIViewController }

    /// `convert(bounds, to: ancestor)` when `ancestor` contains the view.
    package func boundsFrame(in ancestor: UIView) -> CGRect? {
      isDescendant(of: ancestor) ? convert(bounds, to: ancestor) : nil
    }
  }

  extension UIViewController: KeyboardControllerNode {
    /// Whether UIKit shows the controller's children as content: a navigation, tab bar,
    /// split or page view controller.
    package var isContainer: Bool {
      self is UINavigationController || self is UITabBarController
        || self is UISplitViewController || self is UIPageViewController
    }

    /// Whether the controller's class comes from a system framework and is none of UIKit's
    /// generic controllers that the app fills with its own (``UIKitAppWideHosts``), the
    /// containers among them (rule L10).
    package var isOwnedBySystem: Bool {
      let controllerClass: AnyClass = type(of: self)
      let genericContainers: [AnyClass] = [
        UINavigationController.self, UITabBarController.self, UISplitViewController.self,
        UIPageViewController.self,
      ]
      if genericContainers.contains(where: { $0 == controllerClass }) { return false }
      return UIKitAppWideHosts.isSystemController(self)
    }
  }
#endif
