/// What an engine waits for: a point UIKit reaches later, asked of the host and told back
/// to the engine through its one door as ``KeyboardSignal/resumed(_:)``.
///
/// An engine never runs a closure of its own later: it asks its host (or the host around
/// it) to send this token back at that point, and the token enters through
/// ``KeyboardSignalReceiver/receive(_:)`` like any notification. The host, or the headless
/// model's scheduler, may therefore place it wherever UIKit might. An engine keeps the
/// tokens it waits for in one set (its phase), and acts on a token only while it waits for
/// it: a token that comes back after the wait was given up is ignored.
package enum EngineWait: Hashable, Sendable {
  /// The engine's own decision on whether the docked keyboard covers what it serves, in
  /// the host's next layout pass, after the app's own layout for the keyboard (rules L7,
  /// L10).
  case coverDecision
  /// The host around this one (a scroll view's or a screen's engine) made that decision:
  /// this host measures now, after what the one around wrote (rule F8).
  case enclosingCoverDecided
  /// The observer has told every engine the signal during which the host's layout pass
  /// came: the cover decision asks for the host's next pass, from outside the one that came
  /// (rule L10).
  case signalDelivered
  /// UIKit has acted on a `will` notification that found no input focused in the host's
  /// window: the input it brings the keyboard up for has begun editing by then, or never
  /// will (rules F7, F8).
  case lateFocus
  /// UIKit has acted after a turn that ended with the host elsewhere on screen than the
  /// engine measured it (a sheet, a popover, an iPad form sheet it moved for the keyboard):
  /// the host is applied again where it is, inside the keyboard's animation while it runs
  /// (rules K7, K1).
  case moveLook
  /// UIKit's table view controller has scrolled to the input with this identity, which
  /// began editing (both a layout pass and a main-queue turn have run): the engine reveals
  /// it only where UIKit left it hidden (rules I5, O1 c).
  case inputReveal(ObjectIdentifier)
  /// UIKit has acted on a focus move made with the keyboard docked: a hide it posted in
  /// between, with no show after it in that turn, is applied now (rules O1 d, O2).
  case focusMoveSettled
  /// Both a layout pass and a main-queue turn have run after a caret move in the input with
  /// this identity: the caret and the content size are read as that pass left them, in
  /// whatever order the pass laid siblings out (rules F5, L8, O1 c and g).
  case caretLayout(ObjectIdentifier)
  /// UIKit has acted on a keyboard `did` notification, after the main-queue work queued at
  /// its will (SwiftUI's update among it, rule O1 b): the focused input's bar looks at its
  /// accessory view again, for SwiftUI may have filled or put in its own (rule T1).
  case toolbarLook
  /// A layout pass of the host came while the offset of the wait with this generation
  /// waits for SwiftUI to lay the sink's addition out (rule S2).
  case sinkLayout(Int)
  /// The main queue's turn after a layout pass that did not show the sink's addition came,
  /// for the wait with this generation (rule S2).
  case sinkTurn(Int)

  /// Whether this is a caret's wait for the layout pass and turn (``caretLayout(_:)``).
  var isCaretLayout: Bool {
    if case .caretLayout = self { return true }
    return false
  }
}

extension KeyboardSignalReceiver {
  /// What a host runs at the point `wait` names: it tells the engine, if it still exists,
  /// through its one door (``KeyboardSignal/resumed(_:)``).
  func resumption(of wait: EngineWait) -> @MainActor () -> Void {
    { [weak self] in self?.receive(.resumed(wait)) }
  }
}
