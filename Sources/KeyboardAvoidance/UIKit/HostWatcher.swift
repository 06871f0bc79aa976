#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// What the binding hears of one enabled scroll view without a keyboard notification
  /// (rules K7, L3, D1), through sentinel views it adds and takes out again.
  ///
  /// - A zero-size sentinel inside the scroll view hears it join or leave a window (a tab
  ///   switched to, a page of a page view controller, a child view controller added back):
  ///   the engine re-applies the last keyboard frame without animation, or gives the
  ///   insets back (rules L3, I3).
  /// - While the scroll view is in a window, a sentinel beside it in its superview, pinned to
  ///   its four edges, has its frame and so its safe area: a bar that appears, a safe-area
  ///   change, or a move or resize of the scroll view re-applies in place (rule K7).
  /// - For the interactive dismiss modes only, a sentinel pinned to the
  ///   superview's keyboard layout guide samples the keyboard's top edge during a drag, and a
  ///   target on the pan gesture recognizer hears the drag (rule D1).
  ///
  /// ``SentinelPlan`` decides which: the sentinels beside the scroll view come out when it
  /// leaves its window, so none stays behind a scroll view that is deallocated, and none are
  /// added beside a view controller's root view (a `UITableViewController`'s table, a
  /// `UICollectionViewController`'s collection view): its superview is UIKit's container.
  /// Such a host hears its window, and its bars and moves at the next keyboard event or
  /// `updateIfNeeded()`. Everything comes out on ``uninstall()``.
  @MainActor
  final class HostWatcher: NSObject {
    private weak var scrollView: UIScrollView?
    private weak var receiver: (any KeyboardSignalReceiver)?
    private let windowSentinel = SentinelView.make()
    private var frameSentinel: SentinelView?
    private var keyboardSentinel: SentinelView?
    private var hearsPan = false

    init(scrollView: UIScrollView, receiver: any KeyboardSignalReceiver) {
      self.scrollView = scrollView
      self.receiver = receiver
      super.init()
      // Added before it reports, so that joining a window here does not re-enter the
      // engine while its host is still making this watcher.
      scrollView.addSubview(windowSentinel)
      windowSentinel.onChange = { [weak self] _, change in
        if change == .window { self?.hostDidMoveToWindow() }
      }
      update()
    }

    /// Adds what the scroll view needs now and takes out what it no longer needs.
    ///
    /// The sentinels beside it stay only while it is in a window, the keyboard's only for
    /// the interactive dismiss modes. Cheap when nothing changed.
    func update() {
      guard let scrollView else { return }
      SceneGeometryWatcher.shared.watch(scrollView.window?.windowScene)
      let plan = SentinelPlan(
        isInWindow: scrollView.window != nil, hasSuperview: scrollView.superview != nil,
        isViewControllersRootView: scrollView.next is UIViewController,
        dismissMode: KeyboardDismissMode(rawValue: scrollView.keyboardDismissMode.rawValue)
          ?? .none)
      guard plan.besideHost, let container = scrollView.superview else {
        removeSentinelsBeside()
        return
      }
      if frameSentinel?.superview !== container {
        frameSentinel?.removeFromSuperview()
        frameSentinel = pinnedFrameSentinel(to: scrollView, in: container)
      }
      guard plan.keyboardGuide else {
        keyboardSentinel?.removeFromSuperview()
        keyboardSentinel = nil
        setHearsPan(false)
        return
      }
      if keyboardSentinel?.superview !== container {
        keyboardSentinel?.removeFromSuperview()
        keyboardSentinel = SentinelView.keyboardTopSampler(in: container) { top in
          KeyboardObserver.shared.receive(.keyboardTopSampled(top))
        }
      }
      setHearsPan(true)
    }

    /// Runs `body` in the scroll view's next layout pass, once its content has laid out in
    /// tree order (rules L8, O1 g: a pass that takes siblings in reverse lays the sentinel
    /// out first, so rule F5 reads on the main-queue turn after the pass).
    ///
    /// A layout pass lays a view out before its subviews, and subviews in their order: the
    /// sentinel inside the scroll view is brought in front of the others (it is hidden and
    /// takes no touches), so its pass follows the content's, where Auto Layout grows a text
    /// view and sets the content size. A sentinel the app took out of the scroll view (in a
    /// rebuild of its subviews) is added back.
    func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
      if let scrollView, scrollView.subviews.last !== windowSentinel {
        if windowSentinel.superview === scrollView {
          scrollView.bringSubviewToFront(windowSentinel)
        } else {
          // Back in the host, which has not moved: nothing to report.
          let onChange = windowSentinel.onChange
          windowSentinel.onChange = nil
          scrollView.addSubview(windowSentinel)
          windowSentinel.onChange = onChange
        }
      }
      windowSentinel.runInNextLayoutPass(body)
    }

    /// Takes every sentinel and the pan target out (the engine was disabled).
    func uninstall() {
      removeSentinelsBeside()
      windowSentinel.onChange = nil
      windowSentinel.removeFromSuperview()
    }

    private func hostDidMoveToWindow() {
      update()
      receiver?.receive(.geometryChanged)
    }

    private func removeSentinelsBeside() {
      frameSentinel?.removeFromSuperview()
      frameSentinel = nil
      keyboardSentinel?.removeFromSuperview()
      keyboardSentinel = nil
      setHearsPan(false)
    }

    private func pinnedFrameSentinel(to scrollView: UIScrollView, in container: UIView)
      -> SentinelView
    {
      let sentinel = SentinelView.make()
      container.addSubview(sentinel)
      NSLayoutConstraint.activate([
        sentinel.topAnchor.constraint(equalTo: scrollView.topAnchor),
        sentinel.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        sentinel.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
        sentinel.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      ])
      sentinel.onChange = { [weak self] _, change in
        guard change != .window else { return }
        self?.receiver?.receive(.geometryChanged)
      }
      return sentinel
    }

    private func setHearsPan(_ hears: Bool) {
      guard hears != hearsPan, let pan = scrollView?.panGestureRecognizer else { return }
      hearsPan = hears
      if hears {
        pan.addTarget(self, action: #selector(panned))
      } else {
        pan.removeTarget(self, action: #selector(panned))
      }
    }

    @objc private func panned() {
      guard let state = scrollView?.panGestureRecognizer.state else { return }
      switch state {
      case .began: receiver?.receive(.dragBegan)
      case .ended, .cancelled, .failed: receiver?.receive(.dragEnded)
      default: break
      }
    }
  }
#endif
