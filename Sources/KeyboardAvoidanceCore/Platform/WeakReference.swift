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
