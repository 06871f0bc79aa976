import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// Builds a notification `userInfo` from a scenario's raw JSON, to test rule K3.
///
/// `{"NSValue": [x, y, w, h]}` becomes an `NSValue` wrapping a `CGRect`, `{"CGRect": [...]}`
/// a bare `CGRect`; inside a rect the strings `"nan"`, `"inf"` and `"-inf"` stand for
/// those values. A number becomes an `NSNumber`, `true`/`false` an `NSNumber` Boolean, a
/// string an `NSString`, an array an `NSArray`, another object an `NSDictionary`, `null`
/// an `NSNull`.
enum RawUserInfo {
  static func build(_ value: JSONValue, location: String, path: String) throws -> [AnyHashable:
    Any]?
  {
    switch value {
    case .null:
      return nil
    case .object(let fields):
      var info: [AnyHashable: Any] = [:]
      for (key, item) in fields {
        info[key] = try object(item, location: location, path: "\(path).\(key)")
      }
      return info
    case .bool, .number, .string, .array:
      throw ScenarioError(
        location: location, key: path, reason: "expected an object or null, got \(value.typeName)")
    }
  }

  private static func object(_ value: JSONValue, location: String, path: String) throws -> Any {
    switch value {
    case .null:
      return NSNull()
    case .bool(let flag):
      return NSNumber(value: flag)
    case .number(let number):
      return number.rounded() == number && abs(number) < 1e15
        ? NSNumber(value: Int(number)) : NSNumber(value: number)
    case .string(let text):
      return NSString(string: text)
    case .array(let items):
      return NSArray(
        array: try items.enumerated().map { index, item in
          try object(item, location: location, path: "\(path)[\(index)]")
        })
    case .object(let fields):
      if fields.count == 1, let rect = fields["NSValue"] {
        return NSValue.keyboardValue(
          wrapping: try self.rect(rect, location: location, path: "\(path).NSValue"))
      }
      if fields.count == 1, let rect = fields["CGRect"] {
        return try self.rect(rect, location: location, path: "\(path).CGRect")
      }
      let dictionary = NSMutableDictionary()
      for (key, item) in fields {
        dictionary[NSString(string: key)] = try object(
          item, location: location, path: "\(path).\(key)")
      }
      return dictionary
    }
  }

  private static func rect(_ value: JSONValue, location: String, path: String) throws -> CGRect {
    let shape = "[x, y, width, height] of numbers or \"nan\", \"inf\", \"-inf\""
    guard case .array(let items) = value, items.count == 4 else {
      throw ScenarioError(location: location, key: path, reason: "expected \(shape)")
    }
    let numbers: [CGFloat] = try items.map { item in
      switch item {
      case .number(let number): return CGFloat(number)
      case .string("nan"): return .nan
      case .string("inf"): return .infinity
      case .string("-inf"): return -.infinity
      default: throw ScenarioError(location: location, key: path, reason: "expected \(shape)")
      }
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}
