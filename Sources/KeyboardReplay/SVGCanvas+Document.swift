import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SVGCanvas {
  /// The panel's width beside the screen, in units of text (``unit``).
  private static let panelWidth: CGFloat = 400

  /// The whole document: the picture of `screen`, and the panel with `title`, an optional
  /// `note` in bold under it (such as "no change"), `lines` and the legend.
  func document(screen: CGRect, title: String, note: String? = nil, lines: [String]) -> String {
    let u = unit
    let x = screen.maxX + 30 * u
    var panel = [
      "<text x=\"\(n(x))\" y=\"0\" font-size=\"\(n(15 * u))\" font-weight=\"bold\">"
        + "\(Self.escape(title))</text>"
    ]
    var top = 24 * u
    if let note {
      panel.append(
        "<text x=\"\(n(x))\" y=\"\(n(top))\" fill=\"#b03a2e\" font-weight=\"bold\">"
          + "\(Self.escape(note))</text>")
      top += 20 * u
    }
    for (index, line) in lines.enumerated() {
      let y = top + CGFloat(index) * 20 * u
      panel.append("<text x=\"\(n(x))\" y=\"\(n(y))\">\(Self.escape(line))</text>")
    }
    let legendTop = top + CGFloat(lines.count) * 20 * u + 16 * u
    panel.append("<text x=\"\(n(x))\" y=\"\(n(legendTop))\" font-weight=\"bold\">Legend</text>")
    for (index, entry) in legend.enumerated() {
      panel += legendRow(entry, x: x, y: legendTop + 10 * u + CGFloat(index) * 20 * u)
    }
    let panelHeight = legendTop + 10 * u + CGFloat(legend.count) * 20 * u
    let width = screen.maxX + (30 + Self.panelWidth + 10) * u
    let height = max(screen.maxY, panelHeight) + 50 * u
    let box = "\(n(-10 * u)) \(n(-30 * u)) \(n(width)) \(n(height))"
    return """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(box)" width="\(n(width))" \
      height="\(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="\(n(12 * u))">
      \(hatchDefinition)
      <rect x="\(n(-10 * u))" y="\(n(-30 * u))" width="\(n(width))" height="\(n(height))" \
      fill="#ffffff"/>
      \((elements + labels + panel).joined(separator: "\n"))
      </svg>

      """
  }

  /// One legend row: a swatch drawn as the element is, and its meaning.
  private func legendRow(_ entry: LegendEntry, x: CGFloat, y: CGFloat) -> [String] {
    let u = unit
    return [
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(22 * u))\" height=\"\(n(12 * u))\" "
        + "stroke=\"\(entry.stroke)\" fill=\"\(entry.fill)\""
        + strokeStyle(width: entry.strokeWidth, dash: entry.dashed ? [4, 2] : []) + "/>",
      "<text x=\"\(n(x + 30 * u))\" y=\"\(n(y + 11 * u))\">\(Self.escape(entry.text))</text>",
    ]
  }

  /// The hatch of ``engineHatch``: teal stripes at 45 degrees, a third of the width, with
  /// what lies beneath (the keyboard) showing between them.
  private var hatchDefinition: String {
    let size = n(9 * unit)
    return "<defs><pattern id=\"engine-hatch\" width=\"\(size)\" height=\"\(size)\" "
      + "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
      + "<rect width=\"\(n(3 * unit))\" height=\"\(size)\" fill=\"#17a589\"/></pattern></defs>"
  }
}
