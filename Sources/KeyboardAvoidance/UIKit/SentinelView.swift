#if canImport(UIKit)
  import UIKit

  /// A hidden, non-interactive view that hears what UIKit tells views and not their
  /// owners: that it joined or left a window, that its safe area changed, that layout
  /// moved or resized it.
  ///
  /// The binding never subclasses or swizzles the app's scroll views; it adds one of these
  /// where the signal it needs reaches a view (``HostWatcher``).
  final class SentinelView: UIView {
    /// What changed.
    enum Change {
      /// The view joined or left a window.
      case window
      /// Its safe area insets changed (a bar appeared, the window's safe area changed).
      case safeArea
      /// Layout moved or resized it.
      case frame
    }

    /// Runs on each change; the binding sets it when it installs the view.
    var onChange: (@MainActor (SentinelView, Change) -> Void)?

    /// A hidden, non-interactive sentinel sized by constraints (none: zero size).
    static func make() -> SentinelView {
      let view = SentinelView(frame: .zero)
      view.isHidden = true
      view.isUserInteractionEnabled = false
      view.translatesAutoresizingMaskIntoConstraints = false
      return view
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      onChange?(self, .window)
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      onChange?(self, .safeArea)
    }

    override var center: CGPoint {
      didSet { if center != oldValue { onChange?(self, .frame) } }
    }

    override var bounds: CGRect {
      didSet { if bounds.size != oldValue.size { onChange?(self, .frame) } }
    }
  }
#endif
