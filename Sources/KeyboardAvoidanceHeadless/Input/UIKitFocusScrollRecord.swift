package import Foundation

/// One scroll UIKit made of a newly focused input into its scroll view (rule O1 j): the
/// offsets it moved between, and whether it came before the engines' reveal (order 1) or
/// after it (order 2).
///
/// The model keeps the last one on the scroll view, so that a judge of the engines can
/// tell UIKit's move from theirs.
package struct UIKitFocusScrollRecord: Sendable {
  /// The offset before the scroll.
  package var from: CGPoint
  /// The offset it scrolled to.
  package var to: CGPoint
  /// Whether it came after the engines' reveal.
  package var isAfterEngines: Bool
  /// Where the animated scroll it cut was going (the engines' reveal in flight), `nil`
  /// when none was: `from` is then a point on that scroll's way, not where it ended.
  package var cutScrollEnd: CGPoint?
  /// Whether a write of the offset stopped it on its way (the engines' reveal).
  package var wasCut = false

  /// Where the offset would have come to rest without UIKit's scroll: the end of the
  /// scroll it cut, else where it began.
  package var restingStart: CGPoint { cutScrollEnd ?? from }

  /// How far down the content UIKit's scroll took the offset past where the engines found
  /// the input at its begin-editing, given where the offset came to rest: after the
  /// engines (order 2), from where their reveal ends to `offset` (their look again, if any,
  /// included); before them (order 1), its whole way if it ran to its end (it read its
  /// start in that turn), nothing if a reveal of theirs cut it.
  package func distancePastEngines(restingAt offset: CGPoint) -> CGFloat {
    if isAfterEngines { return offset.y - restingStart.y }
    return wasCut ? 0 : to.y - from.y
  }
}
