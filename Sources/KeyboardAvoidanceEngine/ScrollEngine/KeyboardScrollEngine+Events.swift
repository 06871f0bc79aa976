import Foundation
import KeyboardAvoidanceCore

/// The scroll engine's handling of keyboard, focus, caret and geometry signals, and the
/// waits some of them start (rules K1, K7, F1, F5, F7, F8, I5).
extension KeyboardScrollEngine {
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
    if waitsForRotation(snapshot) || holdsGeometryForFocusMove() { return }
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
    if !event.name.isHide { toolbarKeyboardDidMove(event) }
    let snapshot = read(host)
    rotation.keyboardEventApplied(screenBounds: snapshot.screenBounds)
    let keyboard = DockedKeyboard(event, on: snapshot)
    if holdsWill(event, keyboard) { return }
    // The event measures the geometry as it is now (rules O1 d and l).
    geometryHeldForFocusMove = false
    if snapshot.isInsetByUIKit {
      // rule I5: UIKit's table view controller insets and scrolls its table with the
      // will-notifications; from the did-notifications on, the input itself is revealed,
      // animated, only where UIKit left it hidden. A will's one write (the offset back to
      // the end on hide, rule I3) goes into the keyboard's animation, never without one.
      let isWill = event.name.isWill
      apply(
        keyboard, timing: event.timing, reveal: isWill ? .untouched : .inputIfHidden, to: host,
        snapshot)
      return
    }
    if waitsForLateFocus(keyboard, snapshot) { return }
    apply(
      keyboard, timing: event.name.isWill ? event.timing : nil, reveal: .target, to: host,
      snapshot)
  }

  /// A turn ended with the keyboard up: a host found elsewhere on screen than the engine
  /// measured it is looked at again once UIKit has acted (rule K7, ``MoveLook``).
  func turnEnded() {
    guard isEnabled, let host,
      moveLook.turnEnded(hostAt: host.placeOnScreen)
    else { return }
    host.afterUIKitActs(resumption(of: .moveLook))
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
    waits.remove(.lateFocus)
    // A walk that found nothing from another input says nothing about this one's (rule F6).
    if walkInVain?.input.value !== input { walkInVain = nil }
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
    focusMoveBegan()
    guard snapshot.isInsetByUIKit else {
      apply(keyboard, timing: keyboard.event.timing, reveal: .target, to: host, snapshot)
      return
    }
    // rule I5: UIKit's table view controller scrolls to the new input itself; once it has
    // acted (a layout pass and a main-queue turn), the engine reveals the input only where
    // it is still hidden.
    let wait = EngineWait.inputReveal(ObjectIdentifier(input))
    if waits.insert(wait).inserted { host.afterLayoutAndMainQueue(resumption(of: wait)) }
  }

  /// Reveals the first responder of the host's window once that window became key with the
  /// keyboard docked (rule F1).
  ///
  /// While another window was key, the host took its insets but
  /// scrolled nothing, and no editing notification comes now. With the keyboard's timing,
  /// as for a focus change while the keyboard is up; where UIKit's table view controller
  /// owns the insets, only an input still hidden is revealed (rule I5).
  func windowDidBecomeKey(_ window: AnyObject) {
    guard isEnabled, let host, host.keyboardWindow === window else { return }
    revealFocusedInput(in: host, because: "its window became key: its first responder is revealed")
  }

  /// Reveals the focused input of the host with the keyboard's timing, with no editing
  /// notification (rules F1, O1 j).
  ///
  /// Only while the keyboard is docked on the host and no drag owns the inset; where UIKit's
  /// table view controller owns the insets, only an input still hidden (rule I5). `reason`
  /// goes to the debug log.
  func revealFocusedInput(in host: any KeyboardScrollHost, because reason: String) {
    guard let input = focusedInput, let event = observer?.lastEvent, !dismissal.ownsInset
    else { return }
    let snapshot = read(host, focusedInput: input)
    guard snapshot.focus != nil, snapshot.frameInScreen != nil,
      let keyboard = DockedKeyboard(event, on: snapshot)
    else { return }
    KeyboardLog.write("\(host.logName) \(reason)")
    apply(
      keyboard, timing: keyboard.event.timing,
      reveal: snapshot.isInsetByUIKit ? .inputIfHidden : .target, to: host, snapshot)
  }

  /// Handles a caret move in the focused text view (rule F5): once both a layout pass and
  /// a main-queue turn have run, re-runs F2/F3 without animation while the keyboard is
  /// docked; writes nothing while the caret stays visible.
  ///
  /// UIKit posts a text view's change before Auto Layout grows it: the caret and the content
  /// size are read once the host's pending layout has run, which the engine never forces
  /// (rule L8), in whatever order the run loop and the pass take (O1 c, g). Moves before
  /// that are read once, then, for the input that moved first.
  func caretDidMove(in input: AnyObject) {
    guard isEnabled, let host, observer?.lastEvent != nil,
      !waits.contains(where: \.isCaretLayout)
    else { return }
    let wait = EngineWait.caretLayout(ObjectIdentifier(input))
    waits.insert(wait)
    host.afterLayoutAndMainQueue(resumption(of: wait))
  }

  /// Scroll views' engines hear each event first.
  package var runsAfterScrollHosts: Bool { false }
}
