import Foundation

/// The smallest scroll that brings a target into the visible band (rule F3).
///
/// Vertically: a target taller than the band goes to the band's top; one that sticks out
/// above scrolls up just enough, one that sticks out below scrolls down just enough, one
/// inside does not move. The result is clamped to the valid offsets. Horizontally the
/// same, only when the content is wider than the band.
package struct ScrollSolver: Equatable, Sendable {
  /// The scroll view's bounds size.
  package var boundsSize: CGSize
  /// The scroll view's content size.
  package var contentSize: CGSize
  /// The adjusted content inset that this same event sets.
  package var adjustedInset: EdgeInsets
  /// Whether content shorter than the band rests with its end at the band's end.
  ///
  /// UIKit rests short content at the top of the host's own coordinates. A host flipped
  /// vertically shows that top at the bottom of the screen; seen through a
  /// ``VerticalMirror`` it is the content's end, and the one valid offset is the end's
  /// (rule I4).
  package var restsShortContentAtEnd: Bool

  /// Creates a solver for a scroll view's geometry.
  package init(
    boundsSize: CGSize, contentSize: CGSize, adjustedInset: EdgeInsets,
    restsShortContentAtEnd: Bool = false
  ) {
    self.boundsSize = boundsSize
    self.contentSize = contentSize
    self.adjustedInset = adjustedInset
    self.restsShortContentAtEnd = restsShortContentAtEnd
  }

  /// The offset that shows the content's end at the band's end:
  /// `contentSize.height + adjusted.bottom - bounds.height`.
  private var endOffsetY: CGFloat {
    contentSize.height + adjustedInset.bottom - boundsSize.height
  }

  /// The smallest valid vertical offset: `-adjusted.top`, or the end's offset when that
  /// is smaller and short content rests at its end.
  package var minOffsetY: CGFloat {
    restsShortContentAtEnd ? min(-adjustedInset.top, endOffsetY) : -adjustedInset.top
  }

  /// The largest valid vertical offset:
  /// `max(-adjusted.top, contentSize.height + adjusted.bottom - bounds.height)`, or the
  /// end's offset alone when short content rests at its end.
  package var maxOffsetY: CGFloat {
    restsShortContentAtEnd ? endOffsetY : max(-adjustedInset.top, endOffsetY)
  }

  /// The largest valid horizontal offset, built like ``maxOffsetY``.
  package var maxOffsetX: CGFloat {
    max(-adjustedInset.left, contentSize.width + adjustedInset.right - boundsSize.width)
  }

  /// The offset that reveals `target`, starting from `current`.
  ///
  /// In a table or collection view whose section header (footer) is pinned to the visible
  /// bounds, the band starts below that header and ends above that footer at the offset
  /// being computed, so a target moving up never stays under the header.
  ///
  /// - Parameters:
  ///   - target: The target rect with its margin (rule F2), in content coordinates.
  ///   - current: The current content offset.
  ///   - pinnedHeader: The height of the target's pinned section header, or 0.
  ///   - pinnedFooter: The height of the target's pinned section footer, or 0.
  package func offset(
    revealing target: CGRect, from current: CGPoint, pinnedHeader: CGFloat = 0,
    pinnedFooter: CGFloat = 0
  ) -> CGPoint {
    let whole = VisibleBand(
      contentOffset: current, boundsSize: boundsSize, adjustedInset: adjustedInset)
    let band = whole.excludingPinned(header: pinnedHeader, footer: pinnedFooter).rect
    var y = Self.axisOffset(
      start: target.minY, length: target.height, current: current.y,
      leading: band.minY - current.y, bandLength: band.height)
    y = min(max(y, minOffsetY), maxOffsetY)

    var x = current.x
    if contentSize.width > whole.rect.width {
      x = Self.axisOffset(
        start: target.minX, length: target.width, current: current.x,
        leading: adjustedInset.left, bandLength: whole.rect.width)
      x = min(max(x, -adjustedInset.left), maxOffsetX)
    }
    return CGPoint(x: x, y: y)
  }

  /// The offset with its vertical part kept within the valid range
  /// `[minOffsetY, maxOffsetY]`.
  ///
  /// rule I3: after the keyboard stops covering, the content must not hang past its end.
  /// The lower bound is the same clamp F3 applies, kept when nothing is revealed so that
  /// no event leaves the offset outside the range UIKit can rest at.
  package func offsetClampedToValidRange(_ current: CGPoint) -> CGPoint {
    CGPoint(x: current.x, y: min(max(current.y, minOffsetY), maxOffsetY))
  }

  /// How far from the largest valid offset an offset still rests at the content's end.
  package static let endTolerance: CGFloat = 1

  /// Whether `offset` rests at the content's bottom end: within ``endTolerance`` of
  /// ``maxOffsetY``, or past it (rule F7).
  package func restsAtEnd(_ offset: CGPoint) -> Bool {
    offset.y >= maxOffsetY - Self.endTolerance
  }

  /// One axis of F3: where the band must start so that the target is just inside it.
  ///
  /// Comparisons use rule A2's tolerance: a target that touches the band's edge within
  /// floating-point noise is inside, and does not move the offset.
  private static func axisOffset(
    start: CGFloat, length: CGFloat, current: CGFloat, leading: CGFloat, bandLength: CGFloat
  ) -> CGFloat {
    let bandStart = current + leading
    let bandEnd = bandStart + bandLength
    if LengthTolerance.isLess(bandLength, length) || LengthTolerance.isLess(start, bandStart) {
      return start - leading
    }
    if LengthTolerance.isLess(bandEnd, start + length) {
      return start + length - bandLength - leading
    }
    return current
  }
}
