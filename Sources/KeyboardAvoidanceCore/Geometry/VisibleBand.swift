import Foundation

/// The part of a scroll view's content that is neither under an inset nor off screen.
///
/// Vertically it runs from `offset.y + adjusted.top` to
/// `offset.y + bounds.height - adjusted.bottom` (rule F3); horizontally the same with
/// the left and right insets.
package struct VisibleBand: Equatable, Sendable {
  /// The band in content coordinates.
  package var rect: CGRect

  /// The band of a scroll view with the given offset, bounds size and adjusted insets.
  ///
  /// Insets larger than the bounds leave an empty band (zero height), never a negative
  /// one: `CGRect` would silently standardize a negative height into a positive band.
  package init(contentOffset: CGPoint, boundsSize: CGSize, adjustedInset: EdgeInsets) {
    rect = CGRect(
      x: contentOffset.x + adjustedInset.left,
      y: contentOffset.y + adjustedInset.top,
      width: max(0, boundsSize.width - adjustedInset.left - adjustedInset.right),
      height: max(0, boundsSize.height - adjustedInset.top - adjustedInset.bottom)
    )
  }

  /// The band without a pinned section header at its top and footer at its bottom (rule F3).
  ///
  /// Their heights count wherever the header and footer are now, since they pin to the
  /// band at whatever offset it has. The top moves down by the whole header even when the
  /// band is shorter than it (the header pins at the insets' edge all the same), so a target
  /// revealed in an empty band has its top below the header; the height is never negative.
  package func excludingPinned(header: CGFloat, footer: CGFloat) -> VisibleBand {
    var band = self
    let top = max(0, header)
    let height = max(0, rect.height - top - max(0, footer))
    band.rect = CGRect(x: rect.minX, y: rect.minY + top, width: rect.width, height: height)
    return band
  }

  /// The band a focused input is revealed in: without its section's pinned header and
  /// footer (rule F3); the whole band when nothing is focused.
  package func excludingPinned(of focus: FocusGeometry?) -> VisibleBand {
    guard let focus else { return self }
    return excludingPinned(header: focus.pinnedHeader, footer: focus.pinnedFooter)
  }

  /// Whether `target` lies inside the band vertically (its top and bottom both inside).
  ///
  /// An edge that touches the band's edge within rule A2's tolerance is inside. An empty
  /// band contains nothing.
  package func containsVertically(_ target: CGRect) -> Bool {
    rect.height > 0 && !LengthTolerance.isLess(target.minY, rect.minY)
      && !LengthTolerance.isLess(rect.maxY, target.maxY)
  }
}
