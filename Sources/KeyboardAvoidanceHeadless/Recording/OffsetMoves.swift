package import Foundation

/// The visible moves of a scroll view's offset, as rule O2 counts them.
///
/// The model renders once per turn of the run loop: a turn's unanimated writes compose into
/// one jump, and an animated write glides from the value it replaces (an unanimated write
/// followed by an animated one in the same turn is a jump, then a glide); a glide that
/// replaces one still on its way starts where that one shows now. A move is one
/// contiguous run in one direction: turning back, or a jump after a glide or a glide after
/// a jump, starts another. Every change counts, the engine's, the app's and UIKit's own.
package struct OffsetMoves: Equatable, Sendable {
  /// One write of the vertical offset.
  struct Write: Equatable, Sendable {
    /// The turn it was made in (``HeadlessScreen/renderedTurns`` then).
    var turn: Int
    /// The value written.
    var value: CGFloat
    /// Whether it animates (a glide) or jumps.
    var isAnimated: Bool
    /// For a glide that replaces one still on its way, the value that one shows now: it
    /// stops there, and this one starts from there (a list's scroll runs from its current
    /// offset).
    var cutAt: CGFloat?
  }

  /// The offset shown when counting began.
  private let start: CGFloat
  /// The writes since, oldest first.
  private var writes: [Write] = []

  /// Starts counting from the offset `start` on screen now.
  package init(start: CGFloat = 0) {
    self.start = start
  }

  /// Records a write of the vertical offset made in `turn`; `cutAt` is, for a glide that
  /// replaces one still on its way, the value that one shows now.
  package mutating func record(
    _ value: CGFloat, isAnimated: Bool, turn: Int, cutAt: CGFloat? = nil
  ) {
    writes.append(Write(turn: turn, value: value, isAnimated: isAnimated, cutAt: cutAt))
  }

  /// The number of visible moves since counting began (rule O2).
  package var count: Int {
    var moves = 0
    var last: (direction: Bool, isAnimated: Bool)?
    for segment in segments {
      let direction = segment.delta > 0
      if last?.direction != direction || last?.isAnimated != segment.isAnimated { moves += 1 }
      last = (direction, segment.isAnimated)
    }
    return moves
  }

  /// What the screen shows turn by turn: each a jump or a glide by `delta`, none of zero.
  private var segments: [(delta: CGFloat, isAnimated: Bool)] {
    var shown = start
    var result: [(delta: CGFloat, isAnimated: Bool)] = []
    var index = writes.startIndex
    while index < writes.endIndex {
      let turn = writes[index].turn
      var composed = shown
      while index < writes.endIndex, writes[index].turn == turn {
        let write = writes[index]
        if write.isAnimated, let cut = write.cutAt, composed == shown,
          let last = result.indices.last, result[last].isAnimated
        {
          // The glide on its way went only as far as it shows now, and this one goes on
          // from there.
          result[last].delta += cut - shown
          if result[last].delta == 0 { result.removeLast() }
          shown = cut
          composed = cut
        }
        if write.isAnimated {
          // The glide starts from the value it replaces: a jump there first.
          if composed != shown { result.append((composed - shown, false)) }
          if write.value != composed { result.append((write.value - composed, true)) }
          shown = write.value
        }
        composed = write.value
        index += 1
      }
      if composed != shown { result.append((composed - shown, false)) }
      shown = composed
    }
    return result
  }
}
