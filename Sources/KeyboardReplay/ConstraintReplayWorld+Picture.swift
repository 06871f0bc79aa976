import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

extension ConstraintReplayWorld {
  /// One replayed step as an SVG picture in screen space: the screen, the window and its
  /// unsafe strips (the bottom one named), the view that owns the constraint, its inputs,
  /// the pinned item where the constant puts it, and the keyboard.
  func picture(of step: SVGStepPicture) -> String {
    step.render(
      of: self,
      view: constraint.viewFrameInScreen.map {
        .init(name: "view", frame: $0, meaning: "the constraint's view")
      },
      hostLines: ["constant \(step.output.constant.map(StepOutput.number) ?? "-")"],
      writesMeaning: "constants the engine set", frameInView: { $0.frame }
    ) { canvas, viewFrame in
      drawPinnedItem(in: viewFrame, on: &canvas)
    }
  }

  private func drawPinnedItem(in viewFrame: CGRect, on canvas: inout SVGCanvas) {
    let item = pinnedItemFrame(in: viewFrame)
    canvas.rect(
      item, stroke: "#8e44ad", fill: "#8e44ad55",
      meaning: "the pinned item, where the constant puts it")
    canvas.label(
      "pinned item (constant \(StepOutput.number(constraint.constant)))", of: item,
      at: .topLeft, color: "#5b2c6f")
  }
}
