import Foundation
import KeyboardAvoidanceHeadless
import KeyboardReplay
import TestSupport
import Testing

@MainActor
struct ReplayFuzzTests {
  nonisolated private static let files = [
    "spec-example.json", "ipad-form-sheet.json", "stage-manager.json", "tab-bar-user-inset.json",
    "lifecycle.json", "malformed-userinfo.json",
  ]

  private func data(_ name: String) throws -> Data {
    try ScenarioFile.data(name)
  }

  private func expectCleanOutcome(_ input: Data, _ label: String) {
    var message = ""
    let status = Replay.run(data: input, output: { _ in }, error: { message = $0 })
    #expect(status == 0 || status == 2, "\(label): status \(status)")
    if status == 2 {
      #expect(message.hasPrefix("keyboard-demo: "), "\(label): \(message)")
    } else {
      #expect(message.isEmpty, "\(label): \(message)")
    }
  }

  @Test(arguments: files)
  func `Replay fuzz: every truncation of a scenario exits 2 with a message, never a crash`(
    file: String
  )
    throws
  {
    // Without trailing whitespace, so that every proper prefix is incomplete JSON.
    let text = String(decoding: try data(file), as: UTF8.self)
    let bytes = Data(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
    for length in 0..<bytes.count {
      var message = ""
      let status = Replay.run(data: bytes.prefix(length), output: { _ in }, error: { message = $0 })
      #expect(status == 2, "\(file) cut at \(length)")
      #expect(message.hasPrefix("keyboard-demo: "), "\(file) cut at \(length)")
    }
  }

  @Test(arguments: files)
  func `Replay fuzz: seeded type confusions in a scenario give status 0 or 2 with a message`(
    file: String
  )
    throws
  {
    let document = try JSONDecoder().decode(JSONValue.self, from: try data(file))
    var rng = SeededGenerator(seed: UInt64(file.utf8.count) &* 7919)
    for round in 0..<300 {
      let mutated = JSONMutator.mutate(document, using: &rng)
      expectCleanOutcome(Data(JSONMutator.encode(mutated).utf8), "\(file) round \(round)")
    }
  }
}

/// Replaces one random node of a JSON tree with a value of another type, or drops a key.
enum JSONMutator {
  static func mutate(_ value: JSONValue, using rng: inout SeededGenerator) -> JSONValue {
    let count = nodeCount(value)
    var target = Int.random(in: 0..<count, using: &rng)
    return replace(value, target: &target, using: &rng)
  }

  private static func nodeCount(_ value: JSONValue) -> Int {
    switch value {
    case .array(let items): 1 + items.map(nodeCount).reduce(0, +)
    case .object(let fields): 1 + fields.values.map(nodeCount).reduce(0, +)
    default: 1
    }
  }

  private static func replace(
    _ value: JSONValue, target: inout Int, using rng: inout SeededGenerator
  ) -> JSONValue {
    if target == 0 {
      target = -1
      let choices: [JSONValue] = [
        .null, .bool(true), .number(-1), .number(.greatestFiniteMagnitude), .string("nan"),
        .string(""), .array([]), .array([.number(1), .string("x")]), .object([:]),
        .object(["NSValue": .array([.string("nan"), .number(0), .number(1), .number(2)])]),
      ]
      if case .object(var fields) = value,
        let key = fields.keys.sorted().randomElement(using: &rng),
        Bool.random(using: &rng)
      {
        fields[key] = nil
        return .object(fields)
      }
      return choices.randomElement(using: &rng) ?? .null
    }
    target -= 1
    switch value {
    case .array(let items):
      return .array(items.map { replace($0, target: &target, using: &rng) })
    case .object(let fields):
      var copy: [String: JSONValue] = [:]
      for key in fields.keys.sorted() {
        if let item = fields[key] { copy[key] = replace(item, target: &target, using: &rng) }
      }
      return .object(copy)
    default:
      return value
    }
  }

  static func encode(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    case .string(let text):
      return
        "\"\(text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
    case .array(let items): return "[" + items.map(encode).joined(separator: ",") + "]"
    case .object(let fields):
      return "{"
        + fields.keys.sorted().map { "\(encode(.string($0))):\(encode(fields[$0] ?? .null))" }
        .joined(separator: ",") + "}"
    }
  }
}
