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
  /// The view whose `layoutSubviews()` runs now, if any.
  var viewLayingOut: HeadlessView?
  /// What UIKit would have raised on, empty unless the library or a test did it.
  ///
  /// A view removed from a superview while one of its subviews lays out: UIKit goes through
  /// them then ("Collection was mutated while being enumerated").
  package internal(set) var layoutFaults: [String] = []

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
  package internal(set) var time: TimeInterval = 0

  /// How far the clock moves between two steps: longer than any animation, so that an
  /// animation begun in a step (a table's scroll, the keyboard's) is over in the next
  /// (rules A1, K1).
  package static let timeBetweenSteps: TimeInterval = 3600

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
  var keyboardAnimationEnds: [@MainActor () -> Void] = []

  /// Whether a keyboard notification was posted in the current step.
  var keyboardPostedInStep = false

  /// A text view that became first responder with the keyboard hidden and whose
  /// begin-editing notification waits for the keyboard's will-show (rules L7, T1), if any.
  weak var pendingBeginEditing: (any HeadlessEditable)?

  /// The views whose bottom follows their window's keyboard layout guide, held weakly.
  var guideFollowers: [WeakReference<HeadlessView>] = []

  /// Work waiting for the main queue's next turn, oldest first (`DispatchQueue.main.async`).
  var mainQueue: [@MainActor () -> Void] = []

  /// How deep the calls of the current step nest; 0 between steps.
  var stepDepth = 0
  /// The scroll views whose animated scroll began in the current step, held weakly.
  var scrollingViews: [WeakReference<HeadlessScrollView>] = []

  /// What runs once the current step's turns are over, oldest first.
  var stepEndWork: [@MainActor () -> Void] = []

  /// Views that asked for a layout pass, held weakly, oldest first.
  var viewsNeedingLayout: [WeakReference<HeadlessView>] = []

  /// How many times a view's `layoutIfNeeded()` ran pending layout outside the run loop's
  /// pass and outside a host's write inside the keyboard's animation (rule L8).
  ///
  /// UIKit's `layoutIfNeeded` lays out from the topmost ancestor that needs it, so such a
  /// pass runs the app's own layout (a view controller's `viewDidLayoutSubviews`) early, and
  /// without animation during a notification. The engine forces one only where rule L8
  /// lets it: a list's, within a walk to a row without a cell (rule F6); a write inside the
  /// keyboard's animation lays out too (``layoutPassesInKeyboardAnimation``).
  package internal(set) var forcedLayoutPasses = 0
  /// How many times a host's write laid out inside the keyboard's animation, the one place
  /// rule L8 lets the engine force layout (rules A1, C1).
  package internal(set) var layoutPassesInKeyboardAnimation = 0
  /// Whether a host's write is laying out inside the keyboard's animation now.
  package internal(set) var isInKeyboardAnimation = false
  /// How many layout passes ended a turn so far: the model renders once per turn (rule O2).
  package internal(set) var renderedTurns = 0

  func attach(_ window: HeadlessWindow) {
    // The app's first window is key, as after `makeKeyAndVisible()`.
    if keyWindow == nil { keyWindow = window }
    windowReferences.removeAll { $0.value == nil }
    if !windows.contains(where: { $0 === window }) {
      windowReferences.append(WeakReference(window))
    }
  }
}
