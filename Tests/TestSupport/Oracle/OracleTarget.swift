package import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Rule F2's target rect, written out for the oracle from the rule (no Core `TargetRect`).
///
/// A text input shows its caret, or its whole selection when that fits the visible height;
/// a field in a cell shows the union of field and cell when that fits, else the field; any
/// other input its bounds. The rect is grown by the margin above and below, clipped to
/// `[min(rect.minY, 0), max(rect.maxY, contentHeight)]`. "Fits" is not taller than the
/// visible height by rule A2's 0.001 pt or more.
package enum OracleTarget {
  /// What rule F2 reads of a focused input, in the host's content coordinates.
  package enum Focus: Equatable, Sendable {
    /// Any other input: its bounds.
    case bounds(CGRect)
    /// A field in a table or collection view cell: its rect and the cell's.
    case inCell(input: CGRect, cell: CGRect)
    /// A text input: its caret at the selection's end, and the selection's rect when the
    /// selection is not empty (both already clamped, see ``clamp(_:into:)``).
    case caret(CGRect, selection: CGRect?)
  }

  /// The target with its margin for `focus`, with a visible band `visibleHeight` tall.
  package static func target(
    for focus: Focus, visibleHeight: CGFloat, margin: CGFloat, contentHeight: CGFloat
  ) -> CGRect {
    grown(
      rect(for: focus, visibleHeight: visibleHeight), margin: margin, contentHeight: contentHeight)
  }

  /// Rule F2's rect before the margin.
  package static func rect(for focus: Focus, visibleHeight: CGFloat) -> CGRect {
    switch focus {
    case .bounds(let rect):
      return rect
    case .inCell(let input, let cell):
      let top = min(input.origin.y, cell.origin.y)
      let bottom = max(input.origin.y + input.size.height, cell.origin.y + cell.size.height)
      let left = min(input.origin.x, cell.origin.x)
      let right = max(input.origin.x + input.size.width, cell.origin.x + cell.size.width)
      let union = CGRect(x: left, y: top, width: right - left, height: bottom - top)
      return fits(union, visibleHeight) ? union : input
    case .caret(let caret, let selection):
      guard let selection, fits(selection, visibleHeight) else { return caret }
      return selection
    }
  }

  /// `rect` grown by `margin` above and below, but never past the content: clipped to
  /// `[min(rect.minY, 0), max(rect.maxY, contentHeight)]`.
  package static func grown(_ rect: CGRect, margin: CGFloat, contentHeight: CGFloat) -> CGRect {
    let top = rect.origin.y
    let bottom = rect.origin.y + rect.size.height
    let grownTop = max(top - margin, min(top, 0))
    let grownBottom = min(bottom + margin, max(bottom, contentHeight))
    return CGRect(
      x: rect.origin.x, y: grownTop, width: rect.size.width, height: grownBottom - grownTop)
  }

  /// A caret (or selection) rect of a text view that is not the host, kept vertically
  /// inside the text view's bounds (both in the host's content coordinates): the part of
  /// it inside, or, for a caret wholly outside, the empty strip at the nearer edge.
  package static func clamp(_ caret: CGRect, into bounds: CGRect) -> CGRect {
    let low = bounds.origin.y
    let high = bounds.origin.y + bounds.size.height
    let top = min(max(caret.origin.y, low), high)
    let bottom = max(min(caret.origin.y + caret.size.height, high), low)
    return CGRect(x: caret.origin.x, y: top, width: caret.size.width, height: bottom - top)
  }

  private static func fits(_ rect: CGRect, _ visibleHeight: CGFloat) -> Bool {
    !OracleTolerance.isBelow(visibleHeight, rect.size.height)
  }
}
