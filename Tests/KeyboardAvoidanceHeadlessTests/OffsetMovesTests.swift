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
}
