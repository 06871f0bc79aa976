import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// What every replayed step's SVG picture has, whatever its host: the screen and the window
/// with its unsafe strips under the host, the bottom safe area and the corner labels over
/// it, and the panel with the step's title, note and numbers.
@MainActor
struct SVGStepPicture {
  /// What the step left on its host.
  let output: StepOutput
  /// The step's title.
  let title: String
  /// A bold note under the title, such as "no change", or `nil`.
  let note: String?

  /// The document: `window` on `screen`, what `draw` adds (the host, its inputs, the
  /// keyboard), then the bottom safe area, the corner labels naming `host`, and the panel
  /// with `lines`.
  func render(
    screen: CGRect, window: HeadlessWindow, host: (name: String, frame: CGRect)?,
    lines: [String], draw: (inout SVGCanvas) -> Void
  ) -> String {
    var canvas = SVGCanvas(screen: screen)
    canvas.screen(screen, window: window.frame, safeArea: window.windowSafeAreaInsets)
    draw(&canvas)
    canvas.bottomSafeArea(of: window.frame, insets: window.windowSafeAreaInsets)
    canvas.cornerLabels(screen: screen, window: window.frame, host: host)
    return canvas.document(
      screen: screen, title: "step \(output.step): \(title)", note: note, lines: lines)
  }

  /// A still host's view as a picture shows it: its name in the corner, its frame on the
  /// screen, what it is in the legend.
  struct StillView {
    let name: String
    let frame: CGRect
    let meaning: String
  }

  /// The document of a step of `world`, a host that does not scroll.
  ///
  /// It draws the screen and window, the host's `view` with the inputs in it (each at the
  /// frame `frameInView` gives in the view; none: not drawn), what `draw` adds over the
  /// view, then the keyboard of the last event. The panel shows `hostLines` (what only this
  /// kind of host has), then the overlap, whether the target shows, the writes (with what
  /// they are, when `writesMeaning` says) and the animation.
  func render(
    of world: some FieldReplayWorld, view: StillView?, hostLines: [String],
    writesMeaning: String? = nil, frameInView: (any HeadlessInput) -> CGRect?,
    draw: (inout SVGCanvas, CGRect) -> Void = { _, _ in }
  ) -> String {
    let screen = world.screen.bounds
    let animation = output.animation.map {
      "\(StepOutput.number($0.duration)) s, curve \($0.curve)"
    }
    let lines =
      hostLines + [
        "overlap \(StepOutput.number(output.overlap))",
        "targetVisible \(output.targetVisible.map(String.init) ?? "n/a")",
        "writes \(output.writes)" + (writesMeaning.map { " (\($0))" } ?? ""),
        "animation \(animation ?? "none")",
      ]
    return render(
      screen: screen, window: world.window, host: view.map { ($0.name, $0.frame) }, lines: lines
    ) { canvas in
      if let view {
        canvas.view(
          view.frame, meaning: view.meaning, inputs: world.inputs.values,
          frameInView: frameInView)
        draw(&canvas, view.frame)
      }
      canvas.keyboard(of: world.screen.keyboardObserver.lastEvent, screen: screen)
    }
  }
}
