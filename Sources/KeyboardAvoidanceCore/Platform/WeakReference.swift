/// An object held weakly: in a list that must never keep its entries alive (the inputs
/// holding an engine's Return action, rule L4), or captured by a `@Sendable` notification
/// block that must not keep its observer alive.
package struct WeakReference<Object: AnyObject> {
  /// The object, `nil` once it is released.
  package weak var value: Object?

  /// Holds `value` weakly.
  package init(_ value: Object?) {
    self.value = value
  }
}

extension WeakReference: Sendable where Object: Sendable {}

extension Array {
  /// Appends `object`, held weakly, unless the list holds it already: a list of objects to
  /// visit once each, in the order they came, that keeps none of them alive.
  ///
  /// - Complexity: O(*n*).
  package mutating func appendWeaklyOnce<Object: AnyObject>(_ object: Object)
  where Element == WeakReference<Object> {
    guard !contains(where: { $0.value === object }) else { return }
    append(WeakReference(object))
  }
}
