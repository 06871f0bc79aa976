import Foundation
import KeyboardReplay

/// Runs a scenario file under every combination of the order points it meets (rule O1),
/// or under seeded picks where there are too many, and judges each run with
/// ``OrderOracle``.
@MainActor
struct OrderExploration {
  /// At most this many combinations are run one by one; beyond, as many seeded runs.
  static let exhaustiveLimit = 256

  /// One run in other orders that broke a rule.
  struct Finding: CustomStringConvertible {
    /// The scenario file.
    var file: String
    /// The orders given: an `"orders"` object or an `"orderSeed"`.
    var orders: String
    /// The orders the run picked, each a point's letter and its order, as it printed them
    /// (the same whether the orders came from an object or a seed).
    var picks: [(letter: String, choice: Int)] = []
    /// What differs, one sentence per rule broken.
    var violations: [String]

    var description: String {
      "\(file) with \(orders): " + violations.joined(separator: "; ")
    }
  }

  /// The outcome of exploring one file.
  struct Outcome {
    /// The points the usual run met, each with how many orders rule O1 gives it.
    var points: [(letter: String, choices: Int)]
    /// How many runs in other orders were judged.
    var runs: Int
    /// The runs that broke a rule.
    var findings: [Finding]
  }

  /// How many orders rule O1 gives each point.
  static let choices: [String: Int] = [
    "a": 3, "b": 2, "c": 2, "d": 3, "e": 3, "f": 2, "g": 2, "h": 2, "i": 2, "j": 3, "k": 3,
    "l": 4, "m": 2,
  ]

  /// Explores the scenario file `file`, running at most `limit` combinations.
  static func explore(file: String, limit: Int = exhaustiveLimit) throws -> Outcome {
    let usual = try run(file, orders: "\"orders\": {}")
    let letters = Set(usual.flatMap { picks(of: $0) }).sorted()
    let points = letters.map { ($0, choices[$0] ?? 1) }
    let total = points.reduce(1) { $0 * $1.1 }
    let variants: [String] =
      total <= limit
      ? combinations(points).dropFirst().map { table in
        "\"orders\": {" + table.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
      }
      : (1...limit).map { "\"orderSeed\": \($0)" }
    var findings: [Finding] = []
    var references = ["": usual]
    let usualWaiting = usual.enumerated().compactMap { OrderOracle.waiting(step: $0, line: $1) }
    if !usualWaiting.isEmpty {
      findings.append(Finding(file: file, orders: "\"orders\": {}", violations: usualWaiting))
    }
    for orders in variants {
      let lines = try run(file, orders: orders)
      let key = movedReference(of: lines)
      let reference = try references[key] ?? run(file, orders: key)
      references[key] = reference
      let uikitScrolled = choices(of: "j", in: lines).contains { $0 != 0 }
      var violations: [String] = []
      for (step, line) in lines.enumerated() where step < reference.count {
        violations += OrderOracle.violations(
          step: step, usual: reference[step], run: line, uikitScrolled: uikitScrolled)
      }
      if lines.count != reference.count {
        violations.append("printed \(lines.count) steps, usual \(reference.count)")
      }
      if !violations.isEmpty {
        let picks = lines.flatMap { pairs(of: $0) }
        findings.append(
          Finding(file: file, orders: orders, picks: picks, violations: violations))
      }
    }
    return Outcome(points: points, runs: variants.count, findings: findings)
  }

  /// The orders of the run a run is judged against: `""` for the usual one.
  ///
  /// The usual one, except where a container UIKit moves for the keyboard moved (rule O1 l,
  /// orders 1 to 3): its moment is the order, but 0 does not move it, a different end, so
  /// such a run is judged against the run that moves it at the same occurrences before the
  /// will (order 1) and takes every other point's usual order.
  private static func movedReference(of lines: [[String: JSONValue]]) -> String {
    let moves = choices(of: "l", in: lines).map { $0 == 0 ? 0 : 1 }
    guard moves.contains(1) else { return "" }
    return "\"orders\": {\"l\": [" + moves.map(String.init).joined(separator: ", ") + "]}"
  }

  /// Every table of one order per point, the usual one (all 0) first.
  private static func combinations(_ points: [(String, Int)]) -> [[(String, Int)]] {
    points.reduce([[]]) { tables, point in
      tables.flatMap { table in (0..<point.1).map { table + [(point.0, $0)] } }
    }
  }

  /// The letters picked in one printed step.
  private static func picks(of line: [String: JSONValue]) -> [String] {
    pairs(of: line).map(\.letter)
  }

  /// The orders picked at `letter` in a run, in order.
  private static func choices(of letter: String, in lines: [[String: JSONValue]]) -> [Int] {
    lines.flatMap { pairs(of: $0) }.filter { $0.letter == letter }.map(\.choice)
  }

  /// The picks printed in one step, each a letter and an order.
  private static func pairs(of line: [String: JSONValue]) -> [(letter: String, choice: Int)] {
    guard case .array(let pairs)? = line["picks"] else { return [] }
    return pairs.compactMap { pair in
      guard case .array(let parts) = pair, case .string(let letter)? = parts.first,
        case .number(let choice)? = parts.last
      else { return nil }
      return (letter, Int(choice))
    }
  }

  /// Replays the scenario file `file` with `orders` added at its top level; its printed
  /// lines.
  static func run(_ file: String, orders: String) throws -> [[String: JSONValue]] {
    let orders = orders.isEmpty ? "\"orders\": {}" : orders
    let harness = try ReplayHarness(file: file, orders: orders)
    guard harness.status == 0 else { throw Failed(message: harness.error) }
    return harness.lines
  }

  /// A replay that exited with an error.
  struct Failed: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
