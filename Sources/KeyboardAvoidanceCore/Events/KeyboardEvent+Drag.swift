import Foundation

extension KeyboardEvent {
  /// The keyboard's frame at a drag sample (rule D1): from the sampled top edge down to the
  /// bottom of the screen, across its width.
  package static func draggedFrame(top: CGFloat, screenBounds screen: CGRect) -> CGRect {
    CGRect(x: screen.minX, y: top, width: screen.width, height: max(0, screen.maxY - top))
  }

  /// The keyboard a drag sample stands for, as a frame change to
  /// ``draggedFrame(top:screenBounds:)``.
  package static func dragged(top: CGFloat, screenBounds screen: CGRect) -> KeyboardEvent {
    KeyboardEvent(name: .willChangeFrame, endFrame: draggedFrame(top: top, screenBounds: screen))
  }
}
