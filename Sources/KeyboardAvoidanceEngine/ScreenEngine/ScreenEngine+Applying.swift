import Foundation
import KeyboardAvoidanceCore

/// How the screen engine decides whether the keyboard covers its input and writes its
/// additional insets and lift (rules L10, I2, I3, A1, A2).
extension ScreenEngine {
  /// Decides, in the view's next layout pass, whether the docked keyboard covers the served
  /// input (rule L10).
  ///
  /// The app's own layout for the keyboard runs before then: a constraint that follows the
  /// keyboard (its engine runs after the screens') or a layout pinned to the keyboard layout
  /// guide (laid out in that pass) has moved the input already. A covered input gets the
  /// keyboard then, inside its animation over what is left of it; one that is not is passed
  /// over for the rest of its focus, without a write.
  ///
  /// A pass that an engine forces for its own write while the observer still tells the
  /// engines the signal (rule L8) comes before the engines after it (following constraints)
  /// have acted: the decision then waits for the next pass. A later request without
  /// animation while the keyboard is at rest (the view back in a window, rule L3) makes the
  /// decision apply without animation.
  func decideCoverAfterLayout(timing: AnimationTiming?) {
    let isAtRest = observer?.keyboardAnimation == nil
    guard !cover.isPending else {
      if isAtRest, timing == nil { coverTimingAtRest = nil }
      return
    }
    coverTimingAtRest = isAtRest ? timing : nil
    askCoverDecision()
  }

  /// The view's next layout pass came: the pending decision is made in it, unless an
  /// engine forced it while the observer tells the engines a signal (the decision then
  /// waits for the next one).
  ///
  /// That next pass is asked for once the signal has been told: asked from inside the pass
  /// that came, it could be that pass again, for as long as the signal lasts, for ever
  /// where the pass itself makes UIKit post a notification (a bar attached at
  /// begin-editing).
  func coverLayoutPassed() {
    guard cover.isPending else { return }
    if let observer, observer.isDelivering {
      return observer.afterDelivery(resumption(of: .signalDelivered))
    }
    guard isServing, !isEngaged, let event = observer?.lastEvent else { return coverDecided() }
    apply(event, timing: observer?.keyboardAnimation ?? coverTimingAtRest, afterLayout: true)
  }

  /// Runs `body` in the view's next layout pass.
  func afterNextHostLayout(_ body: @escaping @MainActor () -> Void) {
    host?.afterNextLayout(body)
  }

  /// Applies `event` to the screen; the first decision on whether the keyboard covers the
  /// served input waits for the app's layout (`afterLayout` once it ran, rule L10).
  func apply(_ event: KeyboardEvent, timing: AnimationTiming?, afterLayout: Bool = false) {
    guard let host, var ledger else { return }
    // The decision is made in this call once the layout ran, whatever it finds: the hosts
    // inside measure after what it wrote (rule F8).
    defer { if afterLayout { coverDecided() } }
    let snapshot = host.screenSnapshot(focusedInput: servedInput)
    moveLook.measured(snapshot.viewFrameInScreen)
    if let adoption = ledger.reconcile(snapshot.additionalSafeAreaInsets) {
      KeyboardLog.write(
        "screen adopted the app's additionalSafeAreaInsets \(KeyboardLog.text(adoption.appWrote))"
          + " (over the engine's \(KeyboardLog.text(adoption.engineWrote))): base "
          + "\(KeyboardLog.text(adoption.oldBase)) -> \(KeyboardLog.text(ledger.base)) (I2)")
    }
    self.ledger = ledger
    guard let frame = snapshot.viewFrameInScreen, let screenBounds = snapshot.screenBounds else {
      restore(timing: nil)
      return
    }
    let overlap = Overlap(
      event: event, hostFrame: frame, screenBounds: screenBounds, hostScreen: snapshot.screen
    ).height
    let keyboardTop = overlap > 0 ? event.endFrame?.minY : nil
    let settings = observer?.appWideSettings.geometry ?? KeyboardSettings()
    if !isEngaged {
      // rule L10: served only while the keyboard covers the input after the app's layout.
      let isPassedOver = passedOverKeyboardTop.map { passed in
        keyboardTop.map { LengthTolerance.isEqual(passed, $0) } ?? false
      }
      guard let keyboardTop, isPassedOver != true else {
        if keyboardTop == nil { passedOverKeyboardTop = nil }
        restore(timing: timing)
        // No docked keyboard, or the input passed over: nothing waits for a decision.
        coverDecided()
        return
      }
      guard afterLayout else {
        decideCoverAfterLayout(timing: timing)
        return
      }
      // A text view that scrolls its own text needs the screen only while less than its
      // caret's line and two margins is left uncovered (rule L7).
      guard let inputMaxY = snapshot.keptInputMaxYInScreen(margin: settings.margin),
        ScreenPlan.covers(inputMaxY: inputMaxY, keyboardTop: keyboardTop)
      else {
        if snapshot.inputMaxYInScreen != nil {
          passedOverKeyboardTop = keyboardTop
          KeyboardLog.write(
            snapshot.inputCaretLineHeight == nil
              ? "screen passes over its input: the keyboard covers none of it (L10)"
              : "screen passes over its text view: it has room for its caret line (L7)")
        }
        restore(timing: timing)
        return
      }
      isEngaged = true
    }
    let base = ledger.base
    let outer = outerSafeAreaBottomBeforeLift ?? snapshot.outerSafeAreaBottom
    var insets = base
    insets.bottom += ScreenPlan.addition(
      overlap: overlap, extraSpacing: settings.extraSpacing,
      keptSafeAreaBottom: outer + base.bottom)
    let margin = settings.margin
    if !LengthTolerance.isEqual(insets, snapshot.additionalSafeAreaInsets) {
      run(timing) { [self] in
        write(insets)
        // Measured after the layout the write ran, before any lift moves the view.
        guard let laidOut = self.host?.screenSnapshot(focusedInput: servedInput) else { return }
        writeLift(
          lift(laidOut, overlap: overlap, keyboardTop: keyboardTop, margin: margin), laidOut)
      }
    } else {
      let lift = lift(snapshot, overlap: overlap, keyboardTop: keyboardTop, margin: margin)
      if !LengthTolerance.isEqual(lift, snapshot.lift) {
        run(timing) { [self] in writeLift(lift, snapshot) }
      }
    }
    if overlap == 0 { isEngaged = false }
  }

