import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// Draws one replayed step of a scroll, text or table host as an SVG picture in screen
/// space.
///
/// The screen, the window and what lies outside its safe area (bars, the home indicator,
/// a tab bar given as safe area, the bottom strip named), the host with its content,
/// visible band and bottom insets (the safe-area part, the app's own inset, the engine's
/// addition, hatched; the bands drawn over the keyboard, which covers them), inputs by id
/// only (rule L6), the caret, the target and the keyboard; the step's title, a "no change"
/// note when the step's keyboard event wrote nothing, numbers and a legend on the right.
@MainActor
struct SVGRenderer {
  let world: ReplayWorld
  let picture: SVGStepPicture

  private var output: StepOutput { picture.output }

  func render() -> String {
    let hostFrame = world.host.frameInScreen
    return picture.render(
      screen: world.screen.bounds, window: world.window, host: hostFrame.map { ("host", $0) },
      lines: lines
    ) { canvas in
      if let hostFrame { drawHost(hostFrame, on: &canvas) }
      drawKeyboard(on: &canvas)
      // Over the keyboard, which covers the inset's bands and the bottom safe area.
      if let hostFrame { drawBottomInsets(of: hostFrame, on: &canvas) }
    }
  }

  /// The keyboard where a drag left it, or where the last notification put it.
  private func drawKeyboard(on canvas: inout SVGCanvas) {
    if let top = world.keyboard.draggedTop {
      let frame = KeyboardEvent.draggedFrame(top: top, screenBounds: world.screen.bounds)
      canvas.rect(
        frame, stroke: "#444", fill: "#55555599", dash: true,
        meaning: "keyboard dragged (a sample, no notification)")
      // A keyboard dragged (almost) off the screen leaves no room for its label inside the
      // screen: the title ("keyboard dragged to 844") and the legend say it instead.
      let onScreen = frame.intersection(world.screen.bounds)
      if !onScreen.isNull, onScreen.height >= SVGCanvas.labelHeight * canvas.unit {
        canvas.label("keyboard, dragged", of: frame, at: .topLeft, color: "#222")
      }
    } else {
      canvas.keyboard(of: world.lastEvent, screen: world.screen.bounds)
    }
  }

  private func drawHost(_ hostFrame: CGRect, on canvas: inout SVGCanvas) {
    let host = world.host
    let origin = CGPoint(
      x: hostFrame.minX - host.contentOffset.x, y: hostFrame.minY - host.contentOffset.y)
    let flipped = host.isFlippedOnScreen
    func toScreen(_ content: CGRect) -> CGRect {
      // A host flipped vertically shows its content upside down (rule I4).
      guard flipped else { return content.offsetBy(dx: origin.x, dy: origin.y) }
      return world.window.convertToScreen(host.convert(content, to: nil))
    }
    canvas.rect(
      toScreen(CGRect(origin: .zero, size: host.contentSize)), stroke: "#999", fill: "none",
      dash: true, meaning: "the host's content")
    canvas.rect(
      toScreen(world.visibleBand.rect), stroke: "none", fill: "#2e9d4a22",
      meaning: "visible band (inside the adjusted insets)")
    canvas.rect(hostFrame, stroke: "#2e9d4a", fill: "none", meaning: "host (scroll view)")
    for id in world.inputOrder {
      guard let field = world.inputs[id], field !== host else { continue }
      canvas.input(
        field.identifier, frame: toScreen(field.frame), focused: field === world.focusedInput)
    }
    if let table = host as? HeadlessRowListView {
      for path in table.visibleRows {
        let row = table.rectForRow(at: path)
        canvas.rect(toScreen(row), stroke: "#bbbbbb", fill: "none", meaning: "table row (cell)")
        guard let cell = table.cellForRow(at: path) else { continue }
        for field in cell.inputs where !field.isHidden {
          canvas.input(
            field.identifier, frame: toScreen(field.frame.offsetBy(dx: row.minX, dy: row.minY)),
            focused: field === world.focusedInput)
        }
      }
    }
    if let caret = output.caret {
      canvas.rect(toScreen(caret), stroke: "#e67e22", fill: "#e67e22", meaning: "caret")
    }
    if let target = output.target {
      canvas.rect(
        toScreen(target), stroke: "#d62728", fill: "none", dash: true,
        meaning: "target (input or caret, plus margin)")
      canvas.label("target", of: toScreen(target), at: .bottomRight, color: "#d62728")
    }
  }

  /// The host's inset at the keyboard's edge, stacked from the bottom of its frame up.
  ///
  /// The safe-area part (the window's strip, drawn with it), then the app's own inset, then
  /// the engine's addition, hatched; each band outlined and labelled with its height, drawn
  /// over the keyboard that usually covers it. That edge is the bottom, or the top of a host
  /// flipped vertically, which shows at the bottom of the screen (rule I4).
  private func drawBottomInsets(of hostFrame: CGRect, on canvas: inout SVGCanvas) {
    let host = world.host
    let edge: KeyPath<EdgeInsets, CGFloat> = host.isFlippedOnScreen ? \.top : \.bottom
    let inset = host.contentInset[keyPath: edge]
    let safePart = max(0, host.adjustedContentInset[keyPath: edge] - inset)
    let appPart = min(world.appContentInset[keyPath: edge], inset)
    let enginePart = max(0, inset - appPart)
    var bottom = hostFrame.maxY - safePart
    if appPart > 0 {
      let band = CGRect(
        x: hostFrame.minX, y: bottom - appPart, width: hostFrame.width, height: appPart)
      canvas.rect(
        band, stroke: "#8e44ad", fill: "#8e44ad33", strokeWidth: 2,
        meaning: "the app's own bottom inset")
      canvas.label("app's inset \(n(appPart))", of: band, at: .topRight, color: "#6c3483")
      bottom -= appPart
    }
    if enginePart > 0 {
      let band = CGRect(
        x: hostFrame.minX, y: bottom - enginePart, width: hostFrame.width, height: enginePart)
      canvas.rect(
        band, stroke: "#0e6655", fill: SVGCanvas.engineHatch, strokeWidth: 2,
        meaning: "the engine's addition to the bottom inset")
      canvas.label("engine adds \(n(enginePart))", of: band, at: .topRight, color: "#0b5345")
    }
  }

  /// The step's numbers, named as the replay's output names them, each with what it means
  /// for a reader who has not read the replay format.
  private var lines: [String] {
    let animation = output.animation.map {
      "\(n($0.duration)) s, curve \($0.curve): the keyboard's own"
    }
    return [
      "contentInset \(output.contentInset.map(\.description) ?? "-"): top, left, bottom, right",
      "indicatorInsets \(output.indicatorInsets.map(\.description) ?? "-")",
      "adjustedContentInset \(output.adjustedContentInset.map(\.description) ?? "-"): + safe area",
      "contentOffset \(output.contentOffset.map { "(\(n($0.x)), \(n($0.y)))" } ?? "-")",
      "overlap \(n(output.overlap)): points of the host the keyboard covers",
      "target \(output.target.map(StepOutput.rect) ?? "none"): input plus margin",
      "targetVisible \(output.targetVisible.map(String.init) ?? "n/a")",
      "writes \(output.writes): properties the engine set in this step",
      "animation \(animation ?? "none")",
    ]
  }

  private func n(_ value: CGFloat) -> String { StepOutput.number(value) }
}
