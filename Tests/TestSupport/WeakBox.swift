/// A weak reference, for checking that a released host takes its engine with it (rule L4).
package final class WeakBox {
  /// The referenced object, `nil` once released.
  package weak var object: AnyObject?
  init(_ object: AnyObject?) { self.object = object }
}
