package import Foundation
package import KeyboardAvoidanceCore

/// The one observer of keyboard and editing notifications for a whole app.
///
/// It registers once for the six keyboard notifications (rule K1), the four editing notifications
/// (rule F1) and the two caret notifications (rule F5), keeps the last good keyboard event so that
/// a late `enable()` can apply at once (rule L2), and forwards each event to the engines that
/// registered, which it holds weakly (rule L4). Engines never observe notifications themselves.
///
/// A keyboard notification posted on the main thread is handled at once, inside UIKit's
/// own keyboard animation; one posted on another thread is parsed where it lands and
/// handled on the main actor afterwards (rule L5). Editing notifications are posted by
/// UIKit on the main thread; one that arrives elsewhere is ignored, since its object is a
/// view that must not cross threads.
@MainActor
package final class KeyboardObserver {
  /// The observer of `NotificationCenter.default`, used by the UIKit binding.
  package static let shared = KeyboardObserver(center: .default)

  /// The last keyboard event that passed rule K3, or `nil` before the first one.
  package private(set) var lastEvent: KeyboardEvent?
  /// The input that began editing last and has not ended, held weakly.
  package private(set) weak var focusedInput: AnyObject?

  private var engines = WeakEngineTable()
  /// The app-wide mode's walk to an input's scroll views, while the mode is on (rule L7).
  package var appWideHosts: (any AppWideHosts)?
  /// The application's settings, in effect for every host the app-wide mode serves.
  ///
  /// Read at each event, so a change reaches hosts already served (rule L9). Kept while the
  /// mode is off, for when it is turned on again.
  package var appWideSettings = HostSettings() {
    didSet {
      guard appWideSettings != oldValue else { return }
      for engine in engines.live() {
        engine.receive(.appWideSettingsChanged)
      }
    }
  }
  private let registrations: Registrations

  /// Creates an observer of a notification center.
  ///
  /// Apps use ``shared``; the headless model makes one per simulated screen so that tests
  /// running side by side never see each other's keyboards.
  package init(center: NotificationCenter) {
    registrations = Registrations(center: center)
    let weakSelf = WeakReference(self)
    let mainQueue = MainQueueDetector()
    for name in KeyboardEventName.allCases {
      registrations.observe(name.notificationName) { notification in
        guard let event = KeyboardEvent(notification: notification) else {
          if mainQueue.isOnMainQueue {
            MainActor.assumeIsolated {
              KeyboardLog.write("ignored \(name): no valid end frame (K3)")
            }
          }
          return
        }
        if mainQueue.isOnMainQueue {
          MainActor.assumeIsolated { weakSelf.value?.receive(event) }
        } else {
          Task { @MainActor in weakSelf.value?.receive(event) }
        }
      }
    }
    for name in TextChangeNotificationName.allCases {
      registrations.observe(name.notificationName) { notification in
        guard mainQueue.isOnMainQueue, let input = notification.object else { return }
        let boxed = MainThreadObject(object: input as AnyObject)
        MainActor.assumeIsolated { weakSelf.value?.receiveCaretMove(input: boxed.object) }
      }
    }
    for name in EditingNotificationName.allCases {
      registrations.observe(name.notificationName) { notification in
        guard mainQueue.isOnMainQueue, let input = notification.object else { return }
        let boxed = MainThreadObject(object: input as AnyObject)
        MainActor.assumeIsolated {
          weakSelf.value?.receiveEditing(isBegin: name.isBegin, input: boxed.object)
        }
      }
    }
  }

  /// How many engines are registered, counting ones not yet pruned.
  package var registeredEngineCount: Int { engines.count }

  // MARK: - Engines

  func register(_ engine: any KeyboardSignalReceiver) {
    engines.insert(engine)
  }

  func unregister(_ engine: any KeyboardSignalReceiver) {
    engines.remove(engine)
  }

  /// Re-applies the last keyboard event to every registered scroll view and constraint,
  /// in their current geometry, without animation, or with the keyboard's while it runs
  /// (rules K7, K1).
  ///
  /// For changes no keyboard notification announces, such as a window scene resized in
  /// Stage Manager: the UIKit binding calls it when a window scene's effective geometry
  /// changes. Engines whose result is unchanged write nothing (rule A2); scroll views go
  /// first, then constraints, as for keyboard events.
  package func geometryDidChange() {
    for engine in engines.live() {
      engine.receive(.geometryChanged)
    }
  }

  /// How far up the scroll views that hold `input` will still carry it, in points, by the
  /// animated offsets their engines began and UIKit is still scrolling (rule A1).
  ///
  /// A constraint that moves only when the input would be covered (rule C2) measures the
  /// input where the scrolling leaves it, not where the scroll is now.
  func scrollStillToCome(carrying input: AnyObject) -> CGFloat {
    var total: CGFloat = 0
    for case let engine as KeyboardScrollEngine in engines.live() {
      total += engine.offsetStillToScroll(carrying: input)
    }
    return total
  }

  /// The clock that times animations, in seconds: the system's uptime; the headless model
  /// sets its own.
  package var clock: @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }

  // MARK: - Receiving

  /// Whether a user's drag of the keyboard owns a scroll view's inset now (rule D1).
  ///
  /// Set when one begins, cleared by the next keyboard notification. Following
  /// constraints follow the drag's samples meanwhile.
  package private(set) var dragInProgress = false

  /// The keyboard's top edge at the drag's last sample, while a drag is in progress.
  package private(set) var draggedTop: CGFloat?

  /// The last `will` notification's animated timing and when it came, until its animation
  /// is over or a `did` notification comes.
  private var keyboardAnimationStart: (timing: AnimationTiming, time: TimeInterval)?

  /// The rest of the keyboard's animation while it runs: from a `will` notification with an
  /// animated timing, for its duration, and never past the next `did` notification (rules
  /// K1, K7); `nil` when no keyboard animation runs.
  ///
  /// A host that UIKit moves meanwhile (an iPad form sheet that repositions itself after
  /// the `will`) is re-applied inside an animation with the time left and the keyboard's
  /// curve, so that it ends with the keyboard's, instead of jumping at the `did`.
  package var keyboardAnimation: AnimationTiming? {
    guard let start = keyboardAnimationStart else { return nil }
    let left = start.timing.duration - (clock() - start.time)
    guard left > 0 else { return nil }
    return AnimationTiming(duration: left, curve: start.timing.curve)
  }

  /// A scroll view's engine took its inset over for a drag at the sample `top` (rule D1).
  func dragDidBegin(top: CGFloat) {
    draggedTop = top
    dragInProgress = true
  }

  /// The screen named by the last show or hide notification that named one (rule K4).
  private var lastShowOrHideScreen: ObjectIdentifier?

  /// Whether a host reads its window's keyboard layout guide for the engines (rule L2).
  private var isReadingKeyboardGuide = false

  /// Whether an engine enabled now should have its host read the window's keyboard layout
  /// guide: no keyboard notification was seen yet in the process (the keyboard may be up
  /// all the same: the library's first use on a pushed screen) and no read is under way,
  /// so that engines enabled together ask once (rule L2).
  package func beginsKeyboardGuideRead() -> Bool {
    guard lastEvent == nil, !isReadingKeyboardGuide else { return false }
    isReadingKeyboardGuide = true
    return true
  }

  /// The read of a keyboard layout guide ended with the keyboard it shows, or `nil` for
  /// none: applied to every engine as a keyboard event, unless a notification came first.
  package func keyboardGuideRead(_ event: KeyboardEvent?) {
    isReadingKeyboardGuide = false
    guard lastEvent == nil, let event else { return }
    KeyboardLog.write("keyboard read from the window's keyboard layout guide (L2)")
    receive(event)
  }

  private func receive(_ notified: KeyboardEvent) {
    let event = notified.onScreen(ofLastShowOrHide: lastShowOrHideScreen)
    if notified.name.isShowOrHide, let screen = notified.screen { lastShowOrHideScreen = screen }
    KeyboardLog.write("keyboard \(KeyboardLog.text(event))")
    dragInProgress = false
    draggedTop = nil
    lastEvent = event
    keyboardAnimationStart =
      event.name.isWill && event.timing.isAnimated ? (event.timing, clock()) : nil
    for engine in engines.live() {
      engine.receive(.keyboard(event))
    }
  }

  /// The keyboard's top edge moved to `top` (screen space) with no notification, as a
  /// keyboard layout guide reports it while the user drags the keyboard (rule D1).
  package func keyboardTopDidMove(to top: CGFloat) {
    KeyboardLog.write("keyboard top sampled at \(KeyboardLog.number(top))")
    if dragInProgress { draggedTop = top }
    for engine in engines.live() {
      engine.receive(.keyboardTopSampled(top))
    }
  }

  /// The selection of `input` moved, as the app reports it from its text view's delegate
  /// (UIKit announces text changes, not selection moves): handled as a text change (rule F5).
  package func inputSelectionDidChange(_ input: AnyObject) {
    receiveCaretMove(input: input)
  }

  /// The focused text view's text or selection changed (rule F5).
  private func receiveCaretMove(input: AnyObject) {
    guard input === focusedInput else { return }
    for engine in engines.live() {
      engine.receive(.caretMoved(input))
    }
  }

  /// An input that UIKit does not announce (a custom `UITextInput` view, a web view)
  /// began (`true`) or ended editing, as the app reports it: handled exactly as UIKit's
  /// begin- and end-editing notifications (rule F1).
  package func inputEditingDidChange(_ input: AnyObject, began: Bool) {
    receiveEditing(isBegin: began, input: input)
  }

  private func receiveEditing(isBegin: Bool, input: AnyObject) {
    KeyboardLog.write("\(KeyboardLog.name(of: input)) \(isBegin ? "began" : "ended") editing")
    if isBegin {
      focusedInput = input
      appWideHosts?.enableHost(for: input)
      for engine in engines.live() {
        engine.receive(.editingBegan(input))
      }
    } else if focusedInput === input {
      focusedInput = nil
    }
  }
}

/// The notification tokens of one observer, removed when the observer goes away.
///
/// A separate object so that removal happens in its `deinit`, which needs no actor:
/// `NotificationCenter.removeObserver(_:)` may be called from any thread.
private final class Registrations {
  private let center: NotificationCenter
  private var tokens: [any NSObjectProtocol] = []

  init(center: NotificationCenter) {
    self.center = center
  }

  func observe(_ name: Notification.Name, _ block: @escaping @Sendable (Notification) -> Void) {
    tokens.append(center.addObserver(forName: name, object: nil, queue: nil, using: block))
  }

  deinit {
    for token in tokens {
      center.removeObserver(token)
    }
  }
}
