import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension HeadlessScreen {
  /// Remembers that `view` waits for a layout pass.
  func setNeedsLayout(_ view: HeadlessView) {
    viewsNeedingLayout.appendWeaklyOnce(view)
  }

  /// Whether `view` waits for a layout pass.
  func needsLayout(_ view: HeadlessView) -> Bool {
    viewsNeedingLayout.contains { $0.value === view }
  }

  /// Runs the pending layout that `root.layoutIfNeeded()` runs in UIKit: from the topmost
  /// view among `root` and its ancestors that needs layout, that view's subtree.
  ///
  /// UIKit has no public way to lay out only a subtree (rule L8): asking a view deep in a
  /// screen lays out the screen's root when the root waits for layout. A call that runs
  /// anything counts as forced (``forcedLayoutPasses``), unless a host's write runs it
  /// inside the keyboard's animation.
  ///
  /// - Complexity: O(depth of `root` + pending views × their depth below the topmost one).
  func layoutIfNeeded(inside root: HeadlessView) {
    guard !viewsNeedingLayout.isEmpty else { return }
    var top = root
    var ancestor = root.superview
    while let view = ancestor {
      if needsLayout(view) { top = view }
      ancestor = view.superview
    }
    guard runPendingLayout(inside: top) else { return }
    if isInKeyboardAnimation {
      layoutPassesInKeyboardAnimation += 1
    } else {
      forcedLayoutPasses += 1
    }
  }

  /// Runs `body`, a host's write with the keyboard's animation, counting the layout it runs
  /// as the write's own (rules A1, L8), not as forced.
  package func inKeyboardAnimation(_ body: () -> Void) {
    let outer = isInKeyboardAnimation
    isInKeyboardAnimation = true
    body()
    isInKeyboardAnimation = outer
  }

  /// Runs the layout pass that ends a turn of the run loop, before the screen is drawn.
  ///
  /// Every pending view of every window lays out, and what that asks for in turn. Never
  /// forced: it is the app's (rule L8). A view that left its window since it asked lays
  /// out only once it is in one again, as UIKit's pass lays out the windows' views only.
  /// Once the pass is over, the observer hears that the turn ended, as the UIKit binding's
  /// run-loop observer tells it after Core Animation's commit (rule K7).
  package func runLayoutPass() {
    defer {
      renderedTurns += 1
      keyboardObserverIfMade?.receive(.turnEnded)
    }
    takeWaitingKeyboardLayoutGuide()
    while !viewsNeedingLayout.isEmpty {
      let pending = viewsNeedingLayout.compactMap(\.value)
      // Rule O1 g: siblings may lay out in either order.
      let due = LayoutOrder.sorted(
        pending, siblingsReversed: pending.count > 1 && orders.pick(.g) == 1)
      viewsNeedingLayout.removeAll()
      for view in due {
        guard view.window?.screen === self else {
          view.waitsForLayoutInWindow = true
          continue
        }
        if skipsLayoutInsideHiddenViews, view.isInsideHiddenView { continue }
        view.performLayout()
      }
    }
  }

  /// Runs the pending layout of the views inside `root`; returns whether any ran.
  private func runPendingLayout(inside root: HeadlessView) -> Bool {
    var due: [HeadlessView] = []
    viewsNeedingLayout.removeAll { pending in
      guard let view = pending.value else { return true }
      guard view.isDescendant(of: root) else { return false }
      due.append(view)
      return true
    }
    for view in LayoutOrder.sorted(due) { view.performLayout() }
    return !due.isEmpty
  }
}
