import Foundation
import KeyboardReplay
import Testing

/// Runs a scenario through `Replay.run` and reads its JSON lines back.
@MainActor
struct ReplayHarness {
  var lines: [[String: JSONValue]] = []
  var error = ""
  /// The warnings, in the order the replay gave them.
  var warnings: [String] = []
  var status: Int32 = 0

  init(file name: String, svgDirectory: URL? = nil) throws {
    try self.init(data: ScenarioFile.data(name), svgDirectory: svgDirectory)
  }

  /// The scenario file `name` with `orders` (an `"orders"` or `"orderSeed"` key, rule O1)
  /// added at its top level.
  init(file name: String, orders: String) throws {
    var text = String(decoding: try ScenarioFile.data(name), as: UTF8.self)
    guard let brace = text.firstIndex(of: "{") else { throw HarnessError.notAnObject }
    text.insert(contentsOf: orders + ", ", at: text.index(after: brace))
    try self.init(json: text)
  }

  init(json: String, svgDirectory: URL? = nil) throws {
    try self.init(data: Data(json.utf8), svgDirectory: svgDirectory)
  }

  init(data: Data, svgDirectory: URL? = nil) throws {
    var output: [String] = []
    var message = ""
    var warned: [String] = []
    status = Replay.run(
      data: data, svgDirectory: svgDirectory, output: { output.append($0) },
      error: { message = $0 }, warning: { warned.append($0) })
    error = message
    warnings = warned
    lines = try output.map { line in
      guard
        case .object(let fields) = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
      else {
        throw HarnessError.notAnObject
      }
      return fields
    }
  }

  enum HarnessError: Error { case notAnObject }

  func number(_ step: Int, _ key: String) -> Double? {
    guard step < lines.count, case .number(let value)? = lines[step][key] else { return nil }
    return value
  }

  func bottom(_ step: Int, _ key: String) -> Double? {
    guard step < lines.count, case .object(let insets)? = lines[step][key],
      case .number(let value)? = insets["bottom"]
    else { return nil }
    return value
  }

  func numbers(_ step: Int, _ key: String) -> [Double]? {
    guard step < lines.count, case .array(let items)? = lines[step][key] else { return nil }
    return items.compactMap { if case .number(let value) = $0 { value } else { nil } }
  }

  func value(_ step: Int, _ key: String) -> JSONValue? {
    step < lines.count ? lines[step][key] : nil
  }
}

/// A minimal valid scenario with one input and the given steps, for error tests.
func scenario(steps: String, host extra: String = "") -> String {
  """
  {"screen": {"width": 390, "height": 844},
   "window": {"frame": [0, 0, 390, 844], "safeArea": {"top": 47, "bottom": 34}},
   "host": {"frame": [0, 0, 390, 844], "contentSize": [390, 1600], "insetAdjustment": "always",
            \(extra)
            "inputs": [{"id": "email", "frame": [16, 700, 358, 44]}]},
   "steps": [\(steps)]}
  """
}
