import Foundation

/// The rect of a text selection, from the carets at its two ends (rule F2).
///
/// Asking the text system for the rects of a whole selection makes it lay out all of the
/// selected text (after Select All in a long note, the whole document) on every keyboard
/// event and caret move. The carets at the two ends are enough: vertically the selection
/// runs from the higher caret's top to the lower caret's bottom (the start caret's top and
/// the end caret's bottom, unless the text shows upside down in the space they are in). On
/// one line it runs from the start caret to the end caret (either way round, for
/// right-to-left text); across lines it spans the width of the lines, as full lines of
/// selected text do.
package enum SelectionRect {
  /// The selection's rect from its start and end carets, in one coordinate space.
  ///
  /// - Parameters:
  ///   - start: The caret rect at the selection's start.
  ///   - end: The caret rect at the selection's end.
  ///   - lines: The horizontal extent of the text's lines (the input's rect will do); only
  ///     its `minX` and `width` are used, for a selection over several lines.
  package static func between(start: CGRect, end: CGRect, lines: CGRect) -> CGRect {
    // A text view flipped back inside a flipped host shows its start caret below its end
    // caret in the host: the selection spans both, whichever is higher.
    let top = min(start.minY, end.minY)
    let bottom = max(end.maxY, start.maxY)
    if LengthTolerance.isEqual(start.minY, end.minY) {
      // Right-to-left text puts the end caret to the left of the start caret.
      let left = min(start.minX, end.minX)
      return CGRect(
        x: left, y: top, width: max(start.minX, end.minX) - left, height: bottom - top)
    }
    return CGRect(x: lines.minX, y: top, width: lines.width, height: bottom - top)
  }
}
