import Foundation
import KeyboardAvoidanceCore

/// The per-host state machine: it turns keyboard and focus events into writes.
///
/// One engine per host, created on first use of `keyboard` and owned by the host's slot,
/// so it dies with its host; it holds the host weakly, and every entry point is a no-op
/// once the host is gone (rule L4). Each event reads the host once into a ``HostSnapshot``,
/// asks Core for an ``AvoidancePlan`` and hands the host one ``HostChanges`` with only the
/// properties that differ, applied inside one animation (rules A1, A2).
@MainActor
package final class KeyboardScrollEngine: KeyboardSignalReceiver {
  private(set) weak var host: (any KeyboardScrollHost)?
  private var link = ObserverLink()
  var observer: KeyboardObserver? { link.observer }
  /// The insets' bases and the engine's last writes, while enabled (rules I2, I3).
  private var ledgers: InsetLedgers?

  /// The host's own settings, set through its `keyboard`; in effect unless the app-wide
  /// mode serves the host (rule L9).
  package var ownSettings = HostSettings() {
    didSet { settingsDidChange() }
  }
  /// Whether the app-wide mode enabled this host and the app did not enable it by hand:
  /// the application's settings are in effect, read at each event (rule L9).
  package private(set) var usesAppWideSettings = false
  /// The settings in effect: the application's while the app-wide mode serves the host,
  /// else its own (rule L9).
  package var effectiveSettings: HostSettings {
    if usesAppWideSettings, let observer { return observer.appWideSettings }
    return ownSettings
  }
  /// The settings whose bars, Return actions and tap watcher are in place.
  private var settingsInPlace = HostSettings()
  /// The inputs that hold the engine's Return action, held weakly.
  var returnKeyInputs: [WeakReference<AnyObject>] = []
  /// The inputs the engine gave the Previous / Next / Done bar (rule T1), held weakly.
  var toolbarInputs: [WeakReference<AnyObject>] = []
  /// The move of Return or the bar whose walk waits for the host's next layout pass
  /// (rules F6, L8); one at a time.
  var pendingInputWalk: PendingInputWalk?
  /// Whether a geometry change waits for the keyboard's notification (rule K7).
  private var rotation = RotationWait()
  /// Whether the engine is registered and acting on events.
  package private(set) var isEnabled = false
  /// Whether the app disabled this host last: the app-wide mode leaves it alone (rule L7).
  package private(set) var isDisabledByApp = false
  /// Who owns the inset during a user's drag of the keyboard (rule D1).
  var dismissal = InteractiveDismissal()
  /// Whether a caret move waits for the host's next layout pass to be read (rules F5, L8).
  private var waitsForCaretLayout = false
  /// The offset that waits for SwiftUI to lay the sink's addition out (rule S2).
  let sinkWait = InsetSinkWait()

  /// The way of the engine's last offset write, from the offset it found to the one it
  /// wrote; `nil` before the first, once a read finds the offset at its end or off it,
  /// after a drag began, and while disabled (rules A1, F8).
  var ownOffset: OffsetSegment? {
    didSet {
      guard (oldValue == nil) != (ownOffset == nil) else { return }
      Self.enginesWithOwnOffset += ownOffset == nil ? -1 : 1
    }
  }
  /// How many engines have a way of their own offset pending: with none, no enclosing host
  /// has an offset still to go, and a read skips the walk to them (rule F8).
  ///
  /// An engine released with a way pending leaves the count high, which costs the walk,
  /// never a shift.
  private static var enginesWithOwnOffset = 0
  /// The offset the host read last, before an offset on the engine's own way counted as
  /// its end (rule A1).
  private var offsetAsRead: CGPoint?
  /// The mirror of the host at its last read when it shows upside down on screen (rule
  /// I4), `nil` otherwise: its content moves down the screen as its offset grows (F8).
  private var screenMirror: VerticalMirror?
  /// When the engine's last offset write was made, by the observer's clock, whether it
  /// animated, and how far it goes: only an animated one, within
  /// ``offsetAnimationLimit(distance:)``, may still be on its way (rule A1).
  private var ownOffsetStart: (time: TimeInterval, isAnimated: Bool, distance: CGFloat)?
  /// How long after an animated offset write over `distance` points an offset on its way
  /// still counts as its end (rule A1).
  ///
  /// UIKit's `setContentOffset(_:animated:)` runs "at constant velocity" (UIScrollView.h),
  /// so a long jump lasts longer; the header gives no velocity. The limit is one second
  /// (longer than a short scroll and the keyboard's animation, so that the `did`
  /// notification finds the scroll on its way) plus the time the distance takes at
  /// ``slowestScrollSpeed``, the speed assumed as UIKit's lowest: short enough that an
  /// app's scroll much later is its own.
  static func offsetAnimationLimit(distance: CGFloat) -> TimeInterval {
    1 + TimeInterval(abs(distance) / slowestScrollSpeed)
  }
  /// The lowest speed, in points per second, assumed for UIKit's animated scroll: an
  /// assumption (no header or document gives one) to check on a device.
  static let slowestScrollSpeed: CGFloat = 1000
  /// Whether the app-wide mode enabled the host before a docked keyboard showed whether it
  /// covers the host: the first docked keyboard is applied only once the app's layout for
  /// it has run, and a host it does not cover is passed over then (rule L7).
  private var awaitsFirstCover = false
  /// Whether that decision waits for the host's next layout pass.
  private var decidesCoverAfterLayout = false
  /// What the enabled hosts inside this one do once that decision is made: they measure
  /// after this host moved (rule F8).
  private var afterCoverDecision: [@MainActor () -> Void] = []

  /// The nearest enabled host around this one still deciding whether the keyboard covers
  /// it (rules L7, F8).
  private var enclosingEngineAwaitingCover: KeyboardScrollEngine? {
    var outer = host?.enclosingKeyboardEngine
    var levels = 0
    while let engine = outer, engine !== self, levels < 16 {
      if engine.awaitsFirstCover { return engine }
      outer = engine.host?.enclosingKeyboardEngine
      levels += 1
    }
    return nil
  }
  /// Whether the host waits for the screen around it to decide whether the keyboard covers
  /// the screen's input (rules L10, F8).
  private var awaitsScreenCover = false
  /// Whether the host waits for the input UIKit is bringing the keyboard up for before it
  /// measures (rules F8, F7): a text view's begin-editing comes after the keyboard's
  /// will-show; the host around may scroll this one out of the keyboard then, and a host
  /// resting at its end keeps that end only if nothing inside it is focused.
  private var awaitsLateFocus = false
  /// Where the host was on screen when the last animated `will` notification was applied,
  /// while a look after UIKit's own handling of it is pending (rule K1).
  private var frameAtWill: CGRect??

  package init(host: (any KeyboardScrollHost)?) {
    self.host = host
  }

  // MARK: - Lifecycle (rules L1-L3)

  /// Starts acting on events.
  ///
  /// Applies at once, without animation, when the keyboard is already docked (rule L2); a
  /// host the app-wide mode enables while a show still animates joins it over the rest of
  /// its duration (rule L7).
  /// When no keyboard notification was seen yet in the process, the host reads its
  /// window's keyboard layout guide in that window's next layout pass, and what it shows
  /// applies then. Enabling twice is harmless.
  ///
  /// - Parameter byAppWideMode: Whether the app-wide mode enables the host (rule L7): it
  ///   then follows the application's settings until the app enables it by hand (L9).
  package func enable(byAppWideMode: Bool = false) {
    isDisabledByApp = false
    if !byAppWideMode, usesAppWideSettings {
      usesAppWideSettings = false
      settingsDidChange()
    }
    guard !isEnabled, let host else { return }
    isEnabled = true
    usesAppWideSettings = byAppWideMode
    connectObserver()
    host.startSignals(to: self)
    settingsInPlace = effectiveSettings
    host.hearTaps(settingsInPlace.endsEditingOnTap)
    let snapshot = read(host)
    rotation.keyboardEventApplied(screenBounds: snapshot.screenBounds)
    ledgers = InsetLedgers(snapshot, hostName: host.logName)
    if let keyboard = DockedKeyboard(observer?.lastEvent, on: snapshot) {
      // Enabled by the app-wide mode while the show still animates: it joins the show.
      let timing = byAppWideMode ? observer?.keyboardAnimation : nil
      apply(keyboard, timing: timing, reveal: .target, to: host, snapshot)
    } else {
      // rule L7: whether the keyboard covers the host is known only after the app's layout
      // for a docked keyboard (a list pinned to the keyboard layout guide shrinks then).
      awaitsFirstCover = byAppWideMode
      if let observer, observer.beginsKeyboardGuideRead() {
        host.readKeyboardLayoutGuide { [weak observer] in observer?.receive(.keyboardGuideRead($0))
        }
      }
    }
  }

  /// Decides, in the host's next layout pass, whether the app-wide mode keeps a host it
  /// enabled before any docked keyboard (rule L7).
  ///
  /// The app's layout for the keyboard (constraints to the keyboard layout guide) runs in
  /// that pass, after the notification: a host the docked keyboard then covers none of
  /// follows the keyboard already, and is passed over without a write; any other gets the
  /// keyboard then, joining its animation over what is left of it.
  private func decideCoverAfterLayout() {
    guard !decidesCoverAfterLayout, let host else { return }
    decidesCoverAfterLayout = true
    host.afterNextLayout { [weak self] in
      guard let self else { return }
      self.decidesCoverAfterLayout = false
      let followers = self.afterCoverDecision
      self.afterCoverDecision = []
      defer { for follower in followers { follower() } }
      guard self.isEnabled, self.awaitsFirstCover, let host = self.host,
        let event = self.observer?.lastEvent
      else { return }
      let snapshot = self.read(host)
      guard snapshot.frameInScreen != nil, let keyboard = DockedKeyboard(event, on: snapshot)
      else { return }
      if Self.isBesideDockedKeyboard(host) {
        KeyboardLog.write("app-wide mode passes over \(host.logName): the keyboard covers none")
        self.disable()
        self.isDisabledByApp = false
        return
      }
      self.awaitsFirstCover = false
      self.apply(
        keyboard, timing: self.observer?.keyboardAnimation, reveal: .target, to: host, snapshot)
    }
  }

  /// Stops acting on events and returns the insets to the user's base exactly (rule I3);
  /// with no addition of the engine's on them, it writes nothing (rule F4).
  package func disable() {
    isDisabledByApp = true
    guard isEnabled else { return }
    if let host { restoreIfStillInset(host, read(host)) }
    removeReturnKeyActions()
    removeToolbars()
    dismissal = InteractiveDismissal()
    waitsForCaretLayout = false
    pendingInputWalk = nil
    awaitsFirstCover = false
    awaitsLateFocus = false
    host?.hearTaps(false)
    host?.stopSignals()
    isEnabled = false
    ledgers = nil
    ownOffset = nil
    frameAtWill = nil
    link.disconnect(self)
  }

  /// Whether a keyboard is docked on the host's screen and covers none of the host (rule
  /// K5's overlap is 0), as for a scroll view the app's layout keeps above the keyboard
  /// layout guide: the app-wide mode passes it over (rule L7).
  package var isBesideDockedKeyboard: Bool {
    host.map(Self.isBesideDockedKeyboard) ?? false
  }

  /// Whether a keyboard is docked on `host`'s screen and covers none of it, measured
  /// without an engine (rule L7).
  package static func isBesideDockedKeyboard(_ host: any KeyboardScrollHost) -> Bool {
    guard let event = host.hostKeyboardObserver?.lastEvent else { return false }
    let snapshot = host.keyboardSnapshot(focusedInput: nil)
    guard let frame = snapshot.frameInScreen, let keyboard = DockedKeyboard(event, on: snapshot)
    else { return false }
    let overlap = Overlap(dockedKeyboardFrame: keyboard.frame, hostFrame: frame).height
    return overlap <= LengthTolerance.points
  }

  /// Brings the bars, Return actions and tap watcher in place up to the settings in effect,
  /// after the host's own or the application's changed (rule L9); margin and extra spacing
  /// apply from the next event on.
  ///
  /// Turning the bar on gives it to the focused input of this host at once; turning it or
  /// Return navigation off takes out exactly what the engine added.
  func settingsDidChange() {
    guard isEnabled else { return }
    let old = settingsInPlace
    let new = effectiveSettings
    settingsInPlace = new
    if new.showsToolbar != old.showsToolbar
      || (new.showsToolbar && new.toolbarLook != old.toolbarLook)
    {
      if new.showsToolbar {
        if let input = focusedInput,
          host?.keyboardSnapshot(focusedInput: input).focus != nil
        {
          updateToolbar(for: input)
        }
      } else {
        removeToolbars()
      }
    }
    if old.isReturnKeyNavigationEnabled, !new.isReturnKeyNavigationEnabled {
      removeReturnKeyActions()
    } else if new.isReturnKeyNavigationEnabled, !old.isReturnKeyNavigationEnabled,
      let input = focusedInput, host?.keyboardSnapshot(focusedInput: input).focus != nil
    {
      // rule L9: turned on while an input of the host edits, Return moves on from it.
      updateReturnKeyAction(in: input)
    }
    if new.endsEditingOnTap != old.endsEditingOnTap { host?.hearTaps(new.endsEditingOnTap) }
  }

  /// Re-applies the last keyboard event to the host's current geometry.
  ///
  /// It applies without an intermediate restore (rule K7), without animation, or, while
  /// the keyboard's animation runs (between its `will` and `did` notifications), inside an
  /// animation of its timing: a host that UIKit moves meanwhile (an iPad form sheet) moves
  /// with the keyboard instead of jumping at the `did` (rule K1). It restores the user's
  /// insets when the host has left its window (rules I3, L3). While the
  /// keyboard is hidden or undocked it writes nothing: the app's scroll view is the app's
  /// then (rule F4).
  func geometryDidChange() {
    guard isEnabled, let host else { return }
    connectObserver()
    let snapshot = read(host)
    guard snapshot.frameInScreen != nil else {
      _ = dismissal.handle(.hostLeftWindow)
      restore(host, snapshot)
      return
    }
    // A rotation changes the screen's size before the keyboard's own notification
    // arrives: the last frame belongs to the old orientation, so wait for the new one
    // rather than restore and re-inset in between (rule K7).
    if waitsForRotation(snapshot) { return }
    let keyboard = DockedKeyboard(observer?.lastEvent, on: snapshot)
    // A drag owns the inset until the next keyboard notification (rule D1): the new
    // geometry gets the drag's overlap, in place, while the keyboard is still docked on it;
    // a change that leaves it undocked ends the drag, and the inset comes off (I3).
    if dismissal.ownsInset {
      if keyboard != nil, let overlap = dismissal.appliedOverlap {
        applyDragOverlap(overlap, to: host, snapshot)
        return
      }
      _ = dismissal.handle(.hostLeftWindow)
    }
    guard let keyboard else {
      restoreIfStillInset(host, snapshot)
      return
    }
    apply(keyboard, timing: observer?.keyboardAnimation, reveal: .target, to: host, snapshot)
  }

  /// Whether the screen's size changed since the last keyboard event (a rotation): its
  /// frame belongs to the old orientation until the keyboard's own notification (K7).
  func waitsForRotation(_ snapshot: HostSnapshot) -> Bool {
    rotation.waits(screenBounds: snapshot.screenBounds)
  }

  func connectObserver() {
    link.connect(self, to: host?.hostKeyboardObserver)
  }

  // MARK: - Events

  /// Handles a keyboard event.
  ///
  /// `will` events animate with the keyboard, `did` events repair without animation
  /// (rule K1). A host outside a window does not apply it (rule L3), but makes sure the
  /// user's insets are back (rule I3), for hosts whose binding cannot report leaving.
  func keyboardDidChange(_ event: KeyboardEvent) {
    // Any notification resolves a drag and is applied as any other (rule D2).
    _ = dismissal.handle(.keyboardNotification)
    guard isEnabled, let host else { return }
    host.refreshSignals()
    let snapshot = read(host)
    rotation.keyboardEventApplied(screenBounds: snapshot.screenBounds)
    let keyboard = DockedKeyboard(event, on: snapshot)
    if snapshot.isInsetByUIKit {
      // rule I5: UIKit's table view controller insets and scrolls its table with the
      // will-notifications; from the did-notifications on, the input itself is revealed,
      // animated, only where UIKit left it hidden.
      let isWill = event.name.isWill
      apply(
        keyboard, timing: isWill ? nil : event.timing,
        reveal: isWill ? .untouched : .inputIfHidden, to: host, snapshot)
      return
    }
    if waitsForLateFocus(keyboard, snapshot) { return }
    apply(
      keyboard, timing: event.name.isWill ? event.timing : nil, reveal: .target, to: host,
      snapshot)
    if event.name.isWill, event.timing.isAnimated { lookForMoveAfterUIKit(from: snapshot) }
  }

  /// Whether a host inside an enabled host, a text view that is its own host, or a host
  /// resting at its end leaves a `will` notification for later because its window has no
  /// input editing yet (rules F8, F7).
  ///
  /// UIKit posts a text view's begin-editing after the keyboard's will-show (in the same
  /// turn): the host around, served first, scrolls to that text view only then, and may
  /// carry this host out of the keyboard (an inset taken now would be taken back); a text
  /// view host would rest at its end (F7) and then scroll back to its caret; a host at its
  /// end would keep it for an input inside it that is focused, only not announced yet (F7
  /// holds while nothing inside the host is focused). The host measures at the next
  /// input's begin-editing, else once UIKit has acted on the event (the turn's end, which
  /// comes whether or not a will-show follows a will-change-frame), else at the `did`
  /// notification; with what is left of the keyboard's animation.
  private func waitsForLateFocus(_ keyboard: DockedKeyboard?, _ snapshot: HostSnapshot) -> Bool {
    guard let event = keyboard?.event, event.name.isWill, focusedInput == nil,
      enclosingReceiver != nil || isOwnTextInput || snapshot.restsAtEnd
    else {
      awaitsLateFocus = false
      return false
    }
    // The first `will` of the turn starts the wait; the others of that turn (a will-show
    // after its will-change-frame) end with it.
    guard !awaitsLateFocus, let host else { return true }
    awaitsLateFocus = true
    host.afterUIKitActs { [weak self] in self?.lateFocusCame() }
    return true
  }

  /// Whether the host is itself a text input (a text view): read as its own input, it has
  /// a caret.
  private var isOwnTextInput: Bool {
    guard let host, case .text? = host.keyboardSnapshot(focusedInput: host).focus?.kind else {
      return false
    }
    return true
  }

  /// The wait of ``waitsForLateFocus(_:_:)`` is over: the host measures now.
  private func lateFocusCame() {
    guard awaitsLateFocus else { return }
    awaitsLateFocus = false
    geometryDidChange()
  }

  /// Looks at the host again once UIKit has acted on the `will` notification (rule K1).
  ///
  /// UIKit may move the host in its own handling of the notification: an iPad form sheet
  /// repositions itself above the keyboard, and no sentinel beside the host hears an
  /// ancestor move. A host found elsewhere on screen while the keyboard still animates is
  /// re-applied with the keyboard's animation (``geometryDidChange()``), instead of jumping
  /// without animation at the `did` notification.
  private func lookForMoveAfterUIKit(from snapshot: HostSnapshot) {
    let isPending = frameAtWill != nil
    frameAtWill = .some(snapshot.frameInScreen)
    guard !isPending, let host else { return }
    host.afterUIKitActs { [weak self] in
      guard let self, let measured = self.frameAtWill else { return }
      self.frameAtWill = nil
      guard self.isEnabled, let host = self.host, self.observer?.keyboardAnimation != nil,
        host.keyboardSnapshot(focusedInput: nil).frameInScreen != measured
      else { return }
      KeyboardLog.write("\(host.logName) moved while the keyboard animates")
      self.geometryDidChange()
    }
  }

  /// Handles an input that began editing: scrolls to it when it is inside this host and
  /// the keyboard is docked, with the last keyboard animation's timing; while the keyboard
  /// is hidden or undocked it writes nothing (rule F4).
  func inputDidBeginEditing(_ input: AnyObject) {
    guard isEnabled, let host else { return }
    var snapshot = read(host, focusedInput: input)
    guard snapshot.focus != nil else {
      // rule F8: an input outside this host; the host around has scrolled to it.
      lateFocusCame()
      return
    }
    awaitsLateFocus = false
    let settings = effectiveSettings
    if settings.isReturnKeyNavigationEnabled { updateReturnKeyAction(in: input) }
    if settings.showsToolbar {
      updateToolbar(for: input)
      // rule T1: a new bar on the keyboard makes UIKit post its taller frame inside the
      // reload, and the engine applied it then: read the host as that left it.
      snapshot = read(host, focusedInput: input)
    }
    // During a drag nothing is scrolled, a new input included (rule D1).
    guard snapshot.frameInScreen != nil,
      let keyboard = DockedKeyboard(observer?.lastEvent, on: snapshot), !dismissal.ownsInset
    else { return }
    guard snapshot.isInsetByUIKit else {
      apply(keyboard, timing: keyboard.event.timing, reveal: .target, to: host, snapshot)
      return
    }
    // rule I5: UIKit's table view controller scrolls to the new input itself; once it has
    // acted, the engine reveals the input only where it is still hidden.
    host.afterUIKitActs { [weak self, weak input] in
      guard let self, let input else { return }
      self.revealInputAfterUIKit(input)
    }
  }

  /// The input, still focused and the keyboard still docked, revealed without margin where
  /// UIKit's table view controller left it hidden (rule I5).
  private func revealInputAfterUIKit(_ input: AnyObject) {
    guard isEnabled, let host, focusedInput === input,
      let event = observer?.lastEvent, !dismissal.ownsInset
    else { return }
    let snapshot = read(host)
    guard snapshot.focus != nil, let keyboard = DockedKeyboard(event, on: snapshot) else { return }
    apply(keyboard, timing: keyboard.event.timing, reveal: .inputIfHidden, to: host, snapshot)
  }

  /// Reveals the first responder of the host's window once that window became key with the
  /// keyboard docked (rule F1).
  ///
  /// While another window was key, the host took its insets but
  /// scrolled nothing, and no editing notification comes now. With the keyboard's timing,
  /// as for a focus change while the keyboard is up; where UIKit's table view controller
  /// owns the insets, only an input still hidden is revealed (rule I5).
  func windowDidBecomeKey(_ window: AnyObject) {
    guard isEnabled, let host, host.keyboardWindow === window, let input = focusedInput,
      let event = observer?.lastEvent, !dismissal.ownsInset
    else { return }
    let snapshot = read(host, focusedInput: input)
    guard snapshot.focus != nil, snapshot.frameInScreen != nil,
      let keyboard = DockedKeyboard(event, on: snapshot)
    else { return }
    KeyboardLog.write("\(host.logName) its window became key: its first responder is revealed")
    apply(
      keyboard, timing: keyboard.event.timing,
      reveal: snapshot.isInsetByUIKit ? .inputIfHidden : .target, to: host, snapshot)
  }

  /// Handles a caret move in the focused text view (rule F5): in the host's next layout
  /// pass, re-runs F2/F3 without animation while the keyboard is docked; writes nothing
  /// while the caret stays visible.
  ///
  /// UIKit posts a text view's change before Auto Layout grows it: the caret and the content
  /// size are read once the host's pending layout has run, which the engine never forces
  /// (rule L8). Moves before that pass are read once, in it.
  func caretDidMove(in input: AnyObject) {
    guard isEnabled, let host, observer?.lastEvent != nil, !waitsForCaretLayout else { return }
    waitsForCaretLayout = true
    host.afterNextLayout { [weak self, weak input] in
      guard let self else { return }
      self.waitsForCaretLayout = false
      guard let input, self.focusedInput === input else { return }
      self.followCaret(in: input)
    }
  }

  /// Re-runs F2/F3 for the caret of `input`, read as the host's last layout left it (F5).
  private func followCaret(in input: AnyObject) {
    guard isEnabled, let host, let event = observer?.lastEvent else { return }
    let snapshot = read(host, focusedInput: input)
    guard snapshot.focus != nil, let keyboard = DockedKeyboard(event, on: snapshot),
      !dismissal.ownsInset
    else { return }
    apply(keyboard, timing: nil, reveal: .caret, to: host, snapshot)
  }

  /// Scroll views' engines hear each event first.
  package var runsAfterScrollHosts: Bool { false }

  // MARK: - Applying

  /// The host as it is, with the geometry of its window's first responder (rule F1).
  func read(_ host: any KeyboardScrollHost) -> HostSnapshot {
    read(host, focusedInput: focusedInput)
  }

  /// The first responder of the host's window, which is all the engine acts on (rule F1):
  /// an input editing in another window is that window's hosts' business.
  ///
  /// - Complexity: O(depth of the host in its window), plus O(windows with an editing input).
  var focusedInput: AnyObject? {
    observer?.focusedInput(in: host?.keyboardWindow)
  }

  /// Whether the host's window is key, the one the keyboard serves (rule F1): a host in
  /// another window takes its insets but reveals nothing.
  var isInKeyWindow: Bool {
    observer?.isKey(host?.keyboardWindow) ?? true
  }

  /// The host as it is, with `input`'s geometry, placed on screen where the enabled hosts
  /// around it are sending it (rule F8).
  ///
  /// An enclosing host that scrolled for this event has been told first; a plain scroll
  /// view's offset reads as its target at once, a table's animated one in flight. The frame
  /// is moved by what each enclosing host's offset still has to go, so that this host
  /// measures its overlap where it will be once they arrive, not where they pass.
  ///
  /// - Complexity: O(1) while no engine has an offset of its own on its way; else O(depth of
  ///   the host in its window) for the walk to enclosing hosts.
  func read(_ host: any KeyboardScrollHost, focusedInput input: AnyObject?) -> HostSnapshot {
    var snapshot = snapshot(of: host, focusedInput: input)
    screenMirror =
      snapshot.isFlippedVertically
      ? VerticalMirror(
        contentHeight: snapshot.contentSize.height, boundsHeight: snapshot.boundsSize.height)
      : nil
    settleOwnOffset(&snapshot)
    guard let frame = snapshot.frameInScreen, Self.enginesWithOwnOffset > 0 else {
      return snapshot
    }
    var shift = CGPoint.zero
    var outer = host.enclosingKeyboardEngine
    var levels = 0
    // Views form a tree, so the walk ends at the window; the bound only guards a binding
    // that answers in a circle.
    while let engine = outer, engine !== self, levels < 16 {
      let toGo = engine.screenShiftStillToGo()
      shift.x += toGo.x
      shift.y += toGo.y
      outer = engine.host?.enclosingKeyboardEngine
      levels += 1
    }
    guard shift != .zero else { return snapshot }
    snapshot.frameInScreen = frame.offsetBy(dx: -shift.x, dy: -shift.y)
    return snapshot
  }

  /// How far the host's offset, as it reads now, still has to go to reach the engine's
  /// own last write (rule F8): zero at rest, or once someone else moved it off that way.
  ///
  /// The way is forgotten once a read finds the offset at its end or off it: a plain scroll
  /// view's offset reads as its target at once, so only a table's animation in flight keeps
  /// it, and a later write of the app's that happens to land on the old way is not mistaken
  /// for the engine's.
  func offsetStillToGo() -> CGPoint {
    guard isEnabled, let host, let segment = ownOffset else { return .zero }
    let current = host.liveContentOffset
    let target = segment.target(forRead: current)
    guard !LengthTolerance.isEqual(target, current) else {
      ownOffset = nil
      return .zero
    }
    return CGPoint(x: target.x - current.x, y: target.y - current.y)
  }

  /// How far the host's content will still move up the screen by its offset still to go
  /// (rule F8): as far as the offset in a host that is upright; in one that shows upside
  /// down (a chat table's flip, rule I4), the offset still to go read through the host's
  /// mirror, which turns it the other way.
  func screenShiftStillToGo() -> CGPoint {
    let toGo = offsetStillToGo()
    guard toGo != .zero, let mirror = screenMirror, let host else { return toGo }
    let current = host.liveContentOffset
    let from = mirror.offset(current)
    let to = mirror.offset(CGPoint(x: current.x + toGo.x, y: current.y + toGo.y))
    return CGPoint(x: to.x - from.x, y: to.y - from.y)
  }

  /// The engine of an enabled host around this one, which hears each event first (rule F8).
  package var enclosingReceiver: (any KeyboardSignalReceiver)? {
    isEnabled ? host?.enclosingKeyboardEngine : nil
  }

  /// How far the host will still carry its content up the screen, by the engine's animated
  /// offset in flight, when `input` is inside it (rule A1); 0 otherwise.
  ///
  /// Upright, as far as the offset still has to grow; in a host that shows upside down (a
  /// chat table's flip, rule I4) a growing offset carries the content down the screen.
  func offsetStillToScroll(carrying input: AnyObject) -> CGFloat {
    guard ownOffset != nil, let host, host.keyboardSnapshot(focusedInput: input).focus != nil
    else { return 0 }
    return screenShiftStillToGo().y
  }

  /// Reads the host's offset on the way of the engine's own last write as that write's end
  /// (rule A1), and remembers the offset as read.
  ///
  /// A table's or collection view's `setContentOffset(_:animated:)` runs on UIKit's own
  /// clock and `contentOffset` reads it in flight: the notifications that follow the one
  /// that scrolled neither write the same end again nor cut the scroll short. The way is
  /// forgotten once the offset is at its end, off it (someone else's offset, read as it
  /// is), or the user scrolls.
  private func settleOwnOffset(_ snapshot: inout HostSnapshot) {
    offsetAsRead = snapshot.contentOffset
    guard let segment = ownOffset else { return }
    let now = observer?.clock() ?? 0
    let mayBeOnItsWay = ownOffsetStart.map {
      $0.isAnimated && now - $0.time < Self.offsetAnimationLimit(distance: $0.distance)
    }
    guard mayBeOnItsWay == true, !snapshot.isUserScrolling,
      segment.contains(snapshot.contentOffset)
    else {
      ownOffset = nil
      return
    }
    if LengthTolerance.isEqual(snapshot.contentOffset, segment.to) {
      ownOffset = nil
    } else {
      snapshot.contentOffset = segment.to
    }
  }

  /// Applies an event to the host; a host outside its window gets its user's insets back
  /// instead (rule I3), for hosts whose binding cannot report leaving.
  ///
  /// - Parameter keyboard: The event's docked keyboard, decided once by the caller (rule
  ///   K4); `nil` when the event leaves none, which covers and reveals nothing.
  func apply(
    _ keyboard: DockedKeyboard?, timing: AnimationTiming?, reveal: RevealMode,
    to host: any KeyboardScrollHost, _ snapshot: HostSnapshot
  ) {
    guard let frame = snapshot.frameInScreen, snapshot.screenBounds != nil else {
      restore(host, snapshot)
      return
    }
    // rule K4, decided once for the event: the overlap below and the reveal both follow it.
    let docked = keyboard != nil
    if docked, awaitsFirstCover {
      decideCoverAfterLayout()
      return
    }
    if docked, let outer = enclosingEngineAwaitingCover {
      // rule F8: the enclosing host moves first; this one measures once it has decided.
      outer.afterCoverDecision.append { [weak self] in self?.geometryDidChange() }
      outer.decideCoverAfterLayout()
      return
    }
    if docked, let screen = host.enclosingScreenEngine, screen.awaitsCoverDecision {
      // rules F8, L10: the screen around decides in its layout pass; this host measures
      // after what it writes, or once it decides to write nothing.
      guard !awaitsScreenCover else { return }
      awaitsScreenCover = true
      screen.afterCoverDecision { [weak self] in
        guard let self else { return }
        self.awaitsScreenCover = false
        self.geometryDidChange()
      }
      return
    }
    guard let base = ledgers?.reconcile(snapshot) else { return }
    // rule K6: another app's keyboard still insets, but reveals nothing; so does ours for a
    // host in a window that is not key (rule F1).
    let isLocal = (keyboard?.event.isLocal ?? true) && isInKeyWindow
    let plan = AvoidancePlan(
      host: snapshot,
      userContentInset: base.content,
      userIndicatorInsets: base.indicators,
      overlap: Overlap(dockedKeyboardFrame: keyboard?.frame, hostFrame: frame).height,
      focus: snapshot.focus,
      reveal: docked && isLocal ? reveal : .none,
      settings: effectiveSettings.geometry
    )
    write(plan, over: snapshot, to: host, timing: timing)
  }

  /// Applies a drag sample's overlap: insets through rule I1, without animation, and the
  /// offset left where the user's finger has it (rule D1).
  func applyDragOverlap(
    _ overlap: CGFloat, to host: any KeyboardScrollHost, _ snapshot: HostSnapshot
  ) {
    guard let base = ledgers?.reconcile(snapshot) else { return }
    var plan = AvoidancePlan(
      host: snapshot,
      userContentInset: base.content,
      userIndicatorInsets: base.indicators,
      overlap: overlap,
      focus: nil,
      reveal: .none,
      settings: effectiveSettings.geometry
    )
    plan.contentOffset = snapshot.contentOffset
    write(plan, over: snapshot, to: host, timing: nil)
  }

  /// Restores the user's insets only if the engine's addition is still on them (rule I3).
  ///
  /// That is on `disable()`, or after a geometry change (a window or host move) that leaves the
  /// last keyboard frame undocked; a rotation waits for the keyboard's notification. With the
  /// keyboard already gone the insets are the user's, and nothing is written (rule F4).
  private func restoreIfStillInset(_ host: any KeyboardScrollHost, _ snapshot: HostSnapshot) {
    guard let base = ledgers?.reconcile(snapshot),
      snapshot.contentInset != base.content || snapshot.indicatorInsets != base.indicators
    else { return }
    restore(host, snapshot)
  }

  /// Returns the user's base insets, and brings the offset back into the valid range.
  ///
  /// Outside a window the offset is left alone: without a window there is no safe area,
  /// so the valid range computed there means nothing.
  private func restore(_ host: any KeyboardScrollHost, _ snapshot: HostSnapshot) {
    guard let base = ledgers?.reconcile(snapshot) else { return }
    var plan = AvoidancePlan(
      host: snapshot,
      userContentInset: base.content,
      userIndicatorInsets: base.indicators,
      overlap: 0,
      focus: nil,
      reveal: .none,
      settings: effectiveSettings.geometry
    )
    if snapshot.frameInScreen == nil { plan.contentOffset = snapshot.contentOffset }
    write(plan, over: snapshot, to: host, timing: nil)
  }

  /// Scrolls the host back to `offset`, where it was before a row walk that found nothing
  /// (rule F6), through the engine's write, so that a table's animated scroll back is
  /// known as the engine's own on its way (rule A1).
  func scrollBack(to offset: CGPoint, timing: AnimationTiming?) {
    guard let host else { return }
    let snapshot = host.keyboardSnapshot(focusedInput: nil)
    guard !LengthTolerance.isEqual(offset, snapshot.contentOffset) else { return }
    offsetAsRead = snapshot.contentOffset
    write(HostChanges(contentOffset: offset), over: snapshot, to: host, timing: timing)
  }

  /// Hands the host what differs, in one call and one animation.
  ///
  /// Nothing is handed over when nothing differs beyond rule A2's tolerance. The ledgers
  /// record what the host has afterwards, so that a value left alone as noise is not
  /// mistaken for someone else's write.
  private func write(
    _ plan: AvoidancePlan, over snapshot: HostSnapshot, to host: any KeyboardScrollHost,
    timing: AnimationTiming?
  ) {
    var changes = HostChanges()
    if !LengthTolerance.isEqual(plan.contentInset, snapshot.contentInset) {
      changes.contentInset = plan.contentInset
    }
    if !LengthTolerance.isEqual(plan.indicatorInsets, snapshot.indicatorInsets) {
      changes.indicatorInsets = plan.indicatorInsets
    }
    if !LengthTolerance.isEqual(plan.contentOffset, snapshot.contentOffset) {
      changes.contentOffset = plan.contentOffset
    }
    write(changes, over: snapshot, to: host, timing: timing)
  }

  /// Hands the host `changes`, recorded in the ledgers, and remembers an offset write's
  /// way (rule A1).
  private func write(
    _ changes: HostChanges, over snapshot: HostSnapshot, to host: any KeyboardScrollHost,
    timing: AnimationTiming?
  ) {
    ledgers?.record(changes, over: snapshot)
    if let offset = changes.contentOffset {
      // From where the host really was: a table's scroll on its way reads as its end (A1).
      // A plain scroll view's offset reads as its end at once: no way to remember, so that
      // a later offset of the app's or the user's that lands on it is read as it is.
      if host.animatesOffsetOnItsOwnClock {
        let from = offsetAsRead ?? snapshot.contentOffset
        ownOffset = OffsetSegment(from: from, to: offset)
        ownOffsetStart = (
          observer?.clock() ?? 0, timing?.isAnimated ?? false,
          hypot(offset.x - from.x, offset.y - from.y)
        )
      } else {
        ownOffset = nil
      }
    }
    KeyboardLog.write(KeyboardLog.line(for: changes, over: snapshot, host: host, timing: timing))
    guard !changes.isEmpty else { return }
    hand(changes, to: host, timing: timing)
  }
}
