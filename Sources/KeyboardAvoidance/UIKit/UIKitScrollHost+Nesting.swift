#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceEngine
  import UIKit

  /// A scroll view inside another enabled one: a scrolling text view in a form (rule F8).
  extension UIKitScrollHost {
    /// The engine of the nearest scroll view above this one whose engine is enabled, found
    /// up `superview`; nothing is attached to the views on the way.
    ///
    /// - Complexity: O(depth of the scroll view in its window).
    var enclosingKeyboardEngine: KeyboardScrollEngine? {
      var view = scrollView?.superview
      while let current = view {
        if let enclosing = current as? UIScrollView, let engine = enclosing.enabledKeyboardEngine {
          return engine
        }
        view = current.superview
      }
      return nil
    }

    /// The engine of the screen whose view holds the scroll view (rule L10): the controller
    /// the app-wide mode would serve an input of it through, when its engine exists (F8).
    ///
    /// - Complexity: O(depth of the scroll view + depth of the controllers); creates no
    ///   engine.
    var enclosingScreenEngine: ScreenEngine? {
      guard let scrollView, let screen = UIKitScreenHost.screen(for: scrollView) else {
        return nil
      }
      return screen.keyboardEngineSlot.engine(ScreenEngine.self)
    }

    /// The offset as it reads now, in flight during a table's animated scroll.
    ///
    /// `contentOffset` reads the value on the way during `setContentOffset(_:animated:)`
    /// (rules A1, F8). No layout runs.
    var liveContentOffset: CGPoint { scrollView?.contentOffset ?? .zero }
  }
#endif
