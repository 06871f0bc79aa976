package import Foundation

/// Rule F3's vertical geometry of a host, written out for the oracle (no Core
/// `ScrollSolver` or `VisibleBand`): the visible band, the valid offsets, and whether an
/// offset that revealed a target scrolled just enough.
///
/// The band runs from `offset + adjusted.top` to `offset + bounds.height - adjusted.bottom`
/// with the insets the event set; the valid offsets are
/// `[-adjusted.top, max(-adjusted.top, contentHeight + adjusted.bottom - bounds.height)]`.
/// Lengths compare with rule A2's tolerance. A target in a row under a pinned section header
/// or footer (a plain table's) loses their heights from the band's top and bottom, at
/// whatever offset the band is taken; the valid offsets stay the adjusted inset's.
package struct OracleScroll: Equatable, Sendable {
  /// The host's bounds height.
  package var boundsHeight: CGFloat
  /// The host's content height.
  package var contentHeight: CGFloat
  /// The adjusted inset's top.
  package var adjustedTop: CGFloat
  /// The adjusted inset's bottom.
  package var adjustedBottom: CGFloat
  /// The height of the target's pinned section header: the band starts this far lower.
  package var pinnedTop: CGFloat
  /// The height of the target's pinned section footer: the band ends this far higher.
  package var pinnedBottom: CGFloat
  /// Whether the host shows its content upside down on screen (rule I4).
  ///
  /// What the user sees as a target's top is then its bottom in content coordinates, and
  /// the band's top on screen is the band's bottom there. The band and the valid offsets
  /// stay UIKit's, in the host's own coordinates, whatever the flip.
  package var isUpsideDown = false

  /// The geometry of a host with these lengths.
  package init(
    boundsHeight: CGFloat, contentHeight: CGFloat, adjustedTop: CGFloat, adjustedBottom: CGFloat,
    pinnedTop: CGFloat = 0, pinnedBottom: CGFloat = 0
  ) {
    self.boundsHeight = boundsHeight
    self.contentHeight = contentHeight
    self.adjustedTop = adjustedTop
    self.adjustedBottom = adjustedBottom
    self.pinnedTop = pinnedTop
    self.pinnedBottom = pinnedBottom
  }

  /// From the offset to the band's top: the adjusted inset and a pinned header.
  private var bandTopInset: CGFloat { adjustedTop + pinnedTop }

  /// From the band's bottom to the bounds' bottom: the adjusted inset and a pinned footer.
  private var bandBottomInset: CGFloat { adjustedBottom + pinnedBottom }

  /// The smallest valid offset.
  package var lowestOffset: CGFloat { -adjustedTop }

  /// The largest valid offset.
  package var highestOffset: CGFloat {
    max(-adjustedTop, contentHeight + adjustedBottom - boundsHeight)
  }

  /// The band's height, whatever the offset (negative when the insets overlap).
  package var bandHeight: CGFloat { boundsHeight - bandTopInset - bandBottomInset }

  /// Whether `offset` lies in the valid range, within the tolerance.
  package func isValid(_ offset: CGFloat) -> Bool {
    !OracleTolerance.isBelow(offset, lowestOffset)
      && !OracleTolerance.isBelow(highestOffset, offset)
  }

  /// Whether the band at `offset` holds `target` vertically: both its edges inside, within
  /// the tolerance; an empty band holds nothing.
  package func shows(_ target: CGRect, at offset: CGFloat) -> Bool {
    let bandTop = offset + bandTopInset
    let bandBottom = offset + boundsHeight - bandBottomInset
    return bandHeight > 0 && !OracleTolerance.isBelow(target.origin.y, bandTop)
      && !OracleTolerance.isBelow(bandBottom, target.origin.y + target.size.height)
  }

  /// Whether `target` is taller than the band by the tolerance or more.
  package func isTaller(_ target: CGRect) -> Bool {
    OracleTolerance.isBelow(bandHeight, target.size.height)
  }

  /// Why a reveal of `target` that moved the offset from `start` to `end` is not rule F3's,
  /// or `nil` when it is.
  ///
  /// A target taller than the band puts its top at the band's top, both as the screen shows
  /// them (rule I4: the content's bottoms for a host upside down). Otherwise the valid
  /// offsets whose band shows the target form one interval; when it is empty the offset
  /// goes to the end of the valid range nearer the target, else it must lie in it and no
  /// offset of it may be closer to `start`: "just enough", and no move at all when `start`
  /// shows the target already. When `tracksCaret` (rule F5), a target the band at `start`
  /// shows writes nothing at all, not even the clamp into the valid range.
  package func revealViolation(
    of target: CGRect, from start: CGFloat, to end: CGFloat, tracksCaret: Bool = false
  ) -> String? {
    if tracksCaret, shows(target, at: start) {
      return OracleTolerance.isEqual(end, start)
        ? nil : "(F5) the caret's target \(target) was in the band at \(start), moved to \(end)"
    }
    let top = target.origin.y
    let bottom = top + target.size.height
    // Upside down, the top on screen is the content's bottom: the offset that puts the
    // target's bottom at the band's bottom (rule I4 mirrors the screen, not the content).
    let topOnScreenOffset =
      isUpsideDown ? bottom - boundsHeight + bandBottomInset : top - bandTopInset
    if isTaller(target) {
      let expected = clamped(topOnScreenOffset)
      return OracleTolerance.isEqual(end, expected)
        ? nil
        : "(F3) a target \(target.size.height) tall in a band \(bandHeight) tall goes to the"
          + " band's top on screen: offset \(expected), not \(end)"
    }
    let showingLow = max(bottom - boundsHeight + bandBottomInset, lowestOffset)
    let showingHigh = min(top - bandTopInset, highestOffset)
    if OracleTolerance.isBelow(showingHigh, showingLow) {
      // The end nearer the target's top on screen: the content's top end upright, its
      // bottom end upside down.
      let expected =
        isUpsideDown
        ? (topOnScreenOffset > highestOffset ? highestOffset : lowestOffset)
        : (topOnScreenOffset < lowestOffset ? lowestOffset : highestOffset)
      return OracleTolerance.isEqual(end, expected)
        ? nil
        : "(F3) no valid offset shows target \(target): offset \(expected), not \(end)"
    }
    if OracleTolerance.isBelow(end, showingLow) || OracleTolerance.isBelow(showingHigh, end) {
      return "(F3) offset \(end) does not show target \(target); [\(showingLow), \(showingHigh)] do"
    }
    let nearest = min(max(start, showingLow), showingHigh)
    if OracleTolerance.isBelow(abs(nearest - start), abs(end - start)) {
      return "(F3) scrolled from \(start) to \(end), though \(nearest) shows target \(target)"
    }
    return nil
  }

  /// `offset` brought into the valid range.
  package func clamped(_ offset: CGFloat) -> CGFloat {
    min(max(offset, lowestOffset), highestOffset)
  }
}
