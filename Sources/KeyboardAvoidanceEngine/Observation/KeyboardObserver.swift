package import Foundation
package import KeyboardAvoidanceCore

/// The one observer of keyboard and editing notifications for a whole app.
///
/// It registers once for the six keyboard notifications (rule K1), the four editing
/// notifications and the key-window notification (rule F1) and the caret notification (rule
/// F5), keeps the last good keyboard event so that a late `enable()` can apply at once (rule
/// L2), keeps each window's first responder (rule F1), and forwards each event to the engines
/// that registered, which it holds weakly (rule L4). Engines never observe notifications
/// themselves. Everything reaches it through one entrance, ``receive(_:)``: its own
/// notifications and what the bindings report.
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
  /// The engines it serves, the order they hear a signal in, and the waits of nested hosts
  /// (rule F8).
  let dispatcher = EngineDispatcher()
  /// The app-wide mode's walk to an input's scroll views, while the mode is on (rule L7).
  ///
  /// Turned on while inputs edit, the walk serves them at once: the keyboard may be up
  /// already, and no begin-editing will come for them (rule L2).
  package var appWideHosts: (any AppWideHosts)? {
    didSet {
      guard oldValue == nil, let appWideHosts else { return }
      for input in focus.editingInputs { appWideHosts.enableHost(for: input) }
    }
  }
  /// The input whose begin-editing the observer is handing to the app-wide walk and the
  /// engines now, `nil` otherwise: a host served for it hears that begin-editing right after,
  /// while one served at any other time applies at once (rule L2).
  package internal(set) var inputBeginningEditing: AnyObject?
  /// The application's settings, in effect for every host the app-wide mode serves.
  ///
  /// Read at each event, so a change reaches hosts already served (rule L9). Kept while the
  /// mode is off, for when it is turned on again. Return navigation starts off (rule L9).
  package var appWideSettings = HostSettings.application {
    didSet {
      guard appWideSettings != oldValue else { return }
      send(.appWideSettingsChanged)
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
          MainActor.assumeIsolated { weakSelf.value?.receive(.keyboard(event)) }
        } else {
          Task { @MainActor in weakSelf.value?.receive(.keyboard(event)) }
        }
      }
    }
    for name in TextChangeNotificationName.allCases {
      registrations.observe(name.notificationName) { notification in
        guard mainQueue.isOnMainQueue, let input = notification.object else { return }
        let boxed = MainThreadObject(object: input as AnyObject)
        MainActor.assumeIsolated { weakSelf.value?.receive(.caretMoved(boxed.object)) }
      }
    }
    for name in EditingNotificationName.allCases {
      registrations.observe(name.notificationName) { notification in
        guard mainQueue.isOnMainQueue, let input = notification.object else { return }
        let boxed = MainThreadObject(object: input as AnyObject)
        MainActor.assumeIsolated {
          weakSelf.value?.receive(.editing(boxed.object, began: name.isBegin))
        }
      }
    }
    for name in WindowNotificationName.allCases {
      registrations.observe(name.notificationName) { notification in
        guard mainQueue.isOnMainQueue, let window = notification.object else { return }
        let boxed = MainThreadObject(object: window as AnyObject)
        MainActor.assumeIsolated { weakSelf.value?.receive(.windowBecameKey(boxed.object)) }
      }
    }
  }

  /// How many engines are registered, counting ones not yet pruned.
  package var registeredEngineCount: Int { dispatcher.count }
  /// How many registered engines still wait for a point they asked to be told of: 0 once
  /// UIKit is idle (rule O1).
  package var waitingEngineCount: Int { dispatcher.inOrder().filter(\.isWaiting).count }

  // MARK: - Engines

  func register(_ engine: any KeyboardSignalReceiver) {
    dispatcher.register(engine)
  }

  func unregister(_ engine: any KeyboardSignalReceiver) {
    dispatcher.unregister(engine)
  }

  /// How far up the scroll views that hold `input` will still carry it, in points, by the
  /// animated offsets their engines began and UIKit is still scrolling (rule A1).
  ///
  /// A constraint that moves only when the input would be covered (rule C2) measures the
  /// input where the scrolling leaves it, not where the scroll is now.
  func scrollStillToCome(carrying input: AnyObject) -> CGFloat {
    var total: CGFloat = 0
    for case let engine as KeyboardScrollEngine in dispatcher.inOrder() {
      total += engine.offsetStillToScroll(carrying: input)
    }
    return total
  }

  /// The clock that times animations, in seconds: the system's uptime; the headless model
  /// sets its own.
  package var clock: @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }

  /// Whether the last keyboard notification left a keyboard with a frame that is not a
  /// hide's: the ends of turns are told to the engines only then (rule K7), so that a
  /// turn with no keyboard up costs one check.
  private var isKeyboardUp: Bool {
    guard let lastEvent else { return false }
    return !lastEvent.name.isHide && lastEvent.endFrame != nil
  }

  // MARK: - Receiving

  /// The last `will` notification's animated timing and when it came, until its animation
  /// is over or a `did` notification comes.
  private var keyboardAnimationStart:
    (timing: AnimationTiming, time: TimeInterval, endFrame: CGRect?)?

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

  /// Whether a scroll view's engine owns its inset for a user's drag of the keyboard now.
  ///
  /// From the sample at which one took it over until the next keyboard notification (rule
  /// D1). Constraints follow the drag's samples meanwhile.
  private var keyboardIsDragged = false
  /// The dragged keyboard's top edge at the last sample while a drag owns an inset (D1).
  ///
  /// In screen space; `nil` otherwise. A constraint that starts following mid-drag
  /// starts from it, not from the notified keyboard.
  private(set) var draggedKeyboardTop: CGFloat?

  /// The screen named by the last show or hide notification that named one (rule K4).
  private var lastShowOrHideScreen: ObjectIdentifier?

  /// Whether a host reads its window's keyboard layout guide for the engines (rule L2).
  var isReadingKeyboardGuide = false

  /// The observer's one entrance: UIKit's notifications, which it observes itself, and
  /// what the bindings report that no notification announces.
  package func receive(_ signal: ObserverSignal) {
    switch signal {
    case .keyboard(let event): keyboardDidChange(event)
    case .keyboardGuideRead(let reading): keyboardGuideRead(reading)
    case .editing(let input, let began): editingDidChange(input, began: began)
    case .caretMoved(let input): caretDidMove(in: input)
    case .windowBecameKey(let window): windowDidBecomeKey(window)
    case .geometryChanged: send(.geometryChanged)
    case .turnEnded:
      // Each engine only compares its host's place and may ask for a later look: in any
      // order, outside any delivery.
      if isKeyboardUp { dispatcher.forEachLive { $0.receive(.turnEnded) } }
    case .keyboardTopSampled(let top): keyboardTopDidMove(to: top)
    }
  }

  /// Tells every registered engine, scroll views' first (rule F8).
  func send(_ signal: KeyboardSignal) {
    deliveries += 1
    defer { deliveryEnded() }
    for engine in dispatcher.inOrder() {
      engine.receive(signal)
    }
  }

  /// How many signals are being told to the engines now (nested while one engine's write
  /// makes UIKit post another).
  private var deliveries = 0
  /// What runs once no signal is being told any more (``afterDelivery(_:)``).
  private var afterDeliveryWork: [@MainActor () -> Void] = []

  /// Runs `body` once the engines have been told the signal they are told now, the
  /// outermost one when one engine's write made UIKit post another; at once if none is.
  package func afterDelivery(_ body: @escaping @MainActor () -> Void) {
    guard isDelivering else { return body() }
    afterDeliveryWork.append(body)
  }

  /// One signal has been told to every engine: once the outermost has, the work that waited
  /// for it runs.
  private func deliveryEnded() {
    deliveries -= 1
    guard deliveries == 0, !afterDeliveryWork.isEmpty else { return }
    let waiting = afterDeliveryWork
    afterDeliveryWork.removeAll()
    for body in waiting { body() }
  }

  /// Whether the engines are still being told a signal: a layout pass that runs now is one
  /// an engine forced for its write (rule L8), before the engines after it (following
  /// constraints) have acted on the signal (rule L10).
  package var isDelivering: Bool { deliveries > 0 }

  func keyboardDidChange(_ notified: KeyboardEvent) {
    if isSuperseded(notified) {
      KeyboardLog.write("ignored \(notified.name): a later will-notification's animation runs (T1)")
      return
    }
    let event = notified.onScreen(ofLastShowOrHide: lastShowOrHideScreen)
    if notified.name.isShowOrHide, let screen = notified.screen { lastShowOrHideScreen = screen }
    KeyboardLog.write("keyboard \(KeyboardLog.text(event))")
    keyboardIsDragged = false
    draggedKeyboardTop = nil
    lastEvent = event
    keyboardAnimationStart =
      event.name.isWill && event.timing.isAnimated
      ? (event.timing, clock(), event.endFrame) : nil
    send(.keyboard(event))
  }

  /// Whether `event` is the `did` notification of a keyboard animation that a later `will`
  /// notification, whose animation still runs, took over with another end frame (rule T1).
  ///
  /// A text view's bar attached at its begin-editing, after will-show, makes UIKit post a
  /// second will-show for the taller keyboard (`reloadInputViews()`); the first show's
  /// did-notifications, with the shorter end frame, would undo part of the reveal without
  /// animation until the second show's came.
  private func isSuperseded(_ event: KeyboardEvent) -> Bool {
    guard !event.name.isWill, keyboardAnimation != nil, let running = keyboardAnimationStart,
      let willEnd = running.endFrame, let end = event.endFrame
    else { return false }
    return !LengthTolerance.isEqual(end.minY, willEnd.minY)
      || !LengthTolerance.isEqual(end.height, willEnd.height)
  }

  /// The keyboard's top edge moved to `top` (screen space) with no notification, as a
  /// keyboard layout guide reports it while the user drags the keyboard (rule D1).
  ///
  /// Scroll views' engines hear the sample first, and one may take its inset over for the
  /// drag; from then on until the next notification, the engines that run after them
  /// (constraints') hear each sample as the dragged keyboard's top.
  private func keyboardTopDidMove(to top: CGFloat) {
    KeyboardLog.write("keyboard top sampled at \(KeyboardLog.number(top))")
    let live = dispatcher.inOrder()
    for engine in live where !engine.runsAfterScrollHosts {
      engine.receive(.keyboardTopSampled(top))
      if engine.ownsKeyboardDrag { keyboardIsDragged = true }
    }
    if keyboardIsDragged { draggedKeyboardTop = top }
    for engine in live where engine.runsAfterScrollHosts {
      engine.receive(keyboardIsDragged ? .keyboardDragged(top: top) : .keyboardTopSampled(top))
    }
  }

  // MARK: - Focus (rule F1)

  /// The input each window is editing, and the key window.
  var focus = WindowFocus()

  /// Whether the inputs editing before the observer listened were looked for, or an
  /// editing notification was heard, which makes looking needless (rule L2).
  var hasLookedForEditingInputs = false
}
