import Foundation
import KeyboardAvoidanceCore

/// How one view's coordinates map into another's: a move, and a vertical flip or none.
///
/// The model's views move and flip vertically (``HeadlessView/isFlippedVertically``), never
/// scale or rotate otherwise, so `x' = x + dx` and `y' = scaleY * y + dy` with `scaleY` 1 or
/// -1 say everything; maps compose along a view's superviews.
struct SuperviewMap: Equatable {
  /// The horizontal move.
  var dx: CGFloat
  /// 1, or -1 for a flip.
  var scaleY: CGFloat
  /// The vertical move after the flip.
  var dy: CGFloat

  /// The map that changes nothing.
  static let identity = SuperviewMap(dx: 0, scaleY: 1, dy: 0)

  /// This map applied after `inner`.
  func after(_ inner: SuperviewMap) -> SuperviewMap {
    SuperviewMap(dx: inner.dx + dx, scaleY: scaleY * inner.scaleY, dy: scaleY * inner.dy + dy)
  }

  /// This map followed by a vertical move of `ty` (a translation in the superview's
  /// coordinates).
  func moved(by ty: CGFloat) -> SuperviewMap {
    SuperviewMap(dx: dx, scaleY: scaleY, dy: dy + ty)
  }

  /// The map back.
  var inverse: SuperviewMap {
    SuperviewMap(dx: -dx, scaleY: scaleY, dy: -scaleY * dy)
  }

  /// A point mapped.
  func apply(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x + dx, y: scaleY * point.y + dy)
  }

  /// A rect mapped: the bounding box of its mapped corners, as UIKit converts a rect
  /// through a transform.
  func apply(_ rect: CGRect) -> CGRect {
    // Flipped, the rect's bottom edge becomes the top of the result.
    let top = scaleY < 0 ? dy - rect.maxY : rect.minY + dy
    return CGRect(x: rect.minX + dx, y: top, width: rect.width, height: rect.height)
  }
}
