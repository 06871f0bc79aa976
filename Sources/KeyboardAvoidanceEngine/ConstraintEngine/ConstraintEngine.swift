import Foundation
package import KeyboardAvoidanceCore

/// The per-constraint state machine: keyboard and focus events in, one constant out.
///
/// It keeps the app's base constant in a ``WriteLedger``: a different value found later is
/// the app's own and becomes the base (as rule I2 for insets); the base comes back exactly
/// when the keyboard stops covering (rule I3); nothing is written when nothing changes
/// beyond rule A2's tolerance; writes animate with the keyboard (rule A1). Each event
/// reads the constraint once and writes at most once.
@MainActor
package final class ConstraintEngine: KeyboardSignalReceiver {
  private weak var constraint: (any KeyboardConstraintHost)?
  private var link = ObserverLink()
  private var observer: KeyboardObserver? { link.observer }
  private var ledger = WriteLedger<CGFloat>(0)
  /// Whether the constant moves only when the focused input would be covered (rule C2),
  /// instead of always clearing the overlap (rule C1).
  package var followsOnlyWhenCovered = false
  /// Room kept above a focused input when following only when covered.
  package var margin: CGFloat = 16
  /// Runs inside each animation with the new constant, for apps that move more.
  package var alongside: (@MainActor @Sendable (CGFloat) -> Void)?
  /// Whether the constraint follows the keyboard.
  package private(set) var isFollowing = false
  /// Whether a geometry change waits for the keyboard's notification (rule K7).
  private var rotation = RotationWait()
  /// Whether the log already says that the constraint is inactive (rule C3: once per
  /// inactive spell).
  private var loggedInactive = false
  /// Where the engine last saw the owning view on screen, and the look it asks for when a
  /// turn ends with the view elsewhere (rules K7, K1): once per keyboard event, for the
  /// constant may move the view it measures.
  private var moveLook = MoveLook(oncePerKeyboardEvent: true)

  package init(constraint: (any KeyboardConstraintHost)?) {
    self.constraint = constraint
  }

  /// Whether the look after a turn that moved the owning view is still pending: never once
  /// UIKit is idle (rule O1).
  package var isWaiting: Bool { moveLook.isPending }

  /// The constraint's shape, to tell why it cannot follow (rule C1); `nil` once it is gone.
  package var shape: ConstraintShape? { constraint?.constraintShape }

  /// Starts following; applies at once, without animation, when the keyboard is up.
  ///
  /// A constraint whose shape cannot follow (rule C1) is left alone. Started while a user's
  /// drag owns an inset, it follows the dragged keyboard at once (rule D1).
  package func follow() {
    guard let constraint, constraint.constraintShape.canFollow else { return }
    connectObserver()
    constraint.startSignals(to: self)
    let snapshot = read(constraint)
    if !isFollowing {
      isFollowing = true
      ledger = WriteLedger(snapshot.constant)
      draggedTop = observer?.draggedKeyboardTop
    }
    rotation.keyboardEventApplied(screenBounds: snapshot.screenBounds)
    apply(event: currentEvent(snapshot), snapshot)
  }

  /// Stops following and gives the base constant back exactly; lets go of `alongside`,
  /// so that a closure that captured a view controller does not keep it alive.
  package func stop() {
    guard isFollowing, let constraint else { return }
    let current = read(constraint).constant
    ledger.reconcile(current)
    write(ledger.base, over: current, to: constraint, timing: nil)
    endFollowing()
  }

  /// Lets go of everything following holds: `alongside`, the binding's signals, the
  /// observer.
  private func endFollowing() {
    isFollowing = false
    draggedTop = nil
    moveLook.cancel()
    alongside = nil
    constraint?.stopSignals()
    link.disconnect(self)
  }

  /// Re-applies the last keyboard event to the view's current geometry (rule K7), without
  /// animation, or with the keyboard's while it runs (rule K1).
  ///
  /// After a rotation (the screen's size changed since the last keyboard event) the last
  /// frame belongs to the old orientation: the engine waits for the keyboard's own
  /// notification instead of moving the constant twice (an input beginning to edit waits
  /// too). Outside a window it gives the base back (rule I3).
  func geometryDidChange() {
    guard isFollowing, let constraint else { return }
    connectObserver()
    let snapshot = read(constraint)
    guard !rotation.waits(screenBounds: snapshot.screenBounds) else { return }
    // While the keyboard's animation runs, a moved view moves with it (rule K1).
    apply(event: currentEvent(snapshot), snapshot, timing: observer?.keyboardAnimation)
  }

  private func connectObserver() {
    link.connect(self, to: constraint?.hostKeyboardObserver)
  }

  // MARK: - Events

  func keyboardDidChange(_ event: KeyboardEvent) {
    // Any notification resolves a drag (rule D2).
    draggedTop = nil
    guard isFollowing, let constraint else { return }
    moveLook.keyboardEventCame()
    constraint.refreshSignals()
    let snapshot = read(constraint)
    rotation.keyboardEventApplied(screenBounds: snapshot.screenBounds)
    apply(event: event, snapshot, timing: event.name.isWill ? event.timing : nil)
  }

  /// A turn ended with the keyboard up: an owning view found elsewhere on screen than the
  /// engine measured it is looked at again once UIKit has acted (rule K7, ``MoveLook``);
  /// the binding hears only its window scene.
  func turnEnded() {
    guard isFollowing, let constraint,
      moveLook.turnEnded(hostAt: constraint.constraintSnapshot(focusedInput: nil).viewFrameInScreen)
    else { return }
    constraint.afterUIKitActs(resumption(of: .moveLook))
  }

  /// Looks at the owning view again once UIKit has acted after a turn that moved it (rule
  /// K7), as a scroll view's engine does: it is re-applied (``geometryDidChange()``), with
  /// the keyboard's animation while it runs (rule K1).
  func lookAfterUIKit() {
    guard moveLook.end(), isFollowing else { return }
    KeyboardLog.write("constraint's view moved on screen with the keyboard up (K7)")
    geometryDidChange()
  }

  func inputDidBeginEditing(_ input: AnyObject) {
    guard isFollowing, followsOnlyWhenCovered, let event = observer?.lastEvent, let constraint
    else { return }
    let snapshot = read(constraint)
    guard !rotation.waits(screenBounds: snapshot.screenBounds) else { return }
    apply(event: currentEvent(snapshot) ?? event, snapshot, timing: event.timing)
  }

  /// The dragged keyboard's top edge at the last sample, in screen space, while a scroll
  /// view's engine owns its inset for the drag: from the sample it took it over at until
  /// the next keyboard notification (rule D1); `nil` otherwise.
  private var draggedTop: CGFloat?

  /// While a user drags the keyboard down a scroll view (rule D1), the constant follows
  /// each sample as it would a keyboard frame from that edge down, never above the last
  /// notified keyboard's top, without animation; the resolving notification then applies
  /// as any other.
  func keyboardWasDragged(to top: CGFloat) {
    draggedTop = top
    guard isFollowing, let constraint, observer?.lastEvent?.endFrame != nil else { return }
    let snapshot = read(constraint)
    guard !rotation.waits(screenBounds: snapshot.screenBounds) else { return }
    apply(event: currentEvent(snapshot), snapshot, timing: nil)
  }

  /// The constraint's own probe of a keyboard layout guide read the keyboard's top at `top`
  /// (screen space), as a SwiftUI bar's does (rule S4): outside the keyboard's animations,
  /// with a docked keyboard notified, a top that differs from the notified one is a user's
  /// drag (rule D1), followed as ``keyboardTopDidMove(to:)`` follows the observer's samples,
  /// whether or not a scroll view's engine saw the drag begin.
  package func keyboardGuideDidMove(to top: CGFloat) {
    guard isFollowing, let constraint, let observer, observer.keyboardAnimation == nil,
      let last = observer.lastEvent, let frame = last.endFrame
    else { return }
    let snapshot = read(constraint)
    guard let screen = snapshot.screenBounds, !rotation.waits(screenBounds: screen),
      Docking.isDocked(last, screenBounds: screen, hostScreen: snapshot.screen)
    else { return }
    apply(event: .dragged(top: max(top, frame.minY), screenBounds: screen), snapshot, timing: nil)
  }

  /// The keyboard as this constraint follows it: during a drag, a keyboard from the last
  /// sample's edge (never above the notified keyboard's top) to the screen's bottom; else
  /// the last notification's.
  private func currentEvent(_ snapshot: ConstraintSnapshot) -> KeyboardEvent? {
    guard let observer, let last = observer.lastEvent else { return nil }
    guard let top = draggedTop, let frame = last.endFrame,
      let screen = snapshot.screenBounds
    else { return last }
    return .dragged(top: max(top, frame.minY), screenBounds: screen)
  }

  /// After scroll views: when following only when covered, the input is measured where its
  /// scroll view has put it.
  package var runsAfterScrollHosts: Bool { true }

  // MARK: - Applying

  private func read(_ constraint: any KeyboardConstraintHost) -> ConstraintSnapshot {
    let snapshot = constraint.constraintSnapshot(focusedInput: focusedInput)
    moveLook.measured(snapshot.viewFrameInScreen)
    return snapshot
  }

  /// The first responder of the owning view's window (rule F1): an input editing in another
  /// window never moves this constraint.
  private var focusedInput: AnyObject? {
    observer?.focusedInput(in: constraint?.keyboardWindow)
  }

  private func apply(
    event: KeyboardEvent?, _ snapshot: ConstraintSnapshot, timing: AnimationTiming? = nil
  ) {
    guard let constraint, isWritable(snapshot) else { return }
    ledger.reconcile(snapshot.constant)
    let base = ledger.base
    guard let frame = snapshot.viewFrameInScreen, let screen = snapshot.screenBounds else {
      write(base, over: snapshot.constant, to: constraint, timing: nil)
      return
    }
    // rule K4: a keyboard on another screen covers nothing here.
    let overlap = Overlap(
      event: event, hostFrame: frame, screenBounds: screen, hostScreen: snapshot.screen
    ).height
    let kept = snapshot.keepsSafeArea ? snapshot.safeAreaBottom : 0
    // The plan works on the distance above the bottom; an item-first constraint holds its
    // negative (rule C1: the item moves up in both forms).
    let sign: CGFloat = snapshot.isItemFirst ? -1 : 1
    let distance = sign * base
    let always = ConstraintPlan.always(base: distance, overlap: overlap, keptSafeArea: kept)
    var moved = always
    if followsOnlyWhenCovered {
      moved = distance
      if overlap > 0, let keyboard = event?.endFrame, let inputFrame = snapshot.inputFrame {
        // An input that moves with the constant is measured where it is at the base, so that
        // the notifications of one show agree on one constant instead of flipping (C2); its
        // place reflects the constant of the last layout pass, which the read never forces
        // (rule L8).
        let laidOut = snapshot.laidOutConstant ?? snapshot.constant
        let lift = snapshot.inputMovesWithConstant ? sign * laidOut - distance : 0
        // A table's animated scroll still to come carries the input up (rule A1).
        let input = focusedInput
        let scroll = input.flatMap { observer?.scrollStillToCome(carrying: $0) } ?? 0
        moved = ConstraintPlan.whenCovered(
          base: distance, always: always, inputMaxY: inputFrame.maxY + lift - scroll,
          margin: margin,
          keyboardTop: keyboard.minY - frame.minY)
      }
    }
    // Exactly the base when nothing moves, so that a restore is exact (rule I3).
    let value = moved == distance ? base : sign * moved
    write(value, over: snapshot.constant, to: constraint, timing: timing)
  }

  /// Whether the constraint takes a write now (rule C3): an inactive one is left alone (and
  /// said so once) until it is active again; one whose items are gone stops for good.
  private func isWritable(_ snapshot: ConstraintSnapshot) -> Bool {
    if snapshot.itemsAreGone {
      KeyboardLog.write("constraint's items are gone: it stops following (C3)")
      endFollowing()
      return false
    }
    guard snapshot.isActive else {
      if !loggedInactive { KeyboardLog.write("constraint inactive: not written (C3)") }
      loggedInactive = true
      return false
    }
    loggedInactive = false
    return true
  }

  /// Writes `value` unless the constant already has it within rule A2's tolerance.
  ///
  /// The ledger records what the constant holds afterwards, so that noise left alone is
  /// not taken for the app's write. Plans give exactly the base or a move beyond the
  /// tolerance, so a restore always lands on the base exactly (rule I3).
  private func write(
    _ value: CGFloat, over current: CGFloat, to constraint: any KeyboardConstraintHost,
    timing: AnimationTiming?
  ) {
    guard !LengthTolerance.isEqual(current, value) else {
      ledger.record(current)
      return
    }
    ledger.record(value)
    KeyboardLog.write(
      "constraint constant \(KeyboardLog.number(current)) -> \(KeyboardLog.number(value)), "
        + (timing.map {
          $0.isAnimated ? "animated \(KeyboardLog.number($0.duration)) s" : "not animated"
        }
          ?? "not animated"))
    constraint.applyConstant(value, timing: timing, alongside: alongside)
  }
}
