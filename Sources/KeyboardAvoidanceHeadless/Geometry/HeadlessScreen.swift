package import Foundation
import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// A screen, and the app-wide state that hangs off it in this model.
///
/// Models `UIScreen`: its bounds follow the interface orientation, and keyboard frames
/// are in its coordinate space. Each screen has its own notification center and
/// ``KeyboardObserver``, so tests that run side by side never share a keyboard; it also
/// tracks the first responder, which UIKit keeps per window scene.
@MainActor
package final class HeadlessScreen {
  /// The screen's bounds in points, in the current orientation; origin zero.
  package private(set) var bounds: CGRect
  /// Where this screen's keyboard and editing notifications are posted.
  package let notificationCenter: NotificationCenter
  /// The observer that engines of hosts on this screen register with.
  package let keyboardObserver: KeyboardObserver
  /// The windows on this screen that are still alive; the screen does not keep them.
  package var windows: [HeadlessWindow] { windowReferences.compactMap(\.value) }
  private var windowReferences: [WeakReference<HeadlessWindow>] = []
  /// The current first responder, if any.
  package internal(set) weak var firstResponder: HeadlessView? {
    didSet { if firstResponder !== oldValue { firstResponderChanges += 1 } }
  }
  /// How many times the first responder changed: a table may reuse a focused field's
  /// object for another row, so identity alone does not tell that focus moved.
  private(set) var firstResponderChanges = 0

  /// Creates a screen of the given size in points.
  package init(size: CGSize) {
    bounds = CGRect(origin: .zero, size: size)
    notificationCenter = NotificationCenter()
    keyboardObserver = KeyboardObserver(center: notificationCenter)
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

  /// The keyboard the system shows on this screen, in screen space, or `nil` when none.
  ///
  /// It is what a window's keyboard layout guide follows. Each posted notification sets it (a
  /// show or frame change to its end frame, a hide to `nil`); set it directly for a
  /// keyboard that is up before the library sees any notification (rule L2).
  package var systemKeyboardFrame: CGRect?

  /// Work waiting for the main queue's next turn, oldest first (`DispatchQueue.main.async`).
  private var mainQueue: [@MainActor () -> Void] = []

  /// Queues `body` for the main queue's next turn, as `DispatchQueue.main.async` does: it
  /// runs at ``runMainQueue()``, which a test calls where UIKit's run loop would turn.
  package func enqueueOnMainQueue(_ body: @escaping @MainActor () -> Void) {
    mainQueue.append(body)
  }

  /// Runs the work queued for the main queue, and what that work queues in turn.
  package func runMainQueue() {
    while !mainQueue.isEmpty {
      let body = mainQueue.removeFirst()
      body()
    }
  }

  /// Views that asked for a layout pass, held weakly, oldest first.
  private var viewsNeedingLayout: [WeakReference<HeadlessView>] = []

  /// Remembers that `view` waits for a layout pass.
  func setNeedsLayout(_ view: HeadlessView) {
    if !viewsNeedingLayout.contains(where: { $0.value === view }) {
      viewsNeedingLayout.append(WeakReference(view))
    }
  }

  /// Runs the pending layout of `root` and the views inside it, as a layout pass does.
  ///
  /// - Complexity: O(pending views × their depth below `root`).
  func layoutIfNeeded(inside root: HeadlessView) {
    guard !viewsNeedingLayout.isEmpty else { return }
    var due: [HeadlessView] = []
    viewsNeedingLayout.removeAll { pending in
      guard let view = pending.value else { return true }
      guard view.isDescendant(of: root) else { return false }
      due.append(view)
      return true
    }
    for view in due { view.layoutSubviews() }
  }

  func attach(_ window: HeadlessWindow) {
    windowReferences.removeAll { $0.value == nil }
    if !windows.contains(where: { $0 === window }) {
      windowReferences.append(WeakReference(window))
    }
  }
}
