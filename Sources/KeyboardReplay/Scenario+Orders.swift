import Foundation
package import KeyboardAvoidanceHeadless

/// The `"orders"` and `"orderSeed"` keys: the orders the model takes where UIKit documents
/// none (rule O1).
extension Scenario {
  /// Where a scenario's orders come from.
  package enum OrderSpec: Equatable, Sendable {
    /// Per point, one order per occurrence, the last repeating; a point not named keeps 0.
    case table([OrderPoint: [Int]])
    /// SplitMix64 seeded with the number, `next() % choices` at every occurrence.
    case seed(UInt64)

    /// The choices a run of the scenario consults, fresh.
    package func makeChoices() -> OrderChoices {
      switch self {
      case .table(let table): OrderChoices(table: table)
      case .seed(let seed): OrderChoices(seed: seed)
      }
    }
  }

  /// Reads `"orders"` or `"orderSeed"` (not both); `nil` when neither is there.
  static func orderSpec(in root: JSONFields) throws -> OrderSpec? {
    if root.has("orders"), root.has("orderSeed") {
      throw root.fail("orderSeed", "give \"orders\" or \"orderSeed\", not both")
    }
    if root.has("orderSeed") {
      let seed = try root.number("orderSeed")
      guard seed >= 0, seed == seed.rounded(), seed <= 9_007_199_254_740_992 else {
        throw root.fail("orderSeed", "expected a whole number from 0 to 2^53, got \(seed)")
      }
      return .seed(UInt64(seed))
    }
    guard root.has("orders") else { return nil }
    let letters = Set(OrderPoint.allCases.map { $0.rawValue })
    let fields = try root.object("orders", allowed: letters)
    var table: [OrderPoint: [Int]] = [:]
    for point in OrderPoint.allCases where fields.has(point.rawValue) {
      table[point] = try choices(of: point, in: fields)
    }
    return .table(table)
  }

  /// A point's order, or its orders per occurrence, each checked against rule O1's range.
  private static func choices(of point: OrderPoint, in fields: JSONFields) throws -> [Int] {
    let key = point.rawValue
    let values: [JSONValue]
    switch try fields.value(key) {
    case .array(let items) where !items.isEmpty: values = items
    case .array: throw fields.fail(key, "expected at least one order")
    case let value: values = [value]
    }
    return try values.map { value in
      let got: String
      if case .number(let number) = value {
        if number == number.rounded(), number >= 0, number < Double(point.choices) {
          return Int(number)
        }
        got = "\(number)"
      } else {
        got = value.typeName
      }
      throw fields.fail(
        key, "expected an order from 0 to \(point.choices - 1) (rule O1 \(key)), got \(got)")
    }
  }
}
