#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  import UIKit

  extension KeyboardObserver {
    /// The app-wide observer, as a host in `view` reaches it: at the library's first use
    /// in the process it learns the inputs editing in the windows of `view`'s scene, whose
    /// begin-editing came before it listened (rule L2).
    ///
    /// Only the first look with a window walks views; later calls cost a flag's check.
    static func shared(reachedFrom view: UIView?) -> KeyboardObserver {
      let observer = KeyboardObserver.shared
      observer.adoptEditingInputsOnce {
        guard let window = view?.window else { return nil }
        return (window.windowScene?.windows ?? [window]).compactMap(\.editingInputByWalking)
      }
      return observer
    }
  }

  extension UIWindow {
    /// The text field or text view that is this window's first responder, if any, found by
    /// walking the window's views: UIKit has no public way to ask a window for it.
    ///
    /// - Complexity: O(views in the window); the library asks once per process (rule L2).
    var editingInputByWalking: UIView? {
      var pending: [UIView] = [self]
      while let view = pending.popLast() {
        if view.isFirstResponder { return view is UITextField || view is UITextView ? view : nil }
        pending.append(contentsOf: view.subviews)
      }
      return nil
    }
  }
#endif
