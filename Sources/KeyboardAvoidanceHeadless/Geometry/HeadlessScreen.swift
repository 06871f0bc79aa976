package import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// A screen, and the app-wide state that hangs off it in this model.
///
/// Models `UIScreen`: its bounds follow the interface orientation, and keyboard frames
/// are in its coordinate space. Each screen has its own notification center and
/// ``KeyboardObserver``, so tests that run side by side never share a keyboard; it also
/// knows the key window, whose first responder the one keyboard serves (rule F1: each
/// window keeps its own first responder, as two scenes of an iPad app do).
@MainActor
package final class HeadlessScreen {
  /// The screen's bounds in points, in the current orientation; origin zero.
  package private(set) var bounds: CGRect
  /// Where this screen's keyboard and editing notifications are posted.
  package let notificationCenter: NotificationCenter
  /// The observer that engines of hosts on this screen register with; made when first
  /// reached if the screen observes from the library's first use.
  package var keyboardObserver: KeyboardObserver {
    if let observer = madeObserver { return observer }
    let observer = KeyboardObserver(center: notificationCenter)
    observer.clock = { [weak self] in self?.time ?? 0 }
    madeObserver = observer
    return observer
  }
  private var madeObserver: KeyboardObserver?
  /// The observer if it was made, without making it (rule L2's first use).
  package var keyboardObserverIfMade: KeyboardObserver? { madeObserver }
  /// The windows on this screen that are still alive; the screen does not keep them.
  package var windows: [HeadlessWindow] { windowReferences.compactMap(\.value) }
  private var windowReferences: [WeakReference<HeadlessWindow>] = []
  /// The first responder of the key window, the one the keyboard serves, if any.
  package var firstResponder: HeadlessView? { keyWindow?.firstResponder }
  /// The key window: the first window made on the screen, until another becomes key
  /// (``HeadlessWindow/becomeKey()``); held weakly.
  package internal(set) weak var keyWindow: HeadlessWindow?
  /// How many times a window's first responder changed: a table may reuse a focused
  /// field's object for another row, so identity alone does not tell that focus moved.
  var firstResponderChanges = 0
  /// The orders the model takes where UIKit documents none (rule O1); the usual ones
  /// unless a test or scenario sets others.
  package var orders = OrderChoices()
  /// Whether the run loop's pass skips the views inside a hidden view or window, dropping
  /// their pending layout (rule L8): UIKit promises no pass there; `false`, the kind case.
  package var skipsLayoutInsideHiddenViews = false
  /// The keyboard notifications being delivered now, and the posts waiting for them.
  let delivery = KeyboardDelivery()

  /// Creates a screen of the given size in points.
  ///
  /// - Parameter observesFromFirstUse: Whether the observer is made when a host first
  ///   reaches it, as UIKit's app-wide observer is at the library's first use in the
  ///   process, so that the notifications posted before (a field's begin-editing, the
  ///   keyboard's show) go unheard (rule L2). By default it is made at once: a process that
  ///   used the library before.
  package init(size: CGSize, observesFromFirstUse: Bool = false) {
    bounds = CGRect(origin: .zero, size: size)
    notificationCenter = NotificationCenter()
    if !observesFromFirstUse { _ = keyboardObserver }
  }

  /// The input each window of the screen is editing: its first responder, when that is a
  /// text field or text view (rule L2).
  package var editingInputs: [AnyObject] {
    windows.compactMap { KeyboardInputWalk.editingInput(in: $0 as HeadlessView) }
  }

  /// The observer as a host in `window` reaches it, mirroring the UIKit binding: at the
  /// library's first use it learns the inputs that are their window's first responder on
  /// this screen, whose begin-editing it may not have heard (rule L2).
  package func keyboardObserver(reachedFrom window: HeadlessWindow?) -> KeyboardObserver {
    let observer = keyboardObserver
    observer.adoptEditingInputsOnce {
      window == nil ? nil : editingInputs
    }
    return observer
  }

  /// The model's clock, in seconds: it stands still during a step and moves on by
  /// ``timeBetweenSteps`` when one ends.
  package private(set) var time: TimeInterval = 0

  /// How far the clock moves between two steps: longer than any animation, so that an
  /// animation begun in a step (a table's scroll, the keyboard's) is over in the next
  /// (rules A1, K1).
  package static let timeBetweenSteps: TimeInterval = 3600

  /// Moves the clock on by `seconds` inside a step: later turns of the run loop while an
  /// animated scroll begun in the step is still on its way, as a long one is (UIKit's
  /// `setContentOffset(_:animated:)` runs at constant velocity, so its length grows with
  /// the distance; rule A1).
  package func advanceClock(by seconds: TimeInterval) {
    time += max(0, seconds)
  }

  /// Changes the screen's size, as a rotation does.
  ///
  /// Windows keep their frames: move them with ``HeadlessView/frame`` as UIKit would.
  package func setSize(_ size: CGSize) {
    bounds = CGRect(origin: .zero, size: size)
    for window in windows {
      window.notifyGeometryChange()
    }
  }

  /// Handlers run before each keyboard notification is posted: a model part that must
  /// react before every observer (a table view controller that reacts first).
  var keyboardWillPostHandlers: [@MainActor (Notification.Name, [AnyHashable: Any]?) -> Void] = []
  /// Handlers run after each keyboard notification was delivered to every observer.
  ///
  /// Order must not depend on `NotificationCenter`, which does not promise to call
  /// observers in the order they registered (on Linux it does not).
  var keyboardDidPostHandlers: [@MainActor (Notification.Name, [AnyHashable: Any]?) -> Void] = []

  /// Handlers run for each sample of a user's drag of the keyboard, with the keyboard's top
  /// in screen space: what a view pinned to a keyboard layout guide hears (rule D1).
  var keyboardGuideSampleHandlers: [@MainActor (CGFloat) -> Void] = []

  /// The keyboard the system shows on this screen, in screen space, or `nil` when none.
  ///
  /// It is what a window's keyboard layout guide follows. Each posted notification sets it (a
  /// show or frame change to its end frame, a hide to `nil`); set it directly for a
  /// keyboard that is up before the library sees any notification (rule L2). A change moves
  /// the keyboard layout guides, which ask the views pinned to them for a layout pass, as
  /// UIKit's guide does, in the order picked at rule O1 k.
  package var systemKeyboardFrame: CGRect? {
    didSet {
      guard systemKeyboardFrame != oldValue else { return }
      moveKeyboardLayoutGuide(to: systemKeyboardFrame)
    }
  }
  /// The keyboard layout guides' keyboard, which may lag this one (rule O1 k).
  let guide = KeyboardLayoutGuideUpdate()

  /// Whether the keyboard is up by the show and hide notifications posted last, whatever
  /// their frames: a text view's begin-editing waits for will-show only while it is not.
  var isKeyboardShown = false

  /// The height of the first responder's accessory view when the keyboard's last
  /// will-notification was posted: the part of the keyboard's frame it takes (rule T1).
  var shownAccessoryHeight: CGFloat = 0

  /// Posts that wait for the keyboard's animation to end: the end of the current step.
  private var keyboardAnimationEnds: [@MainActor () -> Void] = []

  /// Runs `body` when the keyboard's animation begun in this step ends: at the end of the
  /// outermost step, at once outside a step.
  func atKeyboardAnimationEnd(_ body: @escaping @MainActor () -> Void) {
    guard isInStep else { return body() }
    keyboardAnimationEnds.append(body)
  }

  /// Whether a keyboard notification was posted in the current step.
  var keyboardPostedInStep = false

  /// A text view that became first responder with the keyboard hidden and whose
  /// begin-editing notification waits for the keyboard's will-show (rules L7, T1), if any.
  weak var pendingBeginEditing: (any HeadlessEditable)?

  /// Posts the begin-editing notification that waits for the keyboard, if its view is
  /// still its window's first responder.
  func postPendingBeginEditing() {
    guard let view = pendingBeginEditing else { return }
    pendingBeginEditing = nil
    guard view.window?.firstResponder === view else { return }
    notificationCenter.post(name: view.beginEditingName.notificationName, object: view)
  }

  /// The views whose bottom follows their window's keyboard layout guide, held weakly.
  private var guideFollowers: [WeakReference<HeadlessView>] = []

  /// Lays `view` out again at each change of the keyboard (its layout guide).
  func followKeyboardLayoutGuide(_ view: HeadlessView) {
    if !guideFollowers.contains(where: { $0.value === view }) {
      guideFollowers.append(WeakReference(view))
    }
  }

  /// The views that follow a keyboard layout guide and are still alive.
  var keyboardLayoutGuideFollowers: [HeadlessView] {
    guideFollowers.removeAll { $0.value == nil }
    return guideFollowers.compactMap(\.value)
  }

  /// Work waiting for the main queue's next turn, oldest first (`DispatchQueue.main.async`).
  private var mainQueue: [@MainActor () -> Void] = []

  /// Queues `body` for the main queue's next turn, as `DispatchQueue.main.async` does: it
  /// runs at ``runMainQueue()``, which a test calls where UIKit's run loop would turn.
  package func enqueueOnMainQueue(_ body: @escaping @MainActor () -> Void) {
    mainQueue.append(body)
  }

  /// Runs a turn of the main run loop: the work queued for the main queue, and what that
  /// work queues in turn, then the layout pass that ends the turn (``runLayoutPass()``),
  /// until neither has anything left.
  ///
  /// Called inside a step that posted a keyboard notification, it first posts what that
  /// turn still owes: a text view's begin-editing, which UIKit posts in the turn of the
  /// keyboard's notifications, before the main queue's next turn, even after a lone
  /// will-change-frame (rules F7, F8).
  package func runMainQueue() {
    if keyboardPostedInStep {
      keyboardPostedInStep = false
      postPendingBeginEditing()
    }
    repeat {
      // Rule O1 c: the turn's layout pass may come before the work it queued.
      if !mainQueue.isEmpty, !viewsNeedingLayout.isEmpty, orders.pick(.c) == 0 {
        runLayoutPass()
      }
      runQueuedWork()
      runLayoutPass()
    } while !mainQueue.isEmpty
  }

  /// Runs the work queued for the main queue, and what it queues in turn.
  private func runQueuedWork() {
    while !mainQueue.isEmpty {
      let body = mainQueue.removeFirst()
      body()
    }
  }

  /// How deep the calls of the current step nest; 0 between steps.
  private var stepDepth = 0
  /// The scroll views whose animated scroll began in the current step, held weakly.
  private var scrollingViews: [WeakReference<HeadlessScrollView>] = []

  /// Whether a step is running: an animated scroll begun now is still in flight until the
  /// step ends.
  package var isInStep: Bool { stepDepth > 0 }

  /// Runs `body` as one step of the app (one turn of its run loop, as a replay step or one
  /// call of ``HeadlessKeyboard``), then the layout pass that ends the turn, then what
  /// comes when the keyboard's animation ends (an animated show's did-notifications) with
  /// its own layout pass, then finishes the animations begun in it.
  ///
  /// UIKit animates `setContentOffset(_:animated:)` on a display link that ticks only
  /// between turns of the run loop: everything inside one step reads such a scroll in
  /// flight (rule A1). The keyboard's own animation, begun by a `will` notification, runs
  /// until the step ends too: a host moved in the same step moves with it (rule K1). Steps
  /// nest; the outermost one finishes the scrolls and moves the clock on.
  package func runStep<Result>(_ body: () throws -> Result) rethrows -> Result {
    stepDepth += 1
    defer {
      if stepDepth == 1 {
        // Still inside the step, so that what the later turns do keeps the step's clock.
        var ends: [@MainActor () -> Void] = []
        repeat {
          // A text view's begin-editing comes in the turn of the keyboard's notifications,
          // after them, even when no will-show came (rules L7, T1).
          if keyboardPostedInStep {
            keyboardPostedInStep = false
            postPendingBeginEditing()
          }
          // UIKit's run loop ends the turn that delivered a notification with its layout
          // pass, where the app's layout for the keyboard (its keyboard layout guide)
          // runs; the `did` notifications come after the keyboard's animation, in a later
          // turn, which ends with a layout pass of its own.
          runLayoutPass()
          ends = keyboardAnimationEnds
          keyboardAnimationEnds = []
          // Rule O1 b: the work queued at the wills may run before their dids.
          if !ends.isEmpty, !mainQueue.isEmpty, orders.pick(.b) == 1 { runMainQueue() }
          for end in ends { end() }
        } while !ends.isEmpty
        runStepEndWork()
        finishScrollAnimations()
        time += Self.timeBetweenSteps
      }
      stepDepth -= 1
    }
    return try body()
  }

  /// What runs once the current step's turns are over, oldest first.
  private var stepEndWork: [@MainActor () -> Void] = []

  /// Runs `body` once the current step's turns are over, before its animated scrolls end
  /// (UIKit's own scroll after the engine's, rule O1 j); outside a step, at once.
  package func atStepEnd(_ body: @escaping @MainActor () -> Void) {
    if isInStep { stepEndWork.append(body) } else { body() }
  }

  /// Runs the work left for the step's end, then the layout pass of that turn.
  private func runStepEndWork() {
    guard !stepEndWork.isEmpty else { return }
    let work = stepEndWork
    stepEndWork = []
    for body in work { body() }
    runLayoutPass()
  }

  /// Remembers that `view` began an animated scroll in the current step.
  func scrollAnimationBegan(in view: HeadlessScrollView) {
    if !scrollingViews.contains(where: { $0.value === view }) {
      scrollingViews.append(WeakReference(view))
    }
  }

  /// Brings every animated scroll in flight to its end, as the display link does once the
  /// run loop turns.
  package func finishScrollAnimations() {
    let views = scrollingViews.compactMap(\.value)
    scrollingViews = []
    for view in views { view.finishScrollAnimation() }
  }

  /// Views that asked for a layout pass, held weakly, oldest first.
  private var viewsNeedingLayout: [WeakReference<HeadlessView>] = []

  /// How many times a view's `layoutIfNeeded()` ran pending layout outside the run loop's
  /// pass and outside a host's write inside the keyboard's animation (rule L8).
  ///
  /// UIKit's `layoutIfNeeded` lays out from the topmost ancestor that needs it, so such a
  /// pass runs the app's own layout (a view controller's `viewDidLayoutSubviews`) early, and
  /// without animation during a notification. The engine forces one only where rule L8
  /// lets it: a list's, within a walk to a row without a cell (rule F6); a write inside the
  /// keyboard's animation lays out too (``layoutPassesInKeyboardAnimation``).
  package private(set) var forcedLayoutPasses = 0
  /// How many times a host's write laid out inside the keyboard's animation, the one place
  /// rule L8 lets the engine force layout (rules A1, C1).
  package private(set) var layoutPassesInKeyboardAnimation = 0
  /// Whether a host's write is laying out inside the keyboard's animation now.
  package private(set) var isInKeyboardAnimation = false
  /// How many layout passes ended a turn so far: the model renders once per turn (rule O2).
  package private(set) var renderedTurns = 0

  /// Remembers that `view` waits for a layout pass.
  func setNeedsLayout(_ view: HeadlessView) {
    if !viewsNeedingLayout.contains(where: { $0.value === view }) {
      viewsNeedingLayout.append(WeakReference(view))
    }
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
  package func runLayoutPass() {
    defer { renderedTurns += 1 }
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

  func attach(_ window: HeadlessWindow) {
    // The app's first window is key, as after `makeKeyAndVisible()`.
    if keyWindow == nil { keyWindow = window }
    windowReferences.removeAll { $0.value == nil }
    if !windows.contains(where: { $0 === window }) {
      windowReferences.append(WeakReference(window))
    }
  }
}
