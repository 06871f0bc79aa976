/// Every combination of the orders a run meets (rule O1), for the tests that explore them:
/// the run in the model's usual order first, then once per other table of one choice per
/// point the usual run met.
package enum OrderExploration {
  /// Runs `run` with the usual choices, then with every other table over the points that
  /// run picked at; returns those points and how many other runs there were.
  ///
  /// `run` builds its world with the choices it is given and does its actions; each table
  /// is handed along for the run's messages.
  @discardableResult
  package static func everyOrder(
    _ run: (OrderChoices, [OrderPoint: [Int]]) throws -> Void
  ) rethrows -> (points: [OrderPoint], runs: Int) {
    let usual = OrderChoices()
    try run(usual, [:])
    let points = Array(Set(usual.picks.map(\.point))).sorted()
    let tables = tables(over: points)
    for table in tables.dropFirst() { try run(OrderChoices(table: table), table) }
    return (points, tables.count - 1)
  }

  /// Every table of one choice per point of `points`, the usual one (all 0) first.
  private static func tables(over points: [OrderPoint]) -> [[OrderPoint: [Int]]] {
    points.reduce([[:]]) { tables, point in
      tables.flatMap { table in
        (0..<point.choices).map { choice in table.merging([point: [choice]]) { $1 } }
      }
    }
  }
}
