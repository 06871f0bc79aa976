import Foundation
import KeyboardAvoidanceCore
import Testing

struct OffsetSegmentTests {
  /// The engine wrote 308 from 0.
  private let segment = OffsetSegment(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 308))

  @Test func `F8: an offset read on the engine's own way stands for its target`() {
    // At the start (a table's animation not yet begun), half way, and at the end.
    #expect(segment.target(forRead: CGPoint(x: 0, y: 0)) == CGPoint(x: 0, y: 308))
    #expect(segment.target(forRead: CGPoint(x: 0, y: 154)) == CGPoint(x: 0, y: 308))
    #expect(segment.target(forRead: CGPoint(x: 0, y: 308)) == CGPoint(x: 0, y: 308))
    // Noise below A2's 0.001 pt beside the way still counts as on it.
    #expect(segment.target(forRead: CGPoint(x: 0.0009, y: 100)) == CGPoint(x: 0, y: 308))
  }

  @Test func `F8: an offset off the engine's way is someone else's and stands for itself`() {
    // Past the end (the user scrolled on), before the start, beside the way.
    #expect(segment.target(forRead: CGPoint(x: 0, y: 400)) == CGPoint(x: 0, y: 400))
    #expect(segment.target(forRead: CGPoint(x: 0, y: -10)) == CGPoint(x: 0, y: -10))
    #expect(segment.target(forRead: CGPoint(x: 0.002, y: 100)) == CGPoint(x: 0.002, y: 100))
    // A write that did not move: only its own point counts.
    let still = OffsetSegment(from: CGPoint(x: 0, y: 50), to: CGPoint(x: 0, y: 50))
    #expect(still.target(forRead: CGPoint(x: 0, y: 50.0005)) == CGPoint(x: 0, y: 50))
    #expect(still.target(forRead: CGPoint(x: 0, y: 60)) == CGPoint(x: 0, y: 60))
  }

  @Test func `O1: a point between a sideways way's ends on both axes is spanned, not on it`() {
    // The engine's reveal went from (0, 1800) to (-59, 2088): a clamp sideways as well.
    let sideways = OffsetSegment(
      from: CGPoint(x: 0, y: 1800), to: CGPoint(x: -59, y: 2088))
    // UIKit's scroll from the way's midpoint (-29.5, 1944) on to y 2013 keeps x -29.5.
    #expect(sideways.spans(CGPoint(x: -29.5, y: 2013)))
    #expect(!sideways.contains(CGPoint(x: -29.5, y: 2013)))
    // Past the way's end vertically, or beyond its sideways ends: not spanned.
    #expect(!sideways.spans(CGPoint(x: -29.5, y: 2100)))
    #expect(!sideways.spans(CGPoint(x: 10, y: 2013)))
    // A vertical way spans only its own line, as it contains it.
    #expect(segment.spans(CGPoint(x: 0, y: 154)))
    #expect(!segment.spans(CGPoint(x: 0.002, y: 154)))
  }
}
