package import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A monospaced font: every line has the same height, every character the same width.
package struct TextFont: Hashable, Sendable {
  /// Height of one line in points.
  package var lineHeight: CGFloat
  /// Width of one character in points.
  package var charWidth: CGFloat

  /// Creates a font.
  package init(lineHeight: CGFloat = 20, charWidth: CGFloat = 10) {
    self.lineHeight = lineHeight
    self.charWidth = charWidth
  }
}

/// Monospaced line layout of a text, for caret and selection rects.
///
/// A line holds `N = floor((width - inset.left - inset.right) / charWidth)` characters
/// (UTF-16 units, like `NSRange`). A newline ends a line; a character that would be the
/// (N+1)-th of a line starts the next one; a caret whose column would be N stands at
/// column 0 of the next line. Line starts are computed once per text, so a caret lookup is
/// a binary search, whatever the length of the text.
package struct TextLayout: Sendable {
  /// Characters per line (at least 1).
  package let columns: Int
  /// The font.
  package let font: TextFont
  /// The text container inset.
  package let inset: EdgeInsets
  /// UTF-16 length of the text.
  package let length: Int
  /// UTF-16 offsets where each visual line starts.
  private let lineStarts: [Int]

  /// Lays out `text` in a container `width` points wide.
  ///
  /// - Complexity: O(length of the text).
  package init(text: String, width: CGFloat, inset: EdgeInsets, font: TextFont) {
    self.init(units: text.utf16, width: width, inset: inset, font: font)
  }

  /// Lays out UTF-16 units in a container `width` points wide.
  ///
  /// - Complexity: O(number of units).
  package init(
    units: some Sequence<UInt16>, width: CGFloat, inset: EdgeInsets, font: TextFont
  ) {
    let available = (width - inset.left - inset.right) / font.charWidth
    columns = max(1, available.isFinite ? Int(available.rounded(.down)) : 1)
    self.font = font
    self.inset = inset
    var starts = [0]
    var column = 0
    var offset = 0
    for unit in units {
      if unit == 0x0A {
        starts.append(offset + 1)
        column = 0
      } else {
        if column == columns {
          starts.append(offset)
          column = 0
        }
        column += 1
      }
      offset += 1
    }
    length = offset
    lineStarts = starts
  }

  /// The line and column of a caret at a UTF-16 offset (clamped to the text).
  ///
  /// - Complexity: O(log lines).
  package func position(of offset: Int) -> (line: Int, column: Int) {
    let clamped = min(max(0, offset), length)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    let column = clamped - lineStarts[low]
    return column >= columns ? (low + 1, 0) : (low, column)
  }

  /// The caret rect at an offset: `x = inset.left + column * charWidth`,
  /// `y = inset.top + line * lineHeight`, width 2, height `lineHeight`.
  package func caretRect(at offset: Int) -> CGRect {
    let (line, column) = position(of: offset)
    return CGRect(
      x: inset.left + CGFloat(column) * font.charWidth,
      y: inset.top + CGFloat(line) * font.lineHeight, width: 2, height: font.lineHeight)
  }

  /// The rect of a selection: its part of one line, or full-width lines from its first
  /// line to its last.
  package func selectionRect(_ range: NSRange) -> CGRect {
    let start = position(of: range.location)
    let end = position(of: range.location + range.length)
    let top = inset.top + CGFloat(start.line) * font.lineHeight
    if start.line == end.line {
      return CGRect(
        x: inset.left + CGFloat(start.column) * font.charWidth, y: top,
        width: CGFloat(end.column - start.column) * font.charWidth, height: font.lineHeight)
    }
    return CGRect(
      x: inset.left, y: top, width: CGFloat(columns) * font.charWidth,
      height: CGFloat(end.line - start.line + 1) * font.lineHeight)
  }

  /// Lines of the text: 1 + the line of the caret at its end.
  package var lineCount: Int { position(of: length).line + 1 }

  /// The content height: `inset.top + lines * lineHeight + inset.bottom`.
  package var contentHeight: CGFloat {
    inset.top + CGFloat(lineCount) * font.lineHeight + inset.bottom
  }
}
