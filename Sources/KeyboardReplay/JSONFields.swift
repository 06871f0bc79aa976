import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// Typed reads from one JSON object, with errors that name the location and key path.
struct JSONFields {
  let fields: [String: JSONValue]
  let location: String
  let path: String

  /// Reads `value` as an object; rejects keys outside `allowed`.
  ///
  /// An unknown key is an error, as the replay format asks; its message suggests the nearest
  /// key of `allowed` (a misspelling), or lists them all when none is near.
  init(_ value: JSONValue, location: String, path: String, allowed: Set<String>) throws {
    guard case .object(let fields) = value else {
      throw ScenarioError(
        location: location, key: path, reason: "expected an object, got \(value.typeName)")
    }
    for key in fields.keys.sorted() where !allowed.contains(key) {
      throw ScenarioError(
        location: location, key: Self.join(path, key),
        reason: "unknown key; \(KeySuggestion.hint(for: key, among: allowed))")
    }
    self.fields = fields
    self.location = location
    self.path = path
  }

  static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  func fail(_ key: String, _ reason: String) -> ScenarioError {
    ScenarioError(location: location, key: Self.join(path, key), reason: reason)
  }

  func has(_ key: String) -> Bool { fields[key] != nil }

  func value(_ key: String) throws -> JSONValue {
    guard let value = fields[key] else { throw fail(key, "missing") }
    return value
  }

  func object(_ key: String, allowed: Set<String>) throws -> JSONFields {
    try JSONFields(value(key), location: location, path: Self.join(path, key), allowed: allowed)
  }

  func number(_ key: String) throws -> CGFloat {
    guard case .number(let number) = try value(key) else {
      throw fail(key, "expected a number, got \(try value(key).typeName)")
    }
    return CGFloat(number)
  }

  func bool(_ key: String) throws -> Bool {
    guard case .bool(let flag) = try value(key) else {
      throw fail(key, "expected true or false, got \(try value(key).typeName)")
    }
    return flag
  }

  /// A step that only names itself: its value must be `true`.
  func requireTrue(_ key: String) throws {
    guard try bool(key) else { throw fail(key, "expected true") }
  }

  /// A touch or drag phase, `"began"` or `"ended"`: `true` for began.
  func isBeganPhase(_ key: String) throws -> Bool {
    let phase = try string(key)
    guard phase == "began" || phase == "ended" else {
      throw fail(key, "expected \"began\" or \"ended\"")
    }
    return phase == "began"
  }

  func string(_ key: String) throws -> String {
    guard case .string(let text) = try value(key) else {
      throw fail(key, "expected a string, got \(try value(key).typeName)")
    }
    return text
  }

  /// An array of `count` finite numbers, `shape` naming them (`[x, y]`) in errors.
  ///
  /// - Throws: ``ScenarioError`` naming the expected shape and what the file gives instead:
  ///   `expected 4 numbers [x, y, width, height], got 3`.
  func numbers(_ key: String, count: Int, shape: String) throws -> [CGFloat] {
    let value = try value(key)
    let expected = "expected \(count) numbers \(shape)"
    guard case .array(let items) = value else {
      throw fail(key, "\(expected), got \(value.typeName)")
    }
    guard items.count == count else {
      throw fail(key, "\(expected), got \(items.count)")
    }
    return try items.enumerated().map { index, item in
      guard case .number(let number) = item else {
        throw fail(key, "\(expected), got \(item.typeName) at index \(index)")
      }
      guard number.isFinite else {
        throw fail(key, "\(expected), got a number that is not finite at index \(index)")
      }
      return CGFloat(number)
    }
  }

  func rect(_ key: String) throws -> CGRect {
    let n = try numbers(key, count: 4, shape: "[x, y, width, height]")
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  func size(_ key: String) throws -> CGSize {
    let n = try numbers(key, count: 2, shape: "[width, height]")
    return CGSize(width: n[0], height: n[1])
  }

  func point(_ key: String) throws -> CGPoint {
    let n = try numbers(key, count: 2, shape: "[x, y]")
    return CGPoint(x: n[0], y: n[1])
  }

  func insets(_ key: String) throws -> EdgeInsets {
    let sides = try object(key, allowed: ["top", "left", "bottom", "right"])
    func side(_ name: String) throws -> CGFloat {
      guard sides.has(name) else { return 0 }
      let value = try sides.number(name)
      guard value.isFinite else { throw sides.fail(name, "expected a finite number") }
      return value
    }
    return EdgeInsets(
      top: try side("top"), left: try side("left"), bottom: try side("bottom"),
      right: try side("right"))
  }
}
