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
package final class ScreenEngine: KeyboardSignalReceiver, CoverDeciding {
  private(set) weak var host: (any KeyboardScreenHost)?
  private var link = ObserverLink()
  /// The observer the engine is registered with while serving.
  var observer: KeyboardObserver? { link.observer }
  /// The app's additional insets and what the engine last wrote; `nil` while not serving.
  var ledger: WriteLedger<EdgeInsets>?
  /// The input the app-wide mode handed over, held weakly.
  private(set) weak var servedInput: AnyObject?
  /// The inputs that hold the engine's Return action, held weakly (rule F6).
  var returnKeyInputs: [WeakReference<AnyObject>] = []
  /// The inputs the engine gave the Previous / Next / Done bar, held weakly (rule T1).
  var toolbarInputs: [WeakReference<AnyObject>] = []
  /// Whether the keyboard covered the served input after the app's own layout, so that the
  /// engine's writes are in place or due (rule L10: a screen that already follows the
  /// keyboard is never served).
  var isEngaged = false
  /// The top of the docked keyboard that covered none of the served input after the app's
  /// own layout (the screen follows the keyboard already, rule L10): the later events of the
  /// same focus with the keyboard's top there are passed over too; a keyboard whose top
  /// moves (a taller one) is decided again.
  var passedOverKeyboardTop: CGFloat?
  /// The decision on the served input while it waits for the view's next layout pass, and
  /// the enabled hosts inside the screen that measure once it is made, whether it wrote or
  /// not (rule F8).
  var cover = CoverDecision()
  /// The animation of a decision asked for while the keyboard was at rest (a focus change,
  /// rule F4): the keyboard's last duration and curve; `nil` while it animates (the
  /// decision then takes what is left of that animation).
  var coverTimingAtRest: AnimationTiming?
  /// The bottom of the view's safe area that no additional insets make (the window's, the
  /// containers' bars), as it was before the engine lifted the view; `nil` while the view is
  /// not lifted.
  ///
  /// While lifted, the addition counts this one: UIKit may measure a view's safe area from
  /// where its transform shows it, and the safe-area step is not redone because of the
  /// engine's own move (rule L10).
  var outerSafeAreaBottomBeforeLift: CGFloat?
  /// Whether the engine is writing now: the layout its own write runs is not a change to
  /// re-apply.
  var isApplying = false
  /// Whether a geometry change waits for the keyboard's notification (rule K7).
  private var rotation = RotationWait()
  /// Where the engine last measured the view on screen, untransformed, and the look it asks
  /// for when a turn ends with the view elsewhere (rule K7: a sheet's detent, a popover).
  var moveLook = MoveLook()

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
  ///
  /// - Returns: Whether the engine serves `input` now: not while the app opts the screen out
  ///   or its view controller is gone.
  @discardableResult
  package func serve(_ input: AnyObject) -> Bool {
    guard isEnabledByApp, let host else { return false }
    if !isServing {
      link.connect(self, to: host.hostKeyboardObserver)
      host.startSignals(to: self)
      ledger = WriteLedger(host.screenSnapshot(focusedInput: nil).additionalSafeAreaInsets)
      if let observer, observer.beginsKeyboardGuideRead() {
        host.readKeyboardLayoutGuide(observer.keyboardGuideReport)
      }
    }
    if servedInput !== input {
      // A new focus: whether the keyboard covers it is decided again (rule L10).
      passedOverKeyboardTop = nil
    }
    servedInput = input
    guard let observer, observer.inputBeginningEditing !== input else { return true }
    // rule L2: no begin-editing follows for an input that already edits.
    updateHelpers(for: input)
    guard let event = observer.lastEvent else { return true }
    // A keyboard at rest was laid out for already: the decision needs no later pass.
    let timing = observer.keyboardAnimation
    apply(event, timing: timing, afterLayout: timing == nil)
    return true
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
    outerSafeAreaBottomBeforeLift = nil
    isEngaged = false
    passedOverKeyboardTop = nil
    moveLook.cancel()
    host?.stopSignals()
    link.disconnect(self)
    coverDecided()
  }

  // MARK: - Signals

  /// Handles a signal from the observer or from the screen's binding.
  package func receive(_ signal: KeyboardSignal) {
    switch signal {
    case .keyboard(let event): keyboardDidChange(event)
    case .editingBegan(let input): inputDidBeginEditing(input)
    case .geometryChanged: geometryDidChange()
    case .turnEnded: turnEnded()
    case .resumed(.moveLook): lookAfterUIKit()
    case .appWideSettingsChanged: settingsDidChange()
    case .returnKeyPressed(let id): returnKeyPressed(in: id)
    case .toolbarButtonTapped(let button): toolbarButtonTapped(button)
    case .resumed(.coverDecision): coverLayoutPassed()
    case .resumed(.signalDelivered): if cover.isPending { askCoverDecisionAgain() }
    case .resumed: break
    case .caretMoved, .dragBegan, .dragEnded, .tappedOutsideInputs, .keyboardTopSampled,
      .keyboardDragged, .windowBecameKey, .hostScrolled:
      break
    }
  }

  /// Screens hear before scroll views: hosts inside a screen measure after its layout
  /// (rule F8).
  package var runsAfterScrollHosts: Bool { false }

  /// The identity of the view controller the engine serves, under which the scroll views
  /// inside its view find it (rule F8).
  package var hostIdentity: ObjectIdentifier? { host?.hostIdentity }

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

  /// A turn ended with the keyboard up: a view found elsewhere on screen than the engine
  /// measured it (a sheet, a popover UIKit moved, which the sentinel inside the view does
  /// not hear) is looked at again once UIKit has acted (rule K7, ``MoveLook``).
  private func turnEnded() {
    guard isServing, let host,
      moveLook.turnEnded(hostAt: host.screenSnapshot(focusedInput: nil).viewFrameInScreen)
    else { return }
    host.afterUIKitActs(resumption(of: .moveLook))
  }

  /// Re-applies where the view is now (rule K7).
  private func lookAfterUIKit() {
    guard moveLook.end(), isServing else { return }
    KeyboardLog.write("screen moved on screen with the keyboard up (K7)")
    geometryDidChange()
  }
}
