public import Foundation

/// The rect that must be visible for the focused input (SPEC F2).
///
/// A text view shows its caret (the end of the selection), or the whole selection when it
/// fits the visible height; an input in a cell shows the union of the input and its cell
/// when that union fits, else the input; any other input shows its bounds. "Fits" compares
/// the rect before margin with the visible height, as F2 words it. The result is grown by
/// `margin` above and below.
public enum TargetRect {
  /// The target rect, in the host's content coordinates.
  ///
  /// - Parameters:
  ///   - focus: The focused input's geometry.
  ///   - visibleHeight: The height of the visible band with this event's insets.
  ///   - margin: Extra room above and below the target (a setting, default 16).
  public static func rect(
    for focus: FocusGeometry,
    visibleHeight: CGFloat,
    margin: CGFloat
  ) -> CGRect {
    let base: CGRect
    switch focus.kind {
    case .plain:
      base = focus.inputRect
    case .inCell(let cellRect):
      let union = focus.inputRect.union(cellRect)
      base = union.height <= visibleHeight ? union : focus.inputRect
    case .text(let caret, let selection):
      if let selection, selection.height <= visibleHeight {
        base = selection
      } else {
        base = caret
      }
    }
    return CGRect(
      x: base.minX,
      y: base.minY - margin,
      width: base.width,
      height: base.height + 2 * margin
    )
  }
}
