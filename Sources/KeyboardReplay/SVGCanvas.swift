import Foundation
import KeyboardAvoidanceCore

/// An SVG picture of one replayed step: the screen on the left; the step's title, numbers
/// and a legend of what is drawn on the right.
///
/// The screen, window and host labels sit at three different corners (above the screen's
/// top-left, inside the window's bottom-left, inside the host's top-right), so they never
/// overlap, even when the three frames are the same. Every label is drawn over every shape,
/// with a white halo, so it reads on any background, the keyboard's dark grey included.
///
/// Text grows with the screen (``unit``): a picture of any screen shown 800 px wide keeps its
/// labels and legend about 12 px high, as a phone's picture does at its own size.
struct SVGCanvas {
  /// What a colour means, for the legend.
  struct LegendEntry: Equatable {
    var stroke: String
    var fill: String
    var dashed: Bool
    var strokeWidth: CGFloat
    var text: String
  }

  /// The size of 1 point of text and spacing, in screen points: 1 up to a 400 x 900 screen
  /// (every phone in portrait), then the screen's larger ratio to that, in quarters.
  let unit: CGFloat
  private(set) var elements: [String] = []
  /// The labels, drawn after every shape so that none covers them.
  private(set) var labels: [String] = []
  private(set) var legend: [LegendEntry] = []

  /// The fill of the engine's part of the bottom inset: a hatch, so the band shows over the
  /// keyboard and over any colour beneath it.
  static let engineHatch = "url(#engine-hatch)"

  /// The tallest bottom safe area a home indicator alone gives (an iPhone in portrait,
  /// 34 pt); a taller bottom strip holds a bar, such as a tab bar.
  private static let homeIndicatorHeight: CGFloat = 34

  /// A canvas for a picture of `screen`.
  init(screen: CGRect) {
    let ratio = max(1, screen.width / 400, screen.height / 900)
    unit = (ratio * 4).rounded(.up) / 4
  }

  /// Draws a rectangle and adds its meaning to the legend (once per meaning); `strokeWidth`
  /// is in units of text.
  mutating func rect(
    _ frame: CGRect, stroke: String, fill: String, dash: Bool = false, strokeWidth: CGFloat = 1,
    meaning: String? = nil
  ) {
    guard frame.width > 0, frame.height > 0 || stroke != "none" else { return }
    elements.append(
      "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
        + "height=\"\(n(frame.height))\" stroke=\"\(stroke)\" fill=\"\(fill)\""
        + strokeStyle(width: strokeWidth, dash: dash ? [6, 4] : []) + "/>")
    if let meaning {
      let entry = LegendEntry(
        stroke: stroke, fill: fill, dashed: dash, strokeWidth: strokeWidth, text: meaning)
      if !legend.contains(entry) { legend.append(entry) }
    }
  }

  /// The `stroke-width` (when not 1) and `stroke-dasharray` attributes of a stroke `width`
  /// points wide, dashed as `dash`, both in units of text (``unit``), so that a picture
  /// shrunk to 800 px keeps its lines.
  func strokeStyle(width: CGFloat, dash: [CGFloat]) -> String {
    let scaled = width * unit
    return (scaled == 1 ? "" : " stroke-width=\"\(n(scaled))\"")
      + (dash.isEmpty
        ? "" : " stroke-dasharray=\"\(dash.map { n($0 * unit) }.joined(separator: " "))\"")
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

  /// The height a label inside a shape needs, from the shape's edge to below its text's
  /// baseline, in units of text (``unit``).
  static let labelHeight: CGFloat = 20

  /// Writes `text` at a corner of `frame`, in `color` on a white halo, over every shape.
  mutating func label(_ text: String, of frame: CGRect, at corner: Corner, color: String) {
    let (x, y, anchor): (CGFloat, CGFloat, String) =
      switch corner {
      case .aboveTopLeft: (frame.minX, frame.minY - 6 * unit, "start")
      case .topLeft: (frame.minX + 4 * unit, frame.minY + 14 * unit, "start")
      case .topRight: (frame.maxX - 4 * unit, frame.minY + 14 * unit, "end")
      case .bottomLeft: (frame.minX + 4 * unit, frame.maxY - 6 * unit, "start")
      case .bottomRight: (frame.maxX - 4 * unit, frame.maxY - 6 * unit, "end")
      }
    // The halo is a white-stroked copy beneath the text: `paint-order` is not drawn by
    // every renderer (librsvg 2.54 ignores it on text).
    let position = "x=\"\(n(x))\" y=\"\(n(y))\""
    labels.append(
      "<text \(position) fill=\"none\" stroke=\"#ffffff\" stroke-width=\"\(n(5 * unit))\" "
        + "stroke-linejoin=\"round\" text-anchor=\"\(anchor)\">\(Self.escape(text))</text>")
    labels.append(
      "<text \(position) fill=\"\(color)\" text-anchor=\"\(anchor)\">\(Self.escape(text))</text>")
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

  /// The window's bottom safe area, outlined over the keyboard and named at its bottom-right:
  /// a tab bar when it is taller than a home indicator alone, else the home indicator.
  mutating func bottomSafeArea(of window: CGRect, insets: EdgeInsets) {
    guard insets.bottom > 0 else { return }
    let strip = CGRect(
      x: window.minX, y: window.maxY - insets.bottom, width: window.width, height: insets.bottom)
    rect(strip, stroke: "#b8860b", fill: "none", dash: true)
    let name = insets.bottom > Self.homeIndicatorHeight ? "tab bar" : "home indicator"
    label(
      "\(name) (bottom safe area \(n(insets.bottom)))", of: strip, at: .bottomRight,
      color: "#6b4e00")
  }

  /// The keyboard of the last notification, unless it hid.
  mutating func keyboard(of event: KeyboardEvent?, screen: CGRect) {
    guard let event, !event.name.isHide, let frame = event.endFrame else { return }
    let docked = Docking.isDocked(event, screenBounds: screen)
    rect(
      frame, stroke: "#444", fill: "#55555599",
      meaning: docked ? "keyboard" : "keyboard, not docked (covers nothing)")
    label(docked ? "keyboard" : "keyboard (not docked)", of: frame, at: .topLeft, color: "#222")
  }

  /// An input, by id only (rule L6).
  mutating func input(_ id: String, frame: CGRect, focused: Bool) {
    rect(
      frame, stroke: focused ? "#e67e22" : "#5577aa", fill: "#cfe0ff",
      meaning: focused ? "focused input" : "input")
    label(id, of: frame, at: .topLeft, color: focused ? "#a34f00" : "#334477")
  }

  /// The screen's, the window's and the host's labels, at three different corners.
  mutating func cornerLabels(screen: CGRect, window: CGRect, host: (name: String, frame: CGRect)?) {
    label("screen", of: screen, at: .aboveTopLeft, color: "#222")
    label("window", of: window, at: .bottomLeft, color: "#2851a3")
    if let host { label(host.name, of: host.frame, at: .topRight, color: "#1f7a38") }
  }

  func n(_ value: CGFloat) -> String { StepOutput.number(value) }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
