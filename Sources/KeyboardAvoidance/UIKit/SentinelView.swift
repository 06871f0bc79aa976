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
      /// The view joined or left a window: reported at once.
      case window
      /// Its safe area insets, its place or its size changed (a bar appeared, the window's
      /// safe area changed, layout moved or resized it): reported once, from the view's own
      /// layout pass, after its container has placed all its subviews in the same pass.
      case geometry
    }

    /// Runs on each change; the binding sets it when it installs the view.
    var onChange: (@MainActor (SentinelView, Change) -> Void)?
    /// Whether a geometry change waits for the view's layout pass.
    private var geometryChanged = false
    /// Work waiting for the view's next layout pass, oldest first.
    private var layoutWaiters: [@MainActor () -> Void] = []

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
      if window == nil { handOffLayoutWaiters() }
      onChange?(self, .window)
    }

    /// Hands the work waiting for this view's layout pass to the main queue's next turn:
    /// out of a window the pass never comes (the host left its window, the watcher
    /// uninstalled it, or the app took it out of the scroll view), inside a hidden view or
    /// window it may not, and the engine would wait for it until disabled (rules F5, L8).
    private func handOffLayoutWaiters() {
      guard !layoutWaiters.isEmpty else { return }
      let waiting = layoutWaiters
      layoutWaiters.removeAll()
      DispatchQueue.main.async {
        for body in waiting { body() }
      }
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      noteGeometryChange()
    }

    override var center: CGPoint {
      didSet { if center != oldValue { noteGeometryChange() } }
    }

    override var bounds: CGRect {
      didSet { if bounds.size != oldValue.size { noteGeometryChange() } }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      passesRunning += 1
      defer { passesRunning -= 1 }
      if geometryChanged {
        geometryChanged = false
        onChange?(self, .geometry)
      }
      let waiting = layoutWaiters
      layoutWaiters.removeAll()
      for body in waiting { body() }
    }

    /// How many of this view's layout passes run now: a write inside one may lay the view
    /// out again from inside it.
    private var passesRunning = 0

    /// Runs `body` in this view's next layout pass, which it asks for with
    /// `setNeedsLayout()`, never forcing one (rule L8): the pass runs when the run loop lays
    /// the window out, after the views before this one in its superview.
    ///
    /// Inside a hidden view or window UIKit promises no pass: then at the main queue's next
    /// turn, with the work that waited before. Asked from inside this view's own pass, the
    /// pass it means is the next one, asked for at the main queue's next turn: a view that
    /// marks itself for layout inside its own `layoutSubviews()` may be laid out again in
    /// the same pass, for ever.
    func runInNextLayoutPass(_ body: @escaping @MainActor () -> Void) {
      layoutWaiters.append(body)
      if isInsideHiddenView { return handOffLayoutWaiters() }
      guard passesRunning > 0 else { return setNeedsLayout() }
      DispatchQueue.main.async { [weak self] in self?.setNeedsLayout() }
    }

    /// Whether a superview, the window included, is hidden (`KeyboardViewWalk`).
    private var isInsideHiddenView: Bool { KeyboardViewWalk.isInsideHiddenView(self as UIView) }

    /// Layout sets `center` and `bounds` while the container is still placing its
    /// subviews: the change is reported from this view's own layout pass, which follows.
    private func noteGeometryChange() {
      geometryChanged = true
      setNeedsLayout()
    }
  }
#endif
