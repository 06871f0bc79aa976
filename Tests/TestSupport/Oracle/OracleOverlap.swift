package import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Rule K5's overlap of a keyboard frame and a host frame, both in screen space, written out
/// for the oracle from the rule's own formula (no Core `Overlap`).
///
/// When the frames overlap horizontally (touching edges do not) and the keyboard's top is
/// above the host's bottom, the overlap is `host.maxY - max(keyboard.minY, host.minY)`;
/// otherwise 0. The keyboard's height never enters it. Docking (K4) is decided before.
package enum OracleOverlap {
  /// The covered height of `host` under `keyboard`, in points.
  package static func height(keyboard: CGRect, host: CGRect) -> CGFloat {
    let keyboardLeft = keyboard.origin.x
    let keyboardRight = keyboard.origin.x + keyboard.size.width
    let hostLeft = host.origin.x
    let hostRight = host.origin.x + host.size.width
    let hostTop = host.origin.y
    let hostBottom = host.origin.y + host.size.height
    let keyboardTop = keyboard.origin.y
    guard keyboardLeft < hostRight, keyboardRight > hostLeft, keyboardTop < hostBottom else {
      return 0
    }
    return hostBottom - max(keyboardTop, hostTop)
  }

  /// Rule D1's keyboard while a user drags it: from the sampled top edge down to the
  /// screen's bottom, across the screen's width.
  package static func draggedKeyboard(top: CGFloat, screenBounds: CGRect) -> CGRect {
    let bottom = screenBounds.origin.y + screenBounds.size.height
    return CGRect(
      x: screenBounds.origin.x, y: top, width: screenBounds.size.width,
      height: max(0, bottom - top))
  }
}
