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

  /// The document of a step of `world`, a host that does not scroll: its screen and window,
  /// what `draw` adds (the host and its inputs), then the keyboard of the last event.
  func render(
    of world: some FieldReplayWorld, host: (name: String, frame: CGRect)?, lines: [String],
    draw: (inout SVGCanvas) -> Void
  ) -> String {
    let screen = world.screen.bounds
    return render(screen: screen, window: world.window, host: host, lines: lines) { canvas in
      draw(&canvas)
      canvas.keyboard(of: world.screen.keyboardObserver.lastEvent, screen: screen)
    }
  }

  /// The panel's lines for a host that does not scroll: `hostLines` (what only its kind
  /// has), then the overlap, whether the target shows, the writes (with what they are, when
  /// `writesMeaning` says) and the animation.
  func fieldHostLines(_ hostLines: [String], writesMeaning: String? = nil) -> [String] {
    let animation = output.animation.map {
      "\(StepOutput.number($0.duration)) s, curve \($0.curve)"
    }
    return hostLines + [
      "overlap \(StepOutput.number(output.overlap))",
      "targetVisible \(output.targetVisible.map(String.init) ?? "n/a")",
      "writes \(output.writes)" + (writesMeaning.map { " (\($0))" } ?? ""),
      "animation \(animation ?? "none")",
    ]
  }
}
