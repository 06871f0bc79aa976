/// A layout constraint that offers `keyboard`: `constraint.keyboard.follow()`.
///
/// `NSLayoutConstraint` adopts it. Its one requirement belongs to the library's binding, so
/// no other type can adopt it.
@MainActor
public protocol KeyboardConstraintFollowing: KeyboardAvoidanceCompatible {
  /// Storage for this constraint's engine, created by the library.
  @_spi(KeyboardAvoidanceBinding)
  var keyboardEngineSlot: KeyboardEngineSlot { get }
}
