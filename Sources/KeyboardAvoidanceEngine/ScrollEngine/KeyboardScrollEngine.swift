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
  var ledgers: InsetLedgers?

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
  /// The input and direction whose last walk found nothing (rule F6): the bar's button
  /// that way is disabled while that input edits.
  var walkInVain: (input: WeakReference<AnyObject>, direction: NavigationDirection)?
  /// Whether a geometry change waits for the keyboard's notification (rule K7).
  var rotation = RotationWait()
  /// Whether the engine is registered and acting on events.
  package private(set) var isEnabled = false
  /// Whether the app disabled this host last: the app-wide mode leaves it alone (rule L7).
  package internal(set) var isDisabledByApp = false
  /// Who owns the inset during a user's drag of the keyboard (rule D1).
  var dismissal = InteractiveDismissal()
  /// The offset that waits for SwiftUI to lay the sink's addition out (rule S2).
  var sinkWait = InsetSinkWait()

  /// The way of the engine's last offset write, from the offset it found to the one it
  /// wrote; `nil` before the first, once a read finds the offset at its end or off it,
  /// after a drag began, and while disabled (rules A1, F8).
  var ownOffset: OffsetSegment? {
    didSet {
      guard (oldValue == nil) != (ownOffset == nil) else { return }
      observer?.dispatcher.setOffsetOnItsWay(ownOffset != nil, for: self)
    }
  }
  /// The offset the host read last, before an offset on the engine's own way counted as
  /// its end (rule A1).
  var offsetAsRead: CGPoint?
  /// The mirror of the host at its last read when it shows upside down on screen (rule
  /// I4), `nil` otherwise: its content moves down the screen as its offset grows (F8).
  var screenMirror: VerticalMirror?
  /// When the engine's last offset write was made, by the observer's clock, whether it
  /// animated, and how far it goes: only an animated one, within
  /// ``offsetAnimationLimit(distance:)``, may still be on its way (rule A1).
  var ownOffsetStart: (time: TimeInterval, isAnimated: Bool, distance: CGFloat)?
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
  var awaitsFirstCover = false
  /// That decision, while it waits for the host's next layout pass, and the enabled hosts
  /// inside this one that measure once it is made (rules L7, F8).
  var cover = CoverDecision()
  /// The points the engine waits for before it acts again, each told back through
  /// ``receive(_:)`` as ``KeyboardSignal/resumed(_:)``: its phase besides the cover decision
  /// and the look after UIKit acts (rules F5, F6, F7, F8, I5).
  var waits: Set<EngineWait> = []
  /// The last `will` notification of a focus move that hid the keyboard from the host, or
  /// of the show that followed such a hide, held until UIKit has acted on the move
  /// (``EngineWait/focusMoveSettled``): UIKit may post a will-hide then a will-show as focus
  /// moves (rule O1 d) and move a container for each (O1 l), and applying either in
  /// between would move the form more than once for one action (O2).
  var heldWill: KeyboardEvent?
  /// Whether the host's geometry changed while a focus move settles: UIKit may move a
  /// container for the hide and again for the show it posts around the move (rules O1 d
  /// and l), so the change is measured by the show that follows, or once UIKit has acted
  /// (``EngineWait/focusMoveSettled``), never in between (O2).
  var geometryHeldForFocusMove = false
  /// Where the engine last measured the host on screen, and the look it asks for when a
  /// turn ends with the host elsewhere (rules K7, K1).
  var moveLook = MoveLook()

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
        host.readKeyboardLayoutGuide(observer.keyboardGuideReport)
      }
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
    walkInVain = nil
    awaitsFirstCover = false
    // The late focus, a caret's layout pass and a walk's are given up; a reveal after UIKit
    // and the wait for the host around stay, as they check the engine when they come.
    waits = waits.filter { wait in
      switch wait {
      case .enclosingCoverDecided, .inputReveal, .sinkLayout, .sinkTurn: true
      case .coverDecision, .lateFocus, .moveLook, .caretLayout, .focusMoveSettled, .toolbarLook,
        .signalDelivered:
        false
      }
    }
    heldWill = nil
    geometryHeldForFocusMove = false
    host?.hearTaps(false)
    host?.stopSignals()
    isEnabled = false
    ledgers = nil
    ownOffset = nil
    moveLook.cancel()
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

  func connectObserver() {
    link.connect(self, to: host?.hostKeyboardObserver)
  }
}