  /// The lift a laid-out view needs for its input (rule L10), 0 without a docked keyboard.
  func lift(
    _ snapshot: ScreenSnapshot, overlap: CGFloat, keyboardTop: CGFloat?, margin: CGFloat
  ) -> CGFloat {
    guard let keyboardTop, let target = snapshot.liftTargetMaxY(margin: margin),
      let frame = snapshot.viewFrameInScreen
    else { return 0 }
    return ScreenPlan.lift(
      targetMaxY: frame.minY + target, keyboardTop: keyboardTop, overlap: overlap)
  }

  /// Gives the app's additional insets back exactly and takes the lift away (rule I3).
  func restore(timing: AnimationTiming?) {
    guard let host else { return }
    isEngaged = false
    guard var ledger else { return }
    let snapshot = host.screenSnapshot(focusedInput: nil)
    ledger.reconcile(snapshot.additionalSafeAreaInsets)
    self.ledger = ledger
    let base = ledger.base
    let insetsChange = !LengthTolerance.isEqual(base, snapshot.additionalSafeAreaInsets)
    let liftChange = snapshot.lift != 0
    guard insetsChange || liftChange else { return }
    run(timing) { [self] in
      if insetsChange { write(base) }
      if liftChange { writeLift(0, snapshot) }
    }
  }

  /// Runs the writes of one event in one animation (rule A1).
  func run(_ timing: AnimationTiming?, _ body: @escaping @MainActor @Sendable () -> Void) {
    isApplying = true
    defer { isApplying = false }
    host?.animate(timing: timing, body)
  }

  /// Writes the additional insets (the host lays the view out) and records them (rule I2).
  func write(_ insets: EdgeInsets) {
    guard let host else { return }
    KeyboardLog.write("screen additionalSafeAreaInsets -> \(KeyboardLog.text(insets)) (L10)")
    ledger?.record(insets)
    host.writeAdditionalSafeAreaInsets(insets)
  }

  /// Writes the lift unless the view has it already (rule A2); a first lift keeps the safe
  /// area the view had without it (``outerSafeAreaBottomBeforeLift``).
  func writeLift(_ lift: CGFloat, _ snapshot: ScreenSnapshot) {
    guard !LengthTolerance.isEqual(lift, snapshot.lift) else { return }
    if lift == 0 {
      outerSafeAreaBottomBeforeLift = nil
    } else if snapshot.lift == 0 {
      outerSafeAreaBottomBeforeLift = snapshot.outerSafeAreaBottom
    }
    KeyboardLog.write("screen lift -> \(KeyboardLog.number(lift)) (L10)")
    host?.writeLift(lift)
  }
}
