import Foundation

/// The order a reader meets inputs in: lines top to bottom, each from its leading edge.
///
/// Return and the bar's Previous and Next move through a form's inputs in this order (rule
/// F6). Inputs whose vertical extents overlap by at least half the smaller height share a
/// line: taken by their tops, an input joins the line being gathered when it overlaps one of
/// its inputs that much, and starts the next line otherwise. A line is read by `minX` left to
/// right, and by `maxX` from the right in a right-to-left layout, where an input's leading
/// edge is its right one. Lengths within rule A2's tolerance are equal.
package enum ReadingOrder {
  /// The indices of `frames` in reading order for `direction`; ties keep their given order.
  ///
  /// - Complexity: O(n log n + n × k) for n frames in lines of at most k.
  package static func indices(of frames: [CGRect], direction: LayoutDirection) -> [Int] {
    let byTop = frames.indices.sorted { a, b in
      frames[a].minY != frames[b].minY ? frames[a].minY < frames[b].minY : a < b
    }
    var lines: [[Int]] = []
    for index in byTop {
      if let line = lines.last,
        line.contains(where: { sharesLine(frames[$0], frames[index]) })
      {
        lines[lines.count - 1].append(index)
      } else {
        lines.append([index])
      }
    }
    return lines.flatMap { line in
      line.sorted { a, b in precedes(frames[a], a, frames[b], b, direction: direction) }
    }
  }

  /// Whether two frames' vertical extents overlap by at least half the smaller height.
  private static func sharesLine(_ first: CGRect, _ second: CGRect) -> Bool {
    let overlap = min(first.maxY, second.maxY) - max(first.minY, second.minY)
    return !LengthTolerance.isLess(overlap, min(first.height, second.height) / 2)
  }

  /// Whether the frame at `a` comes before the one at `b` on their line.
  private static func precedes(
    _ first: CGRect, _ a: Int, _ second: CGRect, _ b: Int, direction: LayoutDirection
  ) -> Bool {
    switch direction {
    case .leftToRight:
      if !LengthTolerance.isEqual(first.minX, second.minX) { return first.minX < second.minX }
    case .rightToLeft:
      if !LengthTolerance.isEqual(first.maxX, second.maxX) { return first.maxX > second.maxX }
    }
    return a < b
  }
}
