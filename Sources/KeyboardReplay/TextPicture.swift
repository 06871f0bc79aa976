import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

/// A small text drawing of a screen: the host's visible band, its fields and the keyboard.
///
/// `#` keyboard, `*` the focused field, `=` other fields, `.` the visible band, `~` host
/// content under an inset (covered or hidden behind a bar). Fields are named by id only
/// (rule L6). Each field takes exactly one line of the drawing, the one its centre falls
/// in, so that a field taller than a line is never drawn twice.
@MainActor
package struct TextPicture {
  /// The screen to draw.
  package var screen: HeadlessScreen
  /// The host.
  package var host: HeadlessScrollView
  /// The fields to draw, in the host's content.
  package var fields: [HeadlessTextField]
  /// Columns of the drawing.
  package var columns = 30
  /// Rows of the drawing.
  package var rows = 22

  /// Creates a picture of a host on its screen.
  package init(screen: HeadlessScreen, host: HeadlessScrollView, fields: [HeadlessTextField]) {
    self.screen = screen
    self.host = host
    self.fields = fields
  }

  /// The drawing, one line per row, framed.
  package func render() -> String {
    let bounds = screen.bounds
    let cellWidth = bounds.width / CGFloat(columns)
    let cellHeight = bounds.height / CGFloat(rows)
    let keyboard = dockedKeyboardFrame
    let hostFrame = host.frameInScreen
    let origin = hostFrame.map {
      CGPoint(x: $0.minX - host.contentOffset.x, y: $0.minY - host.contentOffset.y)
    }
    let band = VisibleBand(
      contentOffset: host.contentOffset, boundsSize: host.bounds.size,
      adjustedInset: host.adjustedContentInset
    ).rect
    let placed: [(field: HeadlessTextField, rect: CGRect, row: Int)] =
      origin.map { point in
        fields.map { field in
          let rect = field.frame.offsetBy(dx: point.x, dy: point.y)
          return (field, rect, Int((rect.midY / cellHeight).rounded(.down)))
        }
      } ?? []
    var lines = ["+" + String(repeating: "-", count: columns) + "+"]
    for row in 0..<rows {
      let fieldRects = placed.filter { $0.row == row }.map { ($0.field, $0.rect) }
      var line = ""
      for column in 0..<columns {
        let point = CGPoint(
          x: (CGFloat(column) + 0.5) * cellWidth, y: (CGFloat(row) + 0.5) * cellHeight)
        line.append(
          character(
            at: point, keyboard: keyboard, hostFrame: hostFrame, origin: origin, band: band,
            fields: fieldRects))
      }
      lines.append(
        "|"
          + labelled(
            line, row: row, cellHeight: cellHeight, fields: fieldRects, cellWidth: cellWidth) + "|")
    }
    lines.append(lines[0])
    return lines.joined(separator: "\n")
  }

  private var dockedKeyboardFrame: CGRect? {
    guard let event = screen.keyboardObserver.lastEvent, let frame = event.endFrame,
      Docking.isDocked(event, screenBounds: screen.bounds)
    else { return nil }
    return frame
  }

  private func character(
    at point: CGPoint, keyboard: CGRect?, hostFrame: CGRect?, origin: CGPoint?, band: CGRect,
    fields: [(HeadlessTextField, CGRect)]
  ) -> Character {
    if let keyboard, keyboard.contains(point) { return "#" }
    guard let hostFrame, let origin, hostFrame.contains(point) else { return " " }
    if let (field, _) = fields.first(where: { $0.1.minX <= point.x && point.x < $0.1.maxX }) {
      return field.isFirstResponder ? "*" : "="
    }
    let content = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    return band.contains(content) ? "." : "~"
  }

  private func labelled(
    _ line: String, row: Int, cellHeight: CGFloat, fields: [(HeadlessTextField, CGRect)],
    cellWidth: CGFloat
  ) -> String {
    guard let (field, rect) = fields.first else { return line }
    var characters = Array(line)
    let start = max(0, Int(rect.minX / cellWidth) + 1)
    for (offset, letter) in field.identifier.enumerated() {
      let index = start + offset
      guard index < characters.count, characters[index] == "=" || characters[index] == "*" else {
        break
      }
      characters[index] = letter
    }
    return String(characters)
  }
}
