import Foundation
import KeyboardAvoidanceCore

/// The scroll engine's answer to a scroll it did not make (rules A1, O1 j, O2).
extension KeyboardScrollEngine {
  /// Looks again after someone else scrolled the host onto the way of the engine's own
  /// animated scroll while that was still on its way.
  ///
  /// UIKit scrolls a newly focused input into its scroll view on its own (rule O1 j), with
  /// no margin, from the offset it reads then: a table's animated reveal in flight. Its
  /// scroll replaces the engine's and ends short of it, on the engine's own way, where rule
  /// A1 would read it as the engine's end. So the engine forgets its way and reads the
  /// offset as it is: where the target is still outside the band, it scrolls it in from
  /// where UIKit's scroll is now, with the keyboard's timing (rule O2 allows that move
  /// only there); where it is inside, nothing is written. UIKit's scroll keeps the sideways
  /// offset it read, so where the engine's way also moved sideways (a clamp into the range
  /// a side safe area gives), UIKit's ends beside that way: a scroll that stays between the
  /// way's ends on both axes counts as on it. A scroll past the engine's way is read as it
  /// is anyway, at the next event (A1, K1); one while the engine's offset is at rest is the
  /// app's or the user's, and is left alone, as is any during a drag.
  func hostDidScroll() {
    guard isEnabled, ownOffsetMayBeOnItsWay, let host, let segment = ownOffset else { return }
    let offset = host.liveContentOffset
    guard segment.spans(offset), !LengthTolerance.isEqual(offset, segment.to) else { return }
    ownOffset = nil
    revealFocusedInput(in: host, because: "scrolled by someone else on the engine's way")
  }
}
