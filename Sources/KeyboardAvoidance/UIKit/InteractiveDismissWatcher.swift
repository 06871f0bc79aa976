#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  import UIKit

  /// Interactive dismissal on a device (SPEC D1): the user's drags of a scroll view, and
  /// the keyboard's top edge while it follows the finger.
  ///
  /// UIKit posts no keyboard notification during the drag; the only public signal that
  /// moves with it is `UIKeyboardLayoutGuide` (iOS 15). A hidden, zero-size, non-interactive
  /// sentinel view is pinned with its bottom to the keyboard layout guide's top in the
  /// scroll view's superview; each time layout moves it, its bottom in screen space is a
  /// sample of the keyboard's top. Drags are heard by adding a target to the scroll view's
  /// pan gesture recognizer, which leaves the app's delegate and gestures alone. The app's
  /// `keyboardDismissMode` and the guide's settings are never changed. Before iOS 15 there
  /// is no sentinel and interactive dismissal behaves as before (the inset jumps when the
  /// gesture resolves).
  @MainActor
  final class InteractiveDismissWatcher: NSObject {
    private weak var scrollView: UIScrollView?
    private weak var engine: KeyboardEngine?
    private weak var sentinel: UIView?

    init(scrollView: UIScrollView, engine: KeyboardEngine) {
      self.scrollView = scrollView
      self.engine = engine
      super.init()
      scrollView.panGestureRecognizer.addTarget(self, action: #selector(panned))
    }

    /// Pins the sentinel once the scroll view has a superview in a window: before the
    /// keyboard shows, so that a drag during the opening animation is sampled too.
    func installIfNeeded() {
      guard sentinel?.superview == nil || sentinel?.superview !== scrollView?.superview,
        let scrollView, let container = scrollView.superview, scrollView.window != nil
      else { return }
      guard #available(iOS 15.0, *) else { return }
      sentinel?.removeFromSuperview()
      let view = KeyboardGuideSentinel(frame: .zero)
      view.isHidden = true
      view.isUserInteractionEnabled = false
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      NSLayoutConstraint.activate([
        view.bottomAnchor.constraint(equalTo: container.keyboardLayoutGuide.topAnchor),
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 0),
        view.heightAnchor.constraint(equalToConstant: 0),
      ])
      sentinel = view
    }

    /// Takes the sentinel out and stops hearing drags (the engine was disabled).
    func uninstall() {
      sentinel?.removeFromSuperview()
      scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(panned))
    }

    @objc private func panned() {
      guard let state = scrollView?.panGestureRecognizer.state else { return }
      switch state {
      case .began: engine?.userDragBegan()
      case .ended, .cancelled, .failed: engine?.userDragEnded()
      default: break
      }
    }
  }

  /// A hidden view whose bottom is pinned to the keyboard layout guide's top: each move
  /// that layout gives it is a sample of the keyboard's top edge, in screen space.
  final class KeyboardGuideSentinel: UIView {
    override var center: CGPoint {
      didSet {
        guard center != oldValue, let screen = window?.keyboardScreen else { return }
        let top = convert(bounds, to: screen.coordinateSpace).maxY
        KeyboardObserver.shared.keyboardTopDidMove(to: top)
      }
    }
  }
#endif
