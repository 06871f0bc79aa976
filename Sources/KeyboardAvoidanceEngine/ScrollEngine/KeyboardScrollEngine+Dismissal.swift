import Foundation
import KeyboardAvoidanceCore

/// Interactive dismissal: the inset follows the keyboard while the user drags it down
/// (rules D1-D3).
extension KeyboardScrollEngine {
  /// The user began dragging the host (its pan gesture began).
  ///
  /// With an interactive dismiss mode and the keyboard docked, the drag is armed: it takes
  /// the inset over at its first sample below the notified top, until the next keyboard
  /// notification (D1); otherwise nothing changes (D3).
  func userDragBegan() {
    guard isEnabled, let host, let event = observer?.lastEvent else { return }
    let snapshot = read(host)
    // After a rotation the last frame is stale until the keyboard's notification (K7).
    guard snapshot.frameInScreen != nil, !waitsForRotation(snapshot) else { return }
    _ = dismissal.handle(
      .dragBegan(
        mode: snapshot.keyboardDismissMode,
        keyboardIsDocked: DockedKeyboard(event, on: snapshot) != nil))
    KeyboardLog.write(
      "\(host.logName) drag began\(dismissal.isArmed ? ": the keyboard may follow it" : "")")
  }

  /// The user lifted the finger; the keyboard may still move until UIKit resolves the
  /// gesture with a notification.
  func userDragEnded() {
    _ = dismissal.handle(.dragEnded)
  }

  /// A sample of the keyboard's top edge during a drag, in screen space.
  ///
  /// The keyboard reaches from it to the screen's bottom. The first sample below the
  /// notified top hands the inset to the drag; from then on its overlap, clamped to the last
  /// notified one, is written through rule I1 without animation and without scrolling (D1).
  func keyboardTopDidMove(to top: CGFloat) {
    guard isEnabled, dismissal.isArmed, let host, let event = observer?.lastEvent else { return }
    let snapshot = read(host)
    guard let frame = snapshot.frameInScreen, let screen = snapshot.screenBounds,
      let notifiedTop = event.endFrame?.minY
    else {
      _ = dismissal.handle(.hostLeftWindow)
      return
    }
    // The notified keyboard's docking, decided once for the sample (rule K4).
    let keyboard = DockedKeyboard(event, on: snapshot)
    // The drag takes the inset over only from a docked keyboard in the current orientation.
    if !dismissal.ownsInset, waitsForRotation(snapshot) || keyboard == nil {
      return
    }
    // The dragged keyboard reaches from the sample to the screen's bottom: docked while the
    // sample is above that bottom, on the host's screen (the drag happens there).
    let dragged = KeyboardEvent.draggedFrame(top: top, screenBounds: screen)
    let draggedIsDocked = Docking.isDocked(frame: dragged, screenBounds: screen)
    let owned = dismissal.ownsInset
    let effect = dismissal.handle(
      .sample(
        top: top,
        overlap: Overlap(dockedKeyboardFrame: draggedIsDocked ? dragged : nil, hostFrame: frame)
          .height,
        notifiedTop: notifiedTop,
        notifiedOverlap: Overlap(dockedKeyboardFrame: keyboard?.frame, hostFrame: frame).height))
    if !owned, dismissal.ownsInset {
      KeyboardLog.write("\(host.logName) the drag owns the inset")
    }
    guard case .applyOverlap(let clamped) = effect else { return }
    applyDragOverlap(clamped, to: host, snapshot)
  }
}
