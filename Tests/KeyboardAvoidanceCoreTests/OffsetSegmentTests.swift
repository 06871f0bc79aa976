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
}
