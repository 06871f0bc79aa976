package import Foundation
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// `keyboard-demo replay`: runs a scenario file and prints one JSON line per step.
///
/// A bad file, or a bad step, prints a message naming the step and key on standard error
/// and ends with status 2; the steps before a bad step have printed their lines. A valid
/// step whose keyboard notification the engine ignores (rule K3), or a key the scenario's
/// host kind accepts but never reads, prints a warning naming the step or key on standard
/// error, and the run goes on with the same output.
@MainActor
package enum Replay {
  /// Exit status for a scenario that cannot be replayed.
  package static let badScenarioStatus: Int32 = 2

  /// Replays scenario `data`.
  ///
  /// - Parameters:
  ///   - data: The scenario file's contents.
  ///   - svgDirectory: Where to write one SVG picture per step, or `nil`.
  ///   - output: Receives each JSON line.
  ///   - error: Receives the error message, if any.
  ///   - warning: Receives each warning, for standard error; the output stays as it was.
  /// - Returns: The exit status: 0, or 2 for a bad scenario or an unwritable SVG.
  package static func run(
    data: Data,
    svgDirectory: URL? = nil,
    output: (String) -> Void,
    error: (String) -> Void,
    warning: (String) -> Void = { _ in }
  ) -> Int32 {
    do {
      let scenario = try Scenario(data: data)
      for message in Scenario.ignoredKeyWarnings(in: data) {
        warning("keyboard-demo: \(message)")
      }
      let world: any ReplayRunning
      switch scenario.hostKind {
      case .constraint(let spec): world = ConstraintReplayWorld(scenario: scenario, spec: spec)
      case .screen(let spec): world = ScreenReplayWorld(scenario: scenario, spec: spec)
      case .scroll, .text, .table: world = ReplayWorld(scenario: scenario)
      }
      let ids = world.inputIDs
      if let orders = scenario.orderSpec { world.screen.orders = orders.makeChoices() }
      _ = world.screen.orders.takePicks()
      for (index, value) in scenario.steps.enumerated() {
        let step = try ScenarioStep(value, index: index, inputIDs: ids)
        let host = world.movingHost
        host?.offsetMoves = OffsetMoves(start: host?.contentOffset.y ?? 0)
        var result = try world.run(step, index: index)
        result.moves = host?.offsetMoves.count ?? 0
        let picks = world.screen.orders.takePicks()
        if scenario.orderSpec != nil {
          result.picks = picks
          result.waiting = world.screen.keyboardObserverIfMade?.waitingEngineCount ?? 0
        }
        output(result.jsonLine)
        if let message = step.ignoredEventWarning {
          warning("keyboard-demo: step \(index): \(message)")
        }
        if let svgDirectory {
          let picture = world.picture(
            of: SVGStepPicture(
              output: result, title: step.title, note: step.pictureNote(after: result)))
          let file = svgDirectory.appendingPathComponent(String(format: "step-%03d.svg", index))
          try Data(picture.utf8).write(to: file)
        }
      }
      return 0
    } catch let scenarioError as ScenarioError {
      error("keyboard-demo: \(scenarioError)")
      return badScenarioStatus
    } catch let writeError {
      error("keyboard-demo: cannot write SVG: \(writeError.localizedDescription)")
      return badScenarioStatus
    }
  }
}

/// A replayable world: one run of a step gives one output line.
@MainActor
protocol ReplayRunning: AnyObject {
  /// The screen the scenario runs on, whose orders the scenario picks (rule O1).
  var screen: HeadlessScreen { get }
  /// The scroll view whose offset moves rule O2 counts, or `nil` for a host that does not
  /// scroll.
  var movingHost: HeadlessScrollView? { get }
  /// The identifiers a `focus` step may name.
  var inputIDs: Set<String> { get }
  /// Runs one step.
  func run(_ step: ScenarioStep, index: Int) throws -> StepOutput
  /// An SVG picture of the world after a step, titled with the step's action, with an
  /// optional bold note under the title.
  func picture(of step: SVGStepPicture) -> String
}
