import Foundation
import KeyboardAvoidanceCore

/// The per-screen state machine of a view controller whose view does not scroll (rule L10):
/// keyboard and focus events in, `additionalSafeAreaInsets` and a lift out.
///
/// The app-wide mode hands it the inputs rule L7 finds no scroll view for. While the docked
/// keyboard covers the served input after the app's own layout, the bottom of the view
/// controller's `additionalSafeAreaInsets` gets the engine's own addition (cover, don't
/// stack), and the view is laid out inside the keyboard's animation, so every child that
/// follows the safe area moves with it; if the input is still covered after that layout, a
/// translation lifts the view just enough. The app's own additional insets are kept in a
/// ``WriteLedger``: adopted edge by edge (rule I2) and given back exactly (rule I3).
///
/// Every input handed over, covered or not, takes the application's bar and Return
/// navigation (rules T1, F6, L9), in reading order within the screen.
@MainActor
package final class ScreenEngine: KeyboardSignalReceiver {
  private(set) weak var host: (any KeyboardScreenHost)?
  private var link = ObserverLink()
  /// The observer the engine is registered with while serving.
  var observer: KeyboardObserver? { link.observer }
  /// The app's additional insets and what the engine last wrote; `nil` while not serving.
  private var ledger: WriteLedger<EdgeInsets>?
  /// The input the app-wide mode handed over, held weakly.
  private(set) weak var servedInput: AnyObject?
  /// The inputs that hold the engine's Return action, held weakly (rule F6).
  var returnKeyInputs: [WeakReference<AnyObject>] = []
  /// The inputs the engine gave the Previous / Next / Done bar, held weakly (rule T1).
  var toolbarInputs: [WeakReference<AnyObject>] = []
  /// Whether the keyboard covered the served input after the app's own layout, so that the
  /// engine's writes are in place or due (rule L10: a screen that already follows the
  /// keyboard is never served).
  private var isEngaged = false
  /// The top of the docked keyboard that covered none of the served input after the app's
  /// own layout (the screen follows the keyboard already, rule L10): the later events of the
  /// same focus with the keyboard's top there are passed over too; a keyboard whose top
  /// moves (a taller one) is decided again.
  private var passedOverKeyboardTop: CGFloat?
  /// Whether the decision on the served input waits for the view's next layout pass.
  private var decidesCoverAfterLayout = false
  /// The animation of a decision asked for while the keyboard was at rest (a focus change,
  /// rule F4): the keyboard's last duration and curve; `nil` while it animates (the
  /// decision then takes what is left of that animation).
  private var coverTimingAtRest: AnimationTiming?
  /// What the enabled hosts inside the screen do once that decision is made: they measure
  /// after the screen's layout, whether it wrote or not (rule F8).
  private var coverDecisionFollowers: [@MainActor () -> Void] = []
  /// Whether the engine is writing now: the layout its own write runs is not a change to
  /// re-apply.
  private var isApplying = false
  /// Whether a geometry change waits for the keyboard's notification (rule K7).
  private var rotation = RotationWait()

  /// Whether the app lets the app-wide mode serve this screen (rule L10's opt-out); turning
  /// it off gives the app's insets back at once and takes out the bars and Return actions
  /// the engine added; turning it on while an input of the screen edits serves that input at
  /// once (rule L2).
  package var isEnabledByApp = true {
    didSet {
      guard isEnabledByApp != oldValue else { return }
      guard isEnabledByApp else {
        stopServing(timing: observer?.keyboardAnimation)
        removeHelpers()
        return
      }
      serveEditingInput()
    }
  }

  /// Creates the engine of a screen.
  package init(host: (any KeyboardScreenHost)?) {
    self.host = host
  }

  /// Whether the engine serves the screen now: from the input handed over until the
  /// screen gives its insets back, even if that input is gone meanwhile.
  package var isServing: Bool { ledger != nil }

  /// The app-wide mode hands `input` over: rule L7 found no scroll view for it (rule L10).
  ///
  /// The engine applies when the observer tells it that `input` began editing, right after.
  /// An input handed over while it already edits (the mode turned on, or the screen enabled,
  /// with the keyboard up) is served at once, without animation unless the keyboard's runs
  /// (rule L2). Before any keyboard notification, the view's window's keyboard layout guide
  /// tells where the keyboard is, in that window's next layout pass.
  package func serve(_ input: AnyObject) {
    guard isEnabledByApp, let host else { return }
    if !isServing {
      link.connect(self, to: host.hostKeyboardObserver)
      host.startSignals(to: self)
      ledger = WriteLedger(host.screenSnapshot(focusedInput: nil).additionalSafeAreaInsets)
      if let observer, observer.beginsKeyboardGuideRead() {
        host.readKeyboardLayoutGuide { [weak observer] in
          observer?.receive(.keyboardGuideRead($0))
        }
      }
    }
    if servedInput !== input {
      // A new focus: whether the keyboard covers it is decided again (rule L10).
      passedOverKeyboardTop = nil
    }
    servedInput = input
    guard let observer, observer.inputBeginningEditing !== input else { return }
    // rule L2: no begin-editing follows for an input that already edits.
    updateHelpers(for: input)
    guard let event = observer.lastEvent else { return }
    // A keyboard at rest was laid out for already: the decision needs no later pass.
    let timing = observer.keyboardAnimation
    apply(event, timing: timing, afterLayout: timing == nil)
  }

  /// Hands the first responder of the view's window to the app-wide walk again, when it is
  /// in this screen and the mode is on: the screen was enabled while it edits (rule L2).
  private func serveEditingInput() {
    guard let host, let observer = host.hostKeyboardObserver, let walk = observer.appWideHosts,
      let input = observer.focusedInput(in: host.keyboardWindow),
      host.screenSnapshot(focusedInput: input).inputFrame != nil
    else { return }
    walk.enableHost(for: input)
  }

  /// Stops serving: the app's insets come back exactly and the lift goes (rule I3); the
  /// hosts inside that wait for a decision measure now.
  private func stopServing(timing: AnimationTiming?) {
    guard isServing else { return }
    restore(timing: timing)
    servedInput = nil
    ledger = nil
    isEngaged = false
    passedOverKeyboardTop = nil
    host?.stopSignals()
    link.disconnect(self)
    coverDecided()
  }

  // MARK: - Hosts inside the screen (rule F8)

  /// Whether the screen has still to decide, in its next layout pass, whether the keyboard
  /// covers its served input (rule L10): an enabled host inside it measures only once the
  /// screen has written, or decided to write nothing (rule F8).
  package var awaitsCoverDecision: Bool { decidesCoverAfterLayout }

  /// Runs `body` once the pending decision is made, after the screen's writes and their
  /// layout; at once when none is pending (rule F8).
  package func afterCoverDecision(_ body: @escaping @MainActor () -> Void) {
    guard decidesCoverAfterLayout else { return body() }
    coverDecisionFollowers.append(body)
  }

  /// The decision is made (or no longer due): the hosts inside measure now (rule F8).
  private func coverDecided() {
    decidesCoverAfterLayout = false
    let followers = coverDecisionFollowers
    coverDecisionFollowers = []
    for follower in followers { follower() }
  }

  // MARK: - Signals

  /// Handles a signal from the observer or from the screen's binding.
  package func receive(_ signal: KeyboardSignal) {
    switch signal {
    case .keyboard(let event): keyboardDidChange(event)
    case .editingBegan(let input): inputDidBeginEditing(input)
    case .geometryChanged: geometryDidChange()
    case .appWideSettingsChanged: settingsDidChange()
    case .returnKeyPressed(let id): returnKeyPressed(in: id)
    case .toolbarButtonTapped(let button): toolbarButtonTapped(button)
    case .caretMoved, .dragBegan, .dragEnded, .tappedOutsideInputs, .keyboardTopSampled,
      .keyboardDragged, .windowBecameKey:
      break
    }
  }

  /// Screens hear before scroll views: hosts inside a screen measure after its layout
  /// (rule F8).
  package var runsAfterScrollHosts: Bool { false }

  private func keyboardDidChange(_ event: KeyboardEvent) {
    guard isServing, let host else { return }
    rotation.keyboardEventApplied(screenBounds: host.screenSnapshot(focusedInput: nil).screenBounds)
    apply(event, timing: event.name.isWill ? event.timing : nil)
  }

  private func inputDidBeginEditing(_ input: AnyObject) {
    guard isServing else { return }
    // The next animation of a show still running, else the last event's (a text view's
    // begin-editing comes after the keyboard's will-show: it joins that show, rule L7).
    let timing = observer?.keyboardAnimation ?? observer?.lastEvent?.timing
    guard input === servedInput else {
      // Focus moved to an input this screen does not serve (a scroll view holds it).
      stopServing(timing: timing)
      return
    }
    updateHelpers(for: input)
    guard let event = observer?.lastEvent else { return }
    apply(event, timing: timing)
  }

  /// Re-applies the last keyboard event to the view's geometry now (rule K7), with the
  /// keyboard's animation while it runs (rule K1); after a rotation, waits for the keyboard's
  /// own notification.
  private func geometryDidChange() {
    guard isServing, !isApplying, let host, let event = observer?.lastEvent else {
      return
    }
    guard !rotation.waits(screenBounds: host.screenSnapshot(focusedInput: nil).screenBounds)
    else { return }
    apply(event, timing: observer?.keyboardAnimation)
  }

  // MARK: - Applying

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
  private func decideCoverAfterLayout(timing: AnimationTiming?) {
    let isAtRest = observer?.keyboardAnimation == nil
    guard !decidesCoverAfterLayout else {
      if isAtRest, timing == nil { coverTimingAtRest = nil }
      return
    }
    decidesCoverAfterLayout = true
    coverTimingAtRest = isAtRest ? timing : nil
    waitForLayoutPass()
  }

  /// Runs the pending decision in the view's next layout pass that no engine forced while
  /// the observer tells the engines a signal.
  private func waitForLayoutPass() {
    host?.afterNextLayout { [weak self] in
      guard let self, self.decidesCoverAfterLayout else { return }
      if self.observer?.isDelivering == true { return self.waitForLayoutPass() }
      guard self.isServing, !self.isEngaged, let event = self.observer?.lastEvent
      else { return self.coverDecided() }
      let timing = self.observer?.keyboardAnimation ?? self.coverTimingAtRest
      self.apply(event, timing: timing, afterLayout: true)
    }
  }

  /// Applies `event` to the screen; the first decision on whether the keyboard covers the
  /// served input waits for the app's layout (`afterLayout` once it ran, rule L10).
  private func apply(_ event: KeyboardEvent, timing: AnimationTiming?, afterLayout: Bool = false) {
    guard let host, var ledger else { return }
    // The decision is made in this call once the layout ran, whatever it finds: the hosts
    // inside measure after what it wrote (rule F8).
    defer { if afterLayout { coverDecided() } }
    let snapshot = host.screenSnapshot(focusedInput: servedInput)
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
      guard let inputMaxY = snapshot.inputMaxYInScreen,
        ScreenPlan.covers(inputMaxY: inputMaxY, keyboardTop: keyboardTop)
      else {
        if snapshot.inputMaxYInScreen != nil {
          passedOverKeyboardTop = keyboardTop
          KeyboardLog.write("screen passes over its input: the keyboard covers none of it (L10)")
        }
        restore(timing: timing)
        return
      }
      isEngaged = true
    }
    let base = ledger.base
    let own = snapshot.additionalSafeAreaInsets.bottom - base.bottom
    let settings = observer?.appWideSettings.geometry ?? KeyboardSettings()
    var insets = base
    insets.bottom += ScreenPlan.addition(
      overlap: overlap, extraSpacing: settings.extraSpacing,
      safeAreaBottom: snapshot.safeAreaBottom, ownAddition: own)
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
  private func lift(
    _ snapshot: ScreenSnapshot, overlap: CGFloat, keyboardTop: CGFloat?, margin: CGFloat
  ) -> CGFloat {
    guard let keyboardTop, let inputFrame = snapshot.inputFrame,
      let frame = snapshot.viewFrameInScreen
    else { return 0 }
    let target = ScreenPlan.targetMaxY(
      inputMaxY: inputFrame.maxY, margin: margin, viewHeight: snapshot.viewHeight)
    return ScreenPlan.lift(
      targetMaxY: frame.minY + target, keyboardTop: keyboardTop, overlap: overlap)
  }

  /// Gives the app's additional insets back exactly and takes the lift away (rule I3).
  private func restore(timing: AnimationTiming?) {
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
  private func run(_ timing: AnimationTiming?, _ body: @escaping @MainActor @Sendable () -> Void) {
    isApplying = true
    defer { isApplying = false }
    host?.animate(timing: timing, body)
  }

  /// Writes the additional insets (the host lays the view out) and records them (rule I2).
  private func write(_ insets: EdgeInsets) {
    guard let host else { return }
    KeyboardLog.write("screen additionalSafeAreaInsets -> \(KeyboardLog.text(insets)) (L10)")
    ledger?.record(insets)
    host.writeAdditionalSafeAreaInsets(insets)
  }

  /// Writes the lift unless the view has it already (rule A2).
  private func writeLift(_ lift: CGFloat, _ snapshot: ScreenSnapshot) {
    guard !LengthTolerance.isEqual(lift, snapshot.lift) else { return }
    KeyboardLog.write("screen lift -> \(KeyboardLog.number(lift)) (L10)")
    host?.writeLift(lift)
  }
}
