import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// Draws one replayed step as an SVG picture in screen space.
///
/// Screen, window, host, content, inputs (by id only, SPEC L6), the keyboard, the visible
/// band and the target, with the step's numbers in a panel on the right.
@MainActor
struct SVGRenderer {
  let world: ReplayWorld
  let output: StepOutput

  private static let panelWidth: CGFloat = 330

  func render() -> String {
    let screen = world.screen.bounds
    let width = screen.width + Self.panelWidth + 40
    let height = max(screen.height, 330) + 40
    var body: [String] = []
    body.append(rect(screen, stroke: "#222", fill: "#fafafa", label: "screen"))
    body.append(
      rect(world.window.frame, stroke: "#3366cc", fill: "none", dash: true, label: "window"))
    if let hostFrame = world.host.frameInScreen {
      let origin = CGPoint(
        x: hostFrame.minX - world.host.contentOffset.x,
        y: hostFrame.minY - world.host.contentOffset.y)
      func toScreen(_ content: CGRect) -> CGRect { content.offsetBy(dx: origin.x, dy: origin.y) }
      let content = CGRect(origin: .zero, size: world.host.contentSize)
      body.append(rect(toScreen(content), stroke: "#999", fill: "none", dash: true, label: nil))
      body.append(
        rect(toScreen(world.visibleBand.rect), stroke: "none", fill: "#2e9d4a33", label: nil))
      body.append(rect(hostFrame, stroke: "#2e9d4a", fill: "none", label: "host"))
      for id in world.inputOrder {
        guard let field = world.inputs[id], field !== world.host else { continue }
        let focused = field === world.focusedInput
        body.append(
          rect(
            toScreen(field.frame), stroke: focused ? "#e67e22" : "#5577aa", fill: "#cfe0ff",
            label: id))
      }
      if let table = world.host as? HeadlessRowListView {
        for path in table.visibleRows {
          let row = table.rectForRow(at: path)
          body.append(rect(toScreen(row), stroke: "#bbbbbb", fill: "none", label: nil))
          guard let cell = table.cellForRow(at: path) else { continue }
          for field in cell.inputs where !field.isHidden {
            let focused = field === world.focusedInput
            body.append(
              rect(
                toScreen(field.frame.offsetBy(dx: row.minX, dy: row.minY)),
                stroke: focused ? "#e67e22" : "#5577aa", fill: "#cfe0ff", label: field.identifier))
          }
        }
      }
      if let caret = output.caret {
        body.append(rect(toScreen(caret), stroke: "#e67e22", fill: "#e67e22", label: nil))
      }
      if let target = output.target {
        body.append(
          rect(toScreen(target), stroke: "#d62728", fill: "none", dash: true, label: "target"))
      }
    }
    if let event = world.lastEvent, !event.name.isHide, let frame = event.endFrame {
      let docked = Docking.isDocked(event, screenBounds: screen)
      body.append(
        rect(
          frame, stroke: "#444", fill: "#55555599",
          label: docked ? "keyboard" : "keyboard (not docked)"))
    }
    body.append(panel(x: screen.width + 30))
    return """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="-10 -10 \(n(width)) \(n(height))" \
      width="\(n(width))" height="\(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  private func panel(x: CGFloat) -> String {
    let lines = [
      "step \(output.step)",
      "contentInset \(output.contentInset.map(\.description) ?? "-")",
      "indicatorInsets \(output.indicatorInsets.map(\.description) ?? "-")",
      "adjusted \(output.adjustedContentInset.map(\.description) ?? "-")",
      "contentOffset \(output.contentOffset.map { "(\(n($0.x)), \(n($0.y)))" } ?? "-")",
      "overlap \(n(output.overlap))",
      "target \(output.target.map(StepOutput.rect) ?? "none")",
      "targetVisible \(output.targetVisible.map(String.init) ?? "n/a")",
      "writes \(output.writes)",
      "animation \(output.animation.map { "\(n($0.duration)) s, curve \($0.curve)" } ?? "none")",
    ]
    return lines.enumerated().map { index, line in
      "<text x=\"\(n(x))\" y=\"\(20 + index * 22)\">\(escape(line))</text>"
    }.joined(separator: "\n")
  }

  private func rect(
    _ frame: CGRect, stroke: String, fill: String, dash: Bool = false, label: String?
  ) -> String {
    var text =
      "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
      + "height=\"\(n(frame.height))\" stroke=\"\(stroke)\" fill=\"\(fill)\""
      + (dash ? " stroke-dasharray=\"6 4\"" : "") + "/>"
    if let label {
      text +=
        "\n<text x=\"\(n(frame.minX + 4))\" y=\"\(n(frame.minY + 14))\" fill=\"\(stroke == "none" ? "#222" : stroke)\">"
        + "\(escape(label))</text>"
    }
    return text
  }

  private func n(_ value: CGFloat) -> String { StepOutput.number(value) }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
