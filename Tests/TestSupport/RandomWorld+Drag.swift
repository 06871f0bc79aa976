import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless

extension RandomWorld {
  /// The user's finger lands on the host or lifts (SPEC D1).
  ///
  /// Landing on an enabled, windowed host with an interactive dismiss mode while the
  /// keyboard is docked, the drag takes the inset over. Nothing scrolls until the next
  /// event after it lifts (F4).
  func performDrag(began: Bool) {
    userScrolledSinceReveal = true
    offsetMayBeOutOfRange = true
    if began {
      let owns =
        !drag.ownsInset && isEnabled && host.window != nil
        && host.keyboardDismissMode.isInteractive && isKeyboardDocked && !waitsForKeyboard
      if owns { drag.begin(notifiedOverlap: max(0, host.keyboardOverlap)) }
      host.beginUserDrag()
    } else {
      host.endUserDrag()
    }
  }

  /// A sample of the keyboard's top edge during the drag, in screen space (SPEC D1).
  func performDragSample(top: CGFloat) {
    let insetBefore = host.contentInset.bottom
    // An app write the engine has not seen yet moves the inset by the app's change too.
    let inSync = !hasUnseenUserWrite
    let previous = drag.overlap
    // The engine looks (and adopts the app's writes) only when the overlap changed.
    if drag.sample(top: top, hostFrame: host.frameInScreen, screenBounds: screen.bounds) {
      hasUnseenUserWrite = false
    }
    keyboard.dragKeyboardTop(to: top)
    // I1's extra spacing comes or goes with the first or last point of overlap.
    let crossesZero = (previous > 0) != (drag.overlap > 0)
    let allowed = abs(drag.overlap - previous) + (crossesZero ? config.extraSpacing : 0)
    drag.lastSampleChange =
      inSync ? (allowed, abs(host.contentInset.bottom - insetBefore)) : nil
  }
}
