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
      guard let viewFrame else { return }
      canvas.view(viewFrame, meaning: "the constraint's view", inputs: world.inputs.values) {
        $0.frame
      }
      drawPinnedItem(in: viewFrame, on: &canvas)
    }
  }

  private func drawPinnedItem(in viewFrame: CGRect, on canvas: inout SVGCanvas) {
    let item = world.pinnedItemFrame(in: viewFrame)
    canvas.rect(
      item, stroke: "#8e44ad", fill: "#8e44ad55",
      meaning: "the pinned item, where the constant puts it")
    canvas.label(
      "pinned item (constant \(StepOutput.number(world.constraint.constant)))", of: item,
      at: .topLeft, color: "#5b2c6f")
  }

  private var lines: [String] {
    picture.fieldHostLines(
      ["constant \(picture.output.constant.map(StepOutput.number) ?? "-")"],
      writesMeaning: "constants the engine set")
  }
}
