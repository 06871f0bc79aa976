import Foundation

extension HostSnapshot {
  /// Whether the offset rests at the content's end as the screen shows it, the end a
  /// keyboard event keeps it at when nothing inside the host is focused (rule F7): the
  /// bottom end, or for a host flipped vertically (a chat's `scaleY(-1)`) the top end that
  /// shows at the screen's bottom.
  ///
  /// The engine asks before a keyboard event is applied: a host that rests there leaves a
  /// `will` notification for the input UIKit announces late (a text view's begin-editing
  /// comes after will-show), so that a focused input is revealed instead of the end kept.
  package var restsAtEnd: Bool {
    guard isFlippedVertically else {
      return ScrollSolver(
        boundsSize: boundsSize, contentSize: contentSize, adjustedInset: adjustedContentInset
      ).restsAtEnd(contentOffset)
    }
    let mirror = VerticalMirror(of: self)
    let mirrored = mirror.snapshot(self)
    return ScrollSolver(
      boundsSize: mirrored.boundsSize, contentSize: mirrored.contentSize,
      adjustedInset: mirrored.adjustedContentInset, restsShortContentAtEnd: true
    ).restsAtEnd(mirrored.contentOffset)
  }
}
