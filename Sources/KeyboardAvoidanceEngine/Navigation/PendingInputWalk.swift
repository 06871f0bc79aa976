import Foundation

/// A move of Return or the bar (rule F6): where it started, for the walk that goes on in the
/// host's next layout pass.
@MainActor
final class PendingInputWalk {
  /// The input the move started from, held weakly.
  private(set) weak var from: AnyObject?
  /// Toward the next input (Next, Return) or the previous one (Previous).
  let direction: NavigationDirection
  /// The host's offset before the walk scrolled, where nothing found scrolls back to.
  let offset: CGPoint
  /// How the walk goes on once the host's next layout pass made the row's cell: the
  /// host's, from ``InputWalk/awaitsLayout(resume:)``; `nil` before the walk waits.
  var resume: (@MainActor () -> InputWalk)?

  /// A move from `from`, with the host at `offset`.
  init(from: AnyObject, toward direction: NavigationDirection, offset: CGPoint) {
    self.from = from
    self.direction = direction
    self.offset = offset
  }
}
