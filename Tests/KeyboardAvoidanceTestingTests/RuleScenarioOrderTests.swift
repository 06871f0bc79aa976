import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import RuleScenarios
import Testing

/// Every shared rule scenario (``RuleScenarios/all``) on the model under every combination
/// of the order points it meets (rule O1), each run judged against the rules' own values,
/// which the scenarios work out by hand: no code of the engine's is the reference.
@MainActor
struct RuleScenarioOrderTests {
  /// One run: the host of ``RuleScenarioModelTests`` (focused, then enabled), the four
  /// notifications of a show, the main queue's turn, then the hide's; the host's state
  /// after the show and after the hide.
  private static func run(_ scenario: ScrollScenario, orders: OrderChoices)
    -> (shown: HostState, hidden: HostState, picks: [OrderPick])
  {
    let host = RuleScenarioModelTests.Host(scenario, orders: orders)
    let keyboard = HeadlessKeyboard(screen: host.screen)
    keyboard.move(
      to: scenario.keyboardFrame, names: [.willChangeFrame, .willShow, .didChangeFrame, .didShow],
      timing: .keyboardDefault)
    host.screen.runMainQueue()
    let shown = host.state
    keyboard.hide()
    host.screen.runMainQueue()
    return (shown, host.state, orders.picks)
  }

  /// Runs `run` in the usual order, then in every other combination of the order points
  /// the usual run met, each with its table; prints how many runs the scenario `name` made.
  static func everyOrder(
    of name: String, _ run: (OrderChoices, [OrderPoint: [Int]]) throws -> Void
  ) rethrows {
    let explored = try OrderExploration.everyOrder(run)
    // At most 3 x 3 x ... points a scenario meets: far under 256 combinations.
    #expect(explored.runs < 256)
    print(
      "order exploration: \(name): points "
        + "\(explored.points.map { String($0.rawValue) }.joined()), \(explored.runs) runs")
  }

  @Test(
    "O1: every rule scenario ends in its rules' values in every order of the points it meets",
    arguments: RuleScenarios.all.indices)
  func explore(index: Int) {
    let scenario = RuleScenarios.all[index]
    Self.everyOrder(of: scenario.name) { orders, table in
      let result = Self.run(scenario, orders: orders)
      let label = table.keys.sorted().map { "\($0.rawValue)\(table[$0]?[0] ?? 0)" }
      // The rules' values, within O1's 0.5 pt.
      #expect(close(result.shown, scenario.shown), "\(scenario) \(label): \(result.shown)")
      #expect(close(result.hidden, scenario.hidden), "\(scenario) \(label): \(result.hidden)")
    }
  }

  private func close(_ lhs: HostState, _ rhs: HostState) -> Bool {
    abs(lhs.contentBottom - rhs.contentBottom) <= 0.5
      && abs(lhs.indicatorBottom - rhs.indicatorBottom) <= 0.5
      && abs(lhs.offsetY - rhs.offsetY) <= 0.5
  }
}
