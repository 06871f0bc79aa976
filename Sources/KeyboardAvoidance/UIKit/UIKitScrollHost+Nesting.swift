#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceEngine
  import UIKit

  /// A scroll view inside another enabled one: a scrolling text view in a form (rule F8).
  ///
  /// The adapter hands back identities of views and view controllers, never engines: the
  /// observer, which knows the engines, finds them by those identities.
  extension UIKitScrollHost {
    /// The scroll view's identity, not the adapter's: the hosts inside find its engine by
    /// it.
    var hostIdentity: ObjectIdentifier? { scrollView.map(ObjectIdentifier.init) }

    /// The identity of the nearest scroll view above this one that `isServed` names, found
    /// up `superview`; nothing is attached to the views on the way.
    ///
    /// - Complexity: O(depth of the scroll view in its window).
    func enclosingHostIdentity(where isServed: (ObjectIdentifier) -> Bool) -> ObjectIdentifier? {
      var view = scrollView?.superview
      while let current = view {
        if current is UIScrollView, isServed(ObjectIdentifier(current)) {
          return ObjectIdentifier(current)
        }
        view = current.superview
      }
      return nil
    }

    /// The identity of the screen whose view holds the scroll view (rule L10): the
    /// controller the app-wide mode would serve an input of it through (F8).
    ///
    /// - Complexity: O(depth of the scroll view + depth of the controllers); creates
    ///   nothing.
    var enclosingScreenIdentity: ObjectIdentifier? {
      guard let scrollView, let screen = KeyboardScreenWalk.screen(for: scrollView as UIView) else {
        return nil
      }
      return ObjectIdentifier(screen)
    }

    /// The offset as it reads now, in flight during a table's animated scroll.
    ///
    /// `contentOffset` reads the value on the way during `setContentOffset(_:animated:)`
    /// (rules A1, F8). No layout runs.
    var liveContentOffset: CGPoint { scrollView?.contentOffset ?? .zero }
  }
#endif
