import Foundation
import KeyboardAvoidanceCore

/// An SVG picture of one replayed step: the screen on the left; the step's title, numbers
/// and a legend of what is drawn on the right.
///
/// The screen, window and host labels sit at three different corners (above the screen's
/// top-left, inside the window's bottom-left, inside the host's top-right), so they never
/// overlap, even when the three frames are the same.
struct SVGCanvas {
  /// What a colour means, for the legend.
  struct LegendEntry: Equatable {
    var stroke: String
    var fill: String
    var dashed: Bool
    var text: String
  }

  private var elements: [String] = []
  private var legend: [LegendEntry] = []

  private static let panelWidth: CGFloat = 400

  /// Draws a rectangle and adds its meaning to the legend (once per meaning).
  mutating func rect(
    _ frame: CGRect, stroke: String, fill: String, dash: Bool = false, meaning: String? = nil
  ) {
    guard frame.width > 0, frame.height > 0 || stroke != "none" else { return }
    elements.append(
      "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
        + "height=\"\(n(frame.height))\" stroke=\"\(stroke)\" fill=\"\(fill)\""
        + (dash ? " stroke-dasharray=\"6 4\"" : "") + "/>")
    if let meaning {
      let entry = LegendEntry(stroke: stroke, fill: fill, dashed: dash, text: meaning)
      if !legend.contains(entry) { legend.append(entry) }
    }
  }

  /// Where a label goes relative to a frame.
  enum Corner {
    /// Just above the frame's top-left corner, outside it.
    case aboveTopLeft
    /// Inside the top-left corner.
    case topLeft
    /// Inside the top-right corner.
    case topRight
    /// Inside the bottom-left corner.
    case bottomLeft
    /// Inside the bottom-right corner.
    case bottomRight
  }

  /// Writes `text` at a corner of `frame`.
  mutating func label(_ text: String, of frame: CGRect, at corner: Corner, color: String) {
    let (x, y, anchor): (CGFloat, CGFloat, String) =
      switch corner {
      case .aboveTopLeft: (frame.minX, frame.minY - 6, "start")
      case .topLeft: (frame.minX + 4, frame.minY + 14, "start")
      case .topRight: (frame.maxX - 4, frame.minY + 14, "end")
      case .bottomLeft: (frame.minX + 4, frame.maxY - 6, "start")
      case .bottomRight: (frame.maxX - 4, frame.maxY - 6, "end")
      }
    elements.append(
      "<text x=\"\(n(x))\" y=\"\(n(y))\" fill=\"\(color)\" text-anchor=\"\(anchor)\">"
        + "\(Self.escape(text))</text>")
  }

  /// The unsafe strips of a window: the parts of `window` (in screen space) outside its
  /// safe area, filled, with one legend entry.
  mutating func unsafeStrips(of window: CGRect, insets: EdgeInsets, meaning: String) {
    let fill = "#f2c14e66"
    let strips = [
      CGRect(x: window.minX, y: window.minY, width: window.width, height: insets.top),
      CGRect(
        x: window.minX, y: window.maxY - insets.bottom, width: window.width, height: insets.bottom),
      CGRect(x: window.minX, y: window.minY, width: insets.left, height: window.height),
      CGRect(
        x: window.maxX - insets.right, y: window.minY, width: insets.right, height: window.height),
    ]
    for strip in strips where strip.width > 0 && strip.height > 0 {
      rect(strip, stroke: "none", fill: fill, meaning: meaning)
    }
  }

  /// The screen, what lies outside the window's safe area, and the window: what every
  /// picture starts with.
  mutating func screen(_ screen: CGRect, window: CGRect, safeArea: EdgeInsets) {
    rect(screen, stroke: "#222", fill: "#fafafa", meaning: "screen")
    unsafeStrips(
      of: window, insets: safeArea, meaning: "outside the window's safe area (bars, home indicator)"
    )
    rect(window, stroke: "#3366cc", fill: "none", dash: true, meaning: "window")
  }

  /// The keyboard of the last notification, unless it hid.
  mutating func keyboard(of event: KeyboardEvent?, screen: CGRect) {
    guard let event, !event.name.isHide, let frame = event.endFrame else { return }
    let docked = Docking.isDocked(event, screenBounds: screen)
    rect(
      frame, stroke: "#444", fill: "#55555599",
      meaning: docked ? "keyboard" : "keyboard, not docked (covers nothing)")
    label(docked ? "keyboard" : "keyboard (not docked)", of: frame, at: .topLeft, color: "#fff")
  }

  /// An input, by id only (rule L6).
  mutating func input(_ id: String, frame: CGRect, focused: Bool) {
    rect(
      frame, stroke: focused ? "#e67e22" : "#5577aa", fill: "#cfe0ff",
      meaning: focused ? "focused input" : "input")
    label(id, of: frame, at: .topLeft, color: focused ? "#c0600a" : "#334477")
  }

  /// The screen's, the window's and the host's labels, at three different corners, drawn
  /// last so that nothing covers them.
  mutating func cornerLabels(screen: CGRect, window: CGRect, host: (name: String, frame: CGRect)?) {
    label("screen", of: screen, at: .aboveTopLeft, color: "#222")
    label("window", of: window, at: .bottomLeft, color: "#3366cc")
    if let host { label(host.name, of: host.frame, at: .topRight, color: "#2e9d4a") }
  }

  /// The whole document: the picture of `screen`, and the panel with `title`, `lines` and
  /// the legend.
  func document(screen: CGRect, title: String, lines: [String]) -> String {
    let x = screen.maxX + 30
    var panel = [
      "<text x=\"\(n(x))\" y=\"0\" font-size=\"15\" font-weight=\"bold\">\(Self.escape(title))</text>"
    ]
    for (index, line) in lines.enumerated() {
      panel.append("<text x=\"\(n(x))\" y=\"\(24 + index * 20)\">\(Self.escape(line))</text>")
    }
    let legendTop = 24 + lines.count * 20 + 16
    panel.append("<text x=\"\(n(x))\" y=\"\(legendTop)\" font-weight=\"bold\">Legend</text>")
    for (index, entry) in legend.enumerated() {
      let y = legendTop + 10 + index * 20
      panel.append(
        "<rect x=\"\(n(x))\" y=\"\(y)\" width=\"22\" height=\"12\" stroke=\"\(entry.stroke)\" "
          + "fill=\"\(entry.fill)\"" + (entry.dashed ? " stroke-dasharray=\"4 2\"" : "") + "/>")
      panel.append(
        "<text x=\"\(n(x + 30))\" y=\"\(y + 11)\">\(Self.escape(entry.text))</text>")
    }
    let panelHeight = CGFloat(legendTop + 10 + legend.count * 20)
    let width = screen.maxX + 30 + Self.panelWidth + 10
    let height = max(screen.maxY, panelHeight) + 50
    return """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="-10 -30 \(n(width)) \(n(height))" \
      width="\(n(width))" height="\(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <rect x="-10" y="-30" width="\(n(width))" height="\(n(height))" fill="#ffffff"/>
      \((elements + panel).joined(separator: "\n"))
      </svg>

      """
  }

  private func n(_ value: CGFloat) -> String { StepOutput.number(value) }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
