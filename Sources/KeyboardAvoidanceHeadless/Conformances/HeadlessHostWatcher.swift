import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// The headless binding's twin of the UIKit binding's host watcher: the same sentinels,
/// added and taken out by the same ``SentinelPlan``, so that the engine hears the model
/// exactly as it hears UIKit (rules K7, L3).
///
/// The sentinel inside the host hears its window, and also what UIKit's sentinel beside
/// the host hears through its constraints (``PinnedGeometry``: the host's frame and safe
/// area, the window's frame and the screen's size), and no more: an ancestor that moves the
/// host on screen is heard by no sentinel (rule K7). The ones beside the host are kept as
/// the UIKit binding keeps them, so tests can count them; the model's drags reach the
/// engine through ``HeadlessScrollView/beginUserDrag()``.
@MainActor
final class HeadlessHostWatcher {
  private weak var scrollView: HeadlessScrollView?
  private weak var receiver: (any KeyboardSignalReceiver)?
  private let inside = HeadlessSentinel()
  private var beside: HeadlessSentinel?
  private var keyboardGuide: HeadlessSentinel?

  init(scrollView: HeadlessScrollView, receiver: any KeyboardSignalReceiver) {
    self.scrollView = scrollView
    self.receiver = receiver
    // Added before it reports, so that joining a window here does not re-enter the engine.
    scrollView.addSubview(inside)
    inside.hear(asPinnedBeside: scrollView)
    inside.onChange = { [weak self] change in
      if change == .window { self?.update() }
      self?.receiver?.receive(.geometryChanged)
    }
    update()
  }

  /// What the sentinels were last placed for: the superview, window and dismiss mode.
  private var placedFor: (container: ObjectIdentifier?, inWindow: Bool, mode: KeyboardDismissMode)?

  /// Adds and takes out the sentinels beside the host as ``SentinelPlan`` says; nothing to
  /// do, and nothing read beyond three properties, when none of them changed.
  func update() {
    guard let scrollView else { return }
    let key = (
      container: scrollView.superview.map(ObjectIdentifier.init),
      inWindow: scrollView.window != nil, mode: scrollView.keyboardDismissMode
    )
    if let placedFor, placedFor == key { return }
    placedFor = key
    let plan = SentinelPlan(
      isInWindow: scrollView.window != nil, hasSuperview: scrollView.superview != nil,
      isViewControllersRootView: (scrollView as? HeadlessTableView)?.tableViewController != nil,
      dismissMode: scrollView.keyboardDismissMode)
    beside = placed(beside, if: plan.besideHost, nextTo: scrollView)
    keyboardGuide = placed(keyboardGuide, if: plan.keyboardGuide, nextTo: scrollView)
  }

  /// Runs `body` in the layout pass of the sentinel inside the host, brought in front of the
  /// host's other subviews so that it lays out after them in tree order, as the UIKit
  /// binding does (rules L8, O1 g).
  func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
    if scrollView?.subviews.last !== inside {
      // A sentinel the app took out comes back silently: the host has not moved.
      let onChange = inside.onChange
      inside.onChange = nil
      scrollView?.addSubview(inside)
      inside.onChange = onChange
    }
    inside.runInNextLayoutPass(body)
  }

  /// Takes every sentinel out (the engine was disabled).
  func uninstall() {
    placedFor = nil
    beside?.removeFromSuperview()
    keyboardGuide?.removeFromSuperview()
    beside = nil
    keyboardGuide = nil
    inside.onChange = nil
    inside.removeFromSuperview()
  }

  /// `sentinel` in the host's superview when `wanted`, else out of it.
  private func placed(
    _ sentinel: HeadlessSentinel?, if wanted: Bool, nextTo host: HeadlessScrollView
  ) -> HeadlessSentinel? {
    guard wanted, let container = host.superview else {
      sentinel?.removeFromSuperview()
      return nil
    }
    if let sentinel, sentinel.superview === container { return sentinel }
    sentinel?.removeFromSuperview()
    let made = HeadlessSentinel()
    container.addSubview(made)
    return made
  }
}
