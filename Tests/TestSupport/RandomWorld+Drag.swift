import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

extension RandomWorld {
  /// The user's finger lands on the host or lifts (rule D1).
  ///
  /// Landing on an enabled, windowed host with an interactive dismiss mode while the
  /// keyboard is docked, the drag may take the inset over at its first sample below the
  /// notified top (D1). Nothing scrolls until the next event after it lifts (F4).
  func performDrag(began: Bool) {
    userScrolledSinceReveal = true
    offsetMayBeOutOfRange = true
    if began {
      let arms =
        !drag.isArmed && isEnabled && host.window != nil
        && host.keyboardDismissMode.isInteractive && isKeyboardDocked && !waitsForKeyboard
      if arms { drag.begin() }
      host.beginUserDrag()
    } else {
      drag.end()
      host.endUserDrag()
    }
  }

  /// A sample of the keyboard's top edge during the drag, in screen space (rule D1).
  func performDragSample(top: CGFloat) {
    let upsideDown = OracleConversion.isUpsideDown(host)
    let insetBefore = OracleEdge.atKeyboard(host.contentInset, upsideDown: upsideDown)
    // An app write the engine has not seen yet moves the inset by the app's change too.
    let inSync = !hasUnseenUserWrite
    // The engine looks (and adopts the app's writes) only when the overlap changed.
    let notified = notifiedKeyboard
    // A drag that takes the inset over at this sample starts from the notified overlap.
    let previous = drag.ownsInset ? drag.overlap : notified?.overlap ?? drag.overlap
    if drag.sample(
      top: top, hostFrame: OracleConversion.frameInScreen(of: host), screenBounds: screen.bounds,
      notified: notified)
    {
      hasUnseenUserWrite = false
    }
    keyboard.dragKeyboardTop(to: top)
    // I1's extra spacing comes or goes with the first or last point of overlap.
    let crossesZero = (previous > 0) != (drag.overlap > 0)
    let allowed = abs(drag.overlap - previous) + (crossesZero ? config.extraSpacing : 0)
    drag.lastSampleChange =
      inSync
      ? (
        allowed, abs(OracleEdge.atKeyboard(host.contentInset, upsideDown: upsideDown) - insetBefore)
      )
      : nil
  }

  /// The last notified keyboard's top and its overlap of the host now, while it is docked
  /// in the current orientation: what a drag's first sample below that top starts from.
  var notifiedKeyboard: (top: CGFloat, overlap: CGFloat)? {
    guard let frame = screen.keyboardObserver.lastEvent?.endFrame, isKeyboardDocked,
      !waitsForKeyboard
    else { return nil }
    // Rule K5 by the oracle's own arithmetic, not the model's (Core's) overlap.
    let overlap = OracleConversion.frameInScreen(of: host).map {
      OracleOverlap.height(keyboard: frame, host: $0)
    }
    return (frame.origin.y, max(0, overlap ?? 0))
  }

  /// Whether the observer's drag is in progress while `action` runs: it was already, or a
  /// sample that hands the inset to an armed drag starts it (D1).
  func observerDrags(during action: RandomAction) -> Bool {
    guard !drag.isObserverDragging else { return true }
    guard case .dragKeyboardTo(let top) = action, drag.isArmed, isEnabled, host.window != nil,
      let notified = notifiedKeyboard
    else { return false }
    return OracleTolerance.isBelow(notified.top, top)
  }
}
