import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// Draws one replayed step of a constraint host as an SVG picture in screen space: the
/// screen, the window and its unsafe strips, the view that owns the constraint, its
/// inputs, the pinned item where the constant puts it, and the keyboard.
@MainActor
struct ConstraintSVGRenderer {
  let world: ConstraintReplayWorld
  let output: StepOutput
  let title: String

  func render() -> String {
    var canvas = SVGCanvas()
    let screen = world.screen.bounds
    canvas.rect(screen, stroke: "#222", fill: "#fafafa", meaning: "screen")
    canvas.unsafeStrips(
      of: world.window.frame, insets: world.window.windowSafeAreaInsets,
      meaning: "outside the window's safe area (bars, home indicator)")
    canvas.rect(
      world.window.frame, stroke: "#3366cc", fill: "none", dash: true, meaning: "window")
    let viewFrame = world.constraint.viewFrameInScreen
    if let viewFrame {
      canvas.rect(viewFrame, stroke: "#2e9d4a", fill: "none", meaning: "the constraint's view")
      for field in world.inputs.values.sorted(by: { $0.identifier < $1.identifier }) {
        let frame = field.frame.offsetBy(dx: viewFrame.minX, dy: viewFrame.minY)
        let focused = field.isFirstResponder
        canvas.rect(
          frame, stroke: focused ? "#e67e22" : "#5577aa", fill: "#cfe0ff",
          meaning: focused ? "focused input" : "input")
        canvas.label(field.identifier, of: frame, at: .topLeft, color: "#334477")
      }
      let item = world.pinnedItemFrame(in: viewFrame)
      canvas.rect(
        item, stroke: "#8e44ad", fill: "#8e44ad55",
        meaning: "the pinned item, where the constant puts it")
      canvas.label(
        "pinned item (constant \(StepOutput.number(world.constraint.constant)))", of: item,
        at: .topLeft, color: "#5b2c6f")
    }
    if let event = world.screen.keyboardObserver.lastEvent, !event.name.isHide,
      let frame = event.endFrame
    {
      let docked = Docking.isDocked(event, screenBounds: screen)
      canvas.rect(
        frame, stroke: "#444", fill: "#55555599",
        meaning: docked ? "keyboard" : "keyboard, not docked (covers nothing)")
      canvas.label(
        docked ? "keyboard" : "keyboard (not docked)", of: frame, at: .topLeft, color: "#fff")
    }
    canvas.label("screen", of: screen, at: .aboveTopLeft, color: "#222")
    canvas.label("window", of: world.window.frame, at: .bottomLeft, color: "#3366cc")
    if let viewFrame { canvas.label("view", of: viewFrame, at: .topRight, color: "#2e9d4a") }
    let lines = [
      "constant \(output.constant.map(StepOutput.number) ?? "-")",
      "overlap \(StepOutput.number(output.overlap))",
      "targetVisible \(output.targetVisible.map(String.init) ?? "n/a")",
      "writes \(output.writes) (constants the engine set)",
      "animation \(output.animation.map { "\(StepOutput.number($0.duration)) s, curve \($0.curve)" } ?? "none")",
    ]
    return canvas.document(screen: screen, title: "step \(output.step): \(title)", lines: lines)
  }
}
