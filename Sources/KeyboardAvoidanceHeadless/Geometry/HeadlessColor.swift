/// A color, as far as the model needs one: an object the app hands the bar as its tint
/// (rule T1; UIKit: a `UIColor`), told apart by identity and named for messages.
@MainActor
package final class HeadlessColor {
  /// The color's name, for test messages.
  package let name: String

  /// A color called `name`.
  package init(name: String) {
    self.name = name
  }
}
