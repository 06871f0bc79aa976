import Foundation

/// The way a host's offset goes from where the engine found it to where the engine sent it,
/// for one write (rules A1, F8).
///
/// A plain scroll view's offset reads as its target as soon as it is written, inside the
/// keyboard's animation; a table's or collection view's `setContentOffset(_:animated:)`
/// moves it on UIKit's own clock, and `contentOffset` reads the value in flight. A value
/// read on the way (rule A2's tolerance) stands for the target: a host nested inside this one
/// then measures where it will be, not where it passes (rule F8). Any other value is
/// someone else's offset (the user's, the app's) and stands for itself.
package struct OffsetSegment: Equatable, Sendable {
  /// The offset the engine found before it wrote.
  package var from: CGPoint
  /// The offset the engine wrote.
  package var to: CGPoint

  /// A segment from `from` to `to`.
  package init(from: CGPoint, to: CGPoint) {
    self.from = from
    self.to = to
  }

  /// The offset that `current`, as read now, stands for: ``to`` when `current` lies on the
  /// way from ``from`` to ``to`` within rule A2's tolerance, else `current` itself.
  package func target(forRead current: CGPoint) -> CGPoint {
    contains(current) ? to : current
  }

  /// Whether `point` lies on the segment, within rule A2's tolerance.
  package func contains(_ point: CGPoint) -> Bool {
    let dx = to.x - from.x
    let dy = to.y - from.y
    let lengthSquared = dx * dx + dy * dy
    guard lengthSquared > 0 else { return LengthTolerance.isEqual(point, to) }
    let along = ((point.x - from.x) * dx + (point.y - from.y) * dy) / lengthSquared
    let clamped = min(max(along, 0), 1)
    let nearest = CGPoint(x: from.x + clamped * dx, y: from.y + clamped * dy)
    return LengthTolerance.isEqual(point, nearest)
  }

  /// Whether `point` lies in the box the way runs through.
  ///
  /// Between ``from`` and ``to`` on each axis, within rule A2's tolerance. A scroll that
  /// began at a point on the way and moved along one axis only (UIKit's scroll of a newly
  /// focused input keeps the other axis where it read it) stays in that box while it goes
  /// no farther than the way.
  package func spans(_ point: CGPoint) -> Bool {
    func between(_ value: CGFloat, _ a: CGFloat, _ b: CGFloat) -> Bool {
      !LengthTolerance.isLess(value, min(a, b)) && !LengthTolerance.isLess(max(a, b), value)
    }
    return between(point.x, from.x, to.x) && between(point.y, from.y, to.y)
  }
}
