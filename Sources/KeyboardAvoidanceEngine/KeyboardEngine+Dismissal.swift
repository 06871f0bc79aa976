import Foundation
import KeyboardAvoidanceCore

/// Interactive dismissal: the inset follows the keyboard while the user drags it down
/// (SPEC D1-D3).
extension KeyboardEngine {
  /// The user began dragging the host (its pan gesture began).
  ///
  /// With an interactive dismiss mode and the keyboard docked, the drag takes the inset
  /// over until the next keyboard notification (D1); otherwise nothing changes (D3).
  package func userDragBegan() {
    guard isEnabled, let host, let event = observer?.lastEvent else { return }
    let snapshot = read(host)
    // After a rotation the last frame is stale until the keyboard's notification (K7).
    guard let frame = snapshot.frameInScreen, let screen = snapshot.screenBounds,
      !waitsForRotation(snapshot)
    else { return }
    let overlap = Overlap(
      event: event, hostFrame: frame, screenBounds: screen, hostScreen: snapshot.screen
    ).height
    _ = dismissal.handle(
      .dragBegan(
        mode: snapshot.keyboardDismissMode, keyboardIsDocked: isDocked(event, in: snapshot),
        notifiedOverlap: overlap))
    if dismissal.ownsInset { observer?.dragDidBegin() }
    KeyboardLog.write(
      "\(host.logName) drag began\(dismissal.ownsInset ? ": the drag owns the inset" : "")")
  }

  /// The user lifted the finger; the keyboard may still move until UIKit resolves the
  /// gesture with a notification.
  package func userDragEnded() {
    _ = dismissal.handle(.dragEnded)
  }

  /// A sample of the keyboard's top edge during a drag, in screen space.
  ///
  /// The keyboard reaches from it to the screen's bottom. Its overlap, clamped to the last
  /// notified one, is written through SPEC I1 without animation and without scrolling (D1).
  func keyboardTopDidMove(to top: CGFloat) {
    guard isEnabled, dismissal.ownsInset, let host else { return }
    let snapshot = read(host)
    guard let frame = snapshot.frameInScreen, let screen = snapshot.screenBounds else {
      _ = dismissal.handle(.hostLeftWindow)
      return
    }
    let overlap = Overlap(
      event: .dragged(top: top, screenBounds: screen), hostFrame: frame, screenBounds: screen,
      hostScreen: snapshot.screen
    ).height
    guard case .applyOverlap(let clamped) = dismissal.handle(.sample(overlap: overlap)) else {
      return
    }
    applyDragOverlap(clamped, to: host, snapshot)
  }
}
