import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A hidden view the headless binding adds where UIKit's binding adds its sentinels.
///
/// It reports joining or leaving a window and changes of its geometry (its frame, an
/// ancestor's, its window's frame or safe area), the signals UIKit gives a view and not
/// the view's owner.
@MainActor
package final class HeadlessSentinel: HeadlessView {
  /// What changed.
  enum Change {
    /// The sentinel joined or left a window.
    case window
    /// Its geometry changed.
    case geometry
  }

  /// Runs on each change; set by the watcher after the sentinel is in place.
  var onChange: (@MainActor (Change) -> Void)?
  /// Work waiting for the sentinel's next layout pass, oldest first.
  private var layoutWaiters: [@MainActor () -> Void] = []

  /// A zero-size, hidden sentinel.
  init() {
    super.init(frame: .zero)
    isHidden = true
  }

  /// The screen of the window the sentinel was in when work began to wait for its layout.
  private weak var waitersScreen: HeadlessScreen?

  /// Reports the window change; out of a window, hands the work waiting for a layout pass
  /// to the main queue's next turn (rule F5), as the UIKit binding's sentinel does.
  package override func didMoveToWindow() {
    if window == nil { handOffLayoutWaiters() }
    onChange?(.window)
  }

  /// Hands the work waiting for this sentinel's layout pass to the main queue's next turn,
  /// where the pass may never come (rules F5, L8), as the UIKit binding's sentinel does.
  private func handOffLayoutWaiters() {
    guard !layoutWaiters.isEmpty else { return }
    let waiting = layoutWaiters
    layoutWaiters.removeAll()
    let run: @MainActor () -> Void = { for body in waiting { body() } }
    if let waitersScreen { waitersScreen.enqueueOnMainQueue(run) } else { run() }
  }

  /// The view whose geometry the sentinel hears as UIKit's sentinel pinned beside it does
  /// (``PinnedGeometry``), held weakly; `nil`: every change of the sentinel's own geometry
  /// (its frame, an ancestor's, its window's or safe area) is reported.
  private weak var pinnedTo: HeadlessView?
  /// `pinnedTo`'s geometry as last reported.
  private var heard: PinnedGeometry?

  /// From now on, reports only what a UIKit sentinel pinned beside `view` hears of it.
  func hear(asPinnedBeside view: HeadlessView) {
    pinnedTo = view
    heard = PinnedGeometry(of: view, besideView: true)
  }

  /// Reports the geometry change, where a UIKit sentinel would hear one.
  package override func geometryDidChange() {
    if let pinnedTo {
      let now = PinnedGeometry(of: pinnedTo, besideView: true)
      guard now != heard else { return }
      heard = now
    }
    onChange?(.geometry)
  }

  /// Runs `body` in this sentinel's next layout pass, which it asks for, never forcing one
  /// (rule L8); inside a hidden view or window, where UIKit may run no pass, at the main
  /// queue's next turn instead, with the work that waited before.
  ///
  /// Asked from inside this sentinel's own pass, the pass it means is the next one: the
  /// sentinel asks for it at the main queue's next turn, as the UIKit binding's does, for a
  /// view that marks itself for layout inside its own pass may be laid out again in the
  /// same one, for ever.
  func runInNextLayoutPass(_ body: @escaping @MainActor () -> Void) {
    layoutWaiters.append(body)
    if let screen = window?.screen { waitersScreen = screen }
    if isInsideHiddenView { return handOffLayoutWaiters() }
    guard passesRunning > 0, let waitersScreen else { return setNeedsLayout() }
    waitersScreen.enqueueOnMainQueue { [weak self] in self?.setNeedsLayout() }
  }

  /// How many of this sentinel's layout passes run now: a write inside one may lay it out
  /// again from inside it.
  private var passesRunning = 0

  /// Runs the work that waited for this pass.
  package override func layoutSubviews() {
    passesRunning += 1
    defer { passesRunning -= 1 }
    let waiting = layoutWaiters
    layoutWaiters.removeAll()
    for body in waiting { body() }
  }
}
