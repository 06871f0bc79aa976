import Foundation

/// The rect that must be visible for the focused input (rule F2).
///
/// A text view shows its caret (the end of the selection), or the whole selection when it
/// fits the visible height; an input in a cell shows the union of the input and its cell
/// when that union fits, else the input; any other input shows its bounds. "Fits" compares
/// the rect before margin with the visible height, as F2 words it. The result is grown by
/// `margin` above and below, but never past the content: it is clipped to
/// `[min(rect.minY, 0), max(rect.maxY, contentHeight)]`, so that a caret on a text view's
/// first or last line, or a field at the very end of a form, counts as visible once the
/// scroll reaches the content's edge.
package enum TargetRect {
  /// The target rect, in the host's content coordinates.
  ///
  /// - Parameters:
  ///   - focus: The focused input's geometry.
  ///   - visibleHeight: The height of the visible band with this event's insets.
  ///   - margin: Extra room above and below the target (a setting, default 16).
  ///   - contentHeight: The host's `contentSize.height`, where the margin stops.
  package static func rect(
    for focus: FocusGeometry,
    visibleHeight: CGFloat,
    margin: CGFloat,
    contentHeight: CGFloat
  ) -> CGRect {
    let base: CGRect
    switch focus.kind {
    case .plain:
      base = focus.inputRect
    case .inCell(let cellRect):
      let union = focus.inputRect.union(cellRect)
      base = fits(union, visibleHeight) ? union : focus.inputRect
    case .text(let caret, let selection):
      if let selection, fits(selection, visibleHeight) {
        base = selection
      } else {
        base = caret
      }
    }
    let top = max(base.minY - margin, min(base.minY, 0))
    let bottom = min(base.maxY + margin, max(base.maxY, contentHeight))
    return CGRect(x: base.minX, y: top, width: base.width, height: bottom - top)
  }

  /// A text view's caret (or selection) rect kept vertically inside the text view's bounds,
  /// both in the host's content coordinates, for a text view that is not the host (rule F2).
  ///
  /// A text view that scrolls shows only what lies inside its bounds: the part of the rect
  /// inside them, or, for a rect wholly outside, the empty strip at the nearer edge. Without
  /// this the host would scroll to a point of its content that the text view does not show.
  /// For a text view that grows the rect is always inside, and nothing changes.
  package static func clamped(_ rect: CGRect, into bounds: CGRect) -> CGRect {
    let top = min(max(rect.minY, bounds.minY), bounds.maxY)
    let bottom = max(min(rect.maxY, bounds.maxY), bounds.minY)
    return CGRect(x: rect.minX, y: top, width: rect.width, height: bottom - top)
  }

  /// Whether `rect` fits a band `visibleHeight` tall: not taller by rule A2's tolerance or
  /// more, so that floating-point noise in the band's sum never drops a cell or selection.
  private static func fits(_ rect: CGRect, _ visibleHeight: CGFloat) -> Bool {
    !LengthTolerance.isLess(visibleHeight, rect.height)
  }
}
