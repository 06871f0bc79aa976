import Foundation
import KeyboardAvoidanceCore

/// The points the scroll engine waits for, and what it does when each comes back through
/// ``receive(_:)`` (rules K1, F5, F6, F7, F8, I5).
///
/// The engine asks its host for a point (``KeyboardScrollHost/afterUIKitActs(_:)``,
/// ``KeyboardScrollHost/afterNextLayout(_:)``,
/// ``KeyboardScrollHost/afterLayoutAndMainQueue(_:)``) with
/// ``KeyboardSignalReceiver/resumption(of:)``,
/// so that the token comes back as a signal, and keeps it in ``waits`` meanwhile.
extension KeyboardScrollEngine {
  /// Whether the engine still waits for something once UIKit is idle (rule O1).
  ///
  /// A point the engine asked for has not come back yet, or its cover decision, its look
  /// after UIKit acts or an offset waiting for SwiftUI's layout (rule S2) is pending. A row
  /// walk never waits: it ends within Return's action (rule F6).
  package var isWaiting: Bool {
    !waits.isEmpty || cover.isPending || moveLook.isPending || sinkWait.isPending
  }

  /// A point the engine waited for came: acts on it only while it still waits for it.
  func resume(_ wait: EngineWait) {
    switch wait {
    case .coverDecision: coverLayoutPassed()
    case .enclosingCoverDecided: enclosingCoverDecided()
    case .signalDelivered: break
    case .lateFocus: lateFocusCame()
    case .moveLook: lookAfterUIKit()
    case .inputReveal(let id): if waits.remove(wait) != nil { revealInputAfterUIKit(id) }
    case .caretLayout(let id): if waits.remove(wait) != nil { followCaret(in: id) }
    case .focusMoveSettled: focusMoveSettled()
    case .toolbarLook: toolbarLookAfterUIKit()
    case .sinkLayout(let generation): sinkLayoutPassed(generation: generation)
    case .sinkTurn(let generation): sinkTurnPassed(generation: generation)
    }
  }

  /// Whether `event`, a `will` notification of a focus move, is held until UIKit has acted
  /// on the move (rules O1 d and l, O2).
  ///
  /// UIKit may post a will-hide and then, in the same turn, a will-show as focus moves
  /// from one input to another, and move a container (a form sheet) down for the hide and
  /// back up for the show, before, during or after each will. The hide is held, and so is
  /// the show that follows it: once UIKit has acted (``focusMoveSettled()``), the last held
  /// will applies once, where the container is then, so that the form moves once. Any other
  /// notification (a did) drops what is held and applies as usual.
  func holdsWill(_ event: KeyboardEvent, _ keyboard: DockedKeyboard?) -> Bool {
    guard waits.contains(.focusMoveSettled), event.name.isWill,
      keyboard == nil || heldWill != nil, focusedInput != nil
    else {
      heldWill = nil
      return false
    }
    heldWill = event
    return true
  }

  /// Starts the wait of ``holdsWill(_:_:)`` as an input of the host begins editing with the
  /// keyboard docked: a focus move, around which UIKit may post a hide and a show.
  func focusMoveBegan() {
    guard let host, waits.insert(.focusMoveSettled).inserted else { return }
    host.afterUIKitActs(resumption(of: .focusMoveSettled))
  }

  /// UIKit has acted on the focus move: the last will it posted and the engine held (a hide
  /// with no show after it, or the show after a hide) applies now; else a geometry change
  /// held meanwhile is measured now.
  private func focusMoveSettled() {
    guard waits.remove(.focusMoveSettled) != nil else { return }
    let geometryChanged = geometryHeldForFocusMove
    geometryHeldForFocusMove = false
    if let event = heldWill {
      heldWill = nil
      keyboardDidChange(event)
    } else if geometryChanged {
      geometryDidChange()
    }
  }

  /// Whether a geometry change waits for the focus move that settles (rules O1 d and l,
  /// O2): UIKit may move a container for the hide it posts and back for the show, and
  /// measuring in between would move the form for each.
  func holdsGeometryForFocusMove() -> Bool {
    guard waits.contains(.focusMoveSettled) else { return false }
    geometryHeldForFocusMove = true
    return true
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
  /// notification; with what is left of the keyboard's animation. A host at its end that
  /// no `will` left waiting waits so at a `did` too: a field's begin-editing that UIKit
  /// posts after the keyboard (rule O1 a, order 2) comes in the turn of a `did` that
  /// repairs a missed will (K1).
  func waitsForLateFocus(_ keyboard: DockedKeyboard?, _ snapshot: HostSnapshot) -> Bool {
    guard let event = keyboard?.event, focusedInput == nil,
      event.name.isWill
        ? enclosingReceiver != nil || isOwnTextInput || snapshot.restsAtEnd
        : snapshot.restsAtEnd && !waits.contains(.lateFocus)
    else {
      waits.remove(.lateFocus)
      return false
    }
    // The first `will` of the turn starts the wait; the others of that turn (a will-show
    // after its will-change-frame) end with it.
    guard let host, waits.insert(.lateFocus).inserted else { return true }
    host.afterUIKitActs(resumption(of: .lateFocus))
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
  func lateFocusCame() {
    guard waits.remove(.lateFocus) != nil else { return }
    geometryDidChange()
  }

  /// Looks at the host again once UIKit has acted after a turn that ended with it
  /// elsewhere on screen (rule K7): it is re-applied where it is (``geometryDidChange()``),
  /// inside the keyboard's animation while it runs (rule K1: an iPad form sheet that
  /// repositions itself above the keyboard moves with it instead of jumping at the `did`).
  private func lookAfterUIKit() {
    guard moveLook.end(), isEnabled, let host else { return }
    KeyboardLog.write("\(host.logName) moved on screen with the keyboard up (K7)")
    geometryDidChange()
  }

  /// The input, still focused and the keyboard still docked, revealed without margin where
  /// UIKit's table view controller left it hidden (rule I5).
  private func revealInputAfterUIKit(_ id: ObjectIdentifier) {
    guard isEnabled, let host, let input = focusedInput, ObjectIdentifier(input) == id,
      let event = observer?.lastEvent, !dismissal.ownsInset
    else { return }
    let snapshot = read(host)
    guard snapshot.focus != nil, let keyboard = DockedKeyboard(event, on: snapshot) else { return }
    apply(keyboard, timing: keyboard.event.timing, reveal: .inputIfHidden, to: host, snapshot)
  }

  /// Re-runs F2/F3 for the caret of the input with identity `id`, while it is still the
  /// focused input, read as the layout pass after its move left it (F5).
  private func followCaret(in id: ObjectIdentifier) {
    guard let input = focusedInput, ObjectIdentifier(input) == id, isEnabled, let host,
      let event = observer?.lastEvent
    else { return }
    let snapshot = read(host, focusedInput: input)
    guard snapshot.focus != nil, let keyboard = DockedKeyboard(event, on: snapshot),
      !dismissal.ownsInset
    else { return }
    apply(keyboard, timing: nil, reveal: .caret, to: host, snapshot)
  }
}
