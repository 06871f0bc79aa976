import Foundation
import KeyboardReplay

/// Judges a run in other orders against the run in the usual order, step by step, from the
/// replay's printed lines alone (rules O1, O2): it shares no code with the engine or the
/// model, only the output format.
///
/// A step is compared once the user's action is complete in both runs: where the focused
/// input differs, a begin-editing still waits for the keyboard in one of them (O1 a) and
/// the step is not an action's end. Where the keyboard's overlap differs, the model posted
/// what UIKit posts on its own (a will-hide at a resign, O1 d) before the scenario's own
/// notification: the action ends at the scenario's step, which is compared.
struct OrderOracle {
  /// Rule O1's tolerance for written values, in points.
  static let tolerance = 0.5

  /// The differences of `run` from `usual` at step `step`, each a sentence; none when the
  /// run keeps rules O1 and O2 there.
  ///
  /// `uikitScrolled` says that UIKit scrolled a newly focused input in on its own in the run
  /// (rule O1 j, orders 1 and 2), which the usual order does not: where the usual order does
  /// not show the target either (the rules do not reveal it there), the offset is UIKit's.
  static func violations(
    step: Int, usual: [String: JSONValue], run: [String: JSONValue], uikitScrolled: Bool = false
  ) -> [String] {
    var found = waiting(step: step, line: run).map { [$0] } ?? []
    guard usual["focused"] == run["focused"], close(usual["overlap"], run["overlap"]) else {
      return found
    }
    for key in [
      "contentInset", "indicatorInsets", "adjustedContentInset", "constant",
      "additionalSafeAreaInsets", "lift",
    ] where !close(usual[key], run[key]) {
      found.append("O1 step \(step): \(key) \(text(run[key])), usual \(text(usual[key]))")
    }
    let runVisible = run["targetVisible"] == .bool(true)
    // The offset may differ where the target was already visible from where the order
    // left it (F3): then it is visible.
    let offsetIsUIKits = uikitScrolled && usual["targetVisible"] != .bool(true)
    if !close(usual["contentOffset"], run["contentOffset"]), !runVisible, !offsetIsUIKits {
      found.append(
        "O1 step \(step): contentOffset \(text(run["contentOffset"])), usual "
          + "\(text(usual["contentOffset"])), target not visible")
    }
    if usual["targetVisible"] == .bool(true), !runVisible {
      found.append("O1 step \(step): target not visible, visible in the usual order")
    }
    if !close(innerInsets(usual), innerInsets(run)) {
      found.append("O1 step \(step): inner hosts' insets \(text(innerInsets(run)))")
    }
    if case .number(let moves)? = run["moves"], moves > 1, moves > number(usual["moves"]) {
      found.append("O2 step \(step): \(Int(moves)) moves, usual \(Int(number(usual["moves"])))")
    }
    return found
  }

  /// Rule O1's "nothing left waiting": the engines still waiting after a step, which the
  /// replay prints as `"waiting"` alongside the picks; `nil` when none is.
  static func waiting(step: Int, line: [String: JSONValue]) -> String? {
    guard case .number(let count)? = line["waiting"], count > 0 else { return nil }
    return "O1 step \(step): \(Int(count)) engine(s) left waiting"
  }

  /// The inner hosts' content insets only (their offsets follow F3 as the host's do).
  private static func innerInsets(_ line: [String: JSONValue]) -> JSONValue? {
    guard case .array(let hosts)? = line["innerHosts"] else { return nil }
    return .array(
      hosts.map { host in
        guard case .object(let fields) = host else { return host }
        return fields["contentInset"] ?? .null
      })
  }

  /// Whether two printed values agree, numbers within ``tolerance``.
  private static func close(_ lhs: JSONValue?, _ rhs: JSONValue?) -> Bool {
    switch (lhs ?? .null, rhs ?? .null) {
    case (.number(let left), .number(let right)): abs(left - right) <= tolerance
    case (.array(let left), .array(let right)):
      left.count == right.count && zip(left, right).allSatisfy { close($0, $1) }
    case (.object(let left), .object(let right)):
      Set(left.keys) == Set(right.keys) && left.keys.allSatisfy { close(left[$0], right[$0]) }
    case (let left, let right): left == right
    }
  }

  private static func number(_ value: JSONValue?) -> Double {
    if case .number(let number)? = value { number } else { 0 }
  }

  /// A printed value, short.
  static func text(_ value: JSONValue?) -> String {
    switch value ?? .null {
    case .null: "null"
    case .bool(let flag): "\(flag)"
    case .number(let number):
      number == number.rounded() ? "\(Int(number))" : "\(number)"
    case .string(let string): "\"\(string)\""
    case .array(let items): "[" + items.map { text($0) }.joined(separator: ", ") + "]"
    case .object(let fields):
      "{" + fields.keys.sorted().map { "\($0): \(text(fields[$0]))" }.joined(separator: ", ")
        + "}"
    }
  }
}
