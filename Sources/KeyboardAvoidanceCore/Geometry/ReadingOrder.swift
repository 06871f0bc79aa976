import Foundation

/// The order a reader meets inputs in: top to bottom, then leading to trailing.
///
/// Return-key navigation moves through a row's inputs in this order (rule F4): the first
/// input of the next row first, then the others of the row. Frames whose tops are within
/// rule A2's tolerance count as one line.
package enum ReadingOrder {
  /// The indices of `frames` in reading order; ties keep their given order.
  ///
  /// - Complexity: O(n log n) for n frames.
  package static func indices(of frames: [CGRect]) -> [Int] {
    frames.indices.sorted { a, b in
      let first = frames[a]
      let second = frames[b]
      if !LengthTolerance.isEqual(first.minY, second.minY) { return first.minY < second.minY }
      if !LengthTolerance.isEqual(first.minX, second.minX) { return first.minX < second.minX }
      return a < b
    }
  }
}
