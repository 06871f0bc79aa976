import Foundation
import KeyboardAvoidanceHeadless
import Testing

/// Rule O2's count of visible moves, the model rendering once per turn.
struct OffsetMovesTests {
  /// The moves the screen shows for `writes` to an offset starting at 0: each write its
  /// value, whether it is animated, and its turn of the run loop.
  private func moves(_ writes: [(value: CGFloat, isAnimated: Bool, turn: Int)]) -> Int {
    var moves = OffsetMoves(start: 0)
    for write in writes {
      moves.record(write.value, isAnimated: write.isAnimated, turn: write.turn)
    }
    return moves.count
  }

  @Test("O2: an unanimated write then an animated one in the same turn is a jump and a glide, 2")
  func jumpThenGlide() {
    // 0 jumps to 100, then glides from 100 to 252: two moves.
    #expect(moves([(100, false, 0), (252, true, 0)]) == 2)
  }

  @Test("O2: unanimated writes of one turn compose into one jump")
  func writesCompose() {
    // 0 to 100 to 150 in one turn: the screen shows 0, then 150.
    #expect(moves([(100, false, 0), (150, false, 0)]) == 1)
  }

  @Test("O2: a glide that turns back in the next turn is a second move")
  func turningBack() {
    // Up to 252, then back down to 100.
    #expect(moves([(252, true, 0), (100, true, 1)]) == 2)
  }

  @Test(
    "O2: glides on in one direction over two turns are one move; a write of the same value none")
  func oneDirection() {
    #expect(moves([(100, true, 0), (252, true, 1), (252, false, 2)]) == 1)
  }

  @Test("O2: a glide that replaces one on its way goes on from where that one shows, one move")
  func glideCutOnItsWay() {
    var moves = OffsetMoves(start: -20)
    // A list glides from -20 toward 33; at 6.5 on its way UIKit's glide to 11 replaces
    // it, and at 8.75 the engine's to 33 replaces that: -20 ... 33 in one direction.
    moves.record(33, isAnimated: true, turn: 0)
    moves.record(11, isAnimated: true, turn: 1, cutAt: 6.5)
    moves.record(33, isAnimated: true, turn: 1, cutAt: 8.75)
    #expect(moves.count == 1)
    // Read from the values written, 33 then 11 would turn back: two moves.
    var written = OffsetMoves(start: -20)
    written.record(33, isAnimated: true, turn: 0)
    written.record(11, isAnimated: true, turn: 1)
    #expect(written.count == 2)
  }
}
