import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// Draws one replayed step of a constraint host as an SVG picture in screen space: the
/// screen, the window and its unsafe strips (the bottom one named), the view that owns the
/// constraint, its inputs, the pinned item where the constant puts it, and the keyboard; a
/// "no change" note when the step's keyboard event set no constant.
@MainActor
struct ConstraintSVGRenderer {
  let world: ConstraintReplayWorld
  let picture: SVGStepPicture

  func render() -> String {
    let viewFrame = world.constraint.viewFrameInScreen
    return picture.render(of: world, host: viewFrame.map { ("view", $0) }, lines: lines) {
      canvas in
      if let viewFrame { drawView(viewFrame, on: &canvas) }
    }
  }

  private func drawView(_ viewFrame: CGRect, on canvas: inout SVGCanvas) {
    canvas.rect(viewFrame, stroke: "#2e9d4a", fill: "none", meaning: "the constraint's view")
    for field in world.inputs.values.sorted(by: { $0.identifier < $1.identifier }) {
      canvas.input(
        field.identifier, frame: field.frame.offsetBy(dx: viewFrame.minX, dy: viewFrame.minY),
        focused: field.isFirstResponder)
    }
    let item = world.pinnedItemFrame(in: viewFrame)
    canvas.rect(
      item, stroke: "#8e44ad", fill: "#8e44ad55",
      meaning: "the pinned item, where the constant puts it")
    canvas.label(
      "pinned item (constant \(StepOutput.number(world.constraint.constant)))", of: item,
      at: .topLeft, color: "#5b2c6f")
  }

  private var lines: [String] {
    let output = picture.output
    return [
      "constant \(output.constant.map(StepOutput.number) ?? "-")",
      "overlap \(StepOutput.number(output.overlap))",
      "targetVisible \(output.targetVisible.map(String.init) ?? "n/a")",
      "writes \(output.writes) (constants the engine set)",
      "animation \(output.animation.map { "\(StepOutput.number($0.duration)) s, curve \($0.curve)" } ?? "none")",
    ]
  }
}
