/// A scroll view that offers `keyboard`: `scrollView.keyboard.enable()`.
///
/// `UIScrollView` adopts it, and so `UITableView`, `UICollectionView` and `UITextView`. Its
/// one requirement belongs to the library's binding, so no other type can adopt it.
@MainActor
public protocol KeyboardScrollAvoiding: AnyObject {
  /// Storage for this scroll view's engine, created by the library.
  @_spi(KeyboardAvoidanceBinding)
  var keyboardEngineSlot: KeyboardEngineSlot { get }
}

extension KeyboardScrollAvoiding {
  /// Keyboard avoidance for this scroll view.
  ///
  /// ```swift
  /// scrollView.keyboard.enable()
  /// scrollView.keyboard.margin = 24
  /// ```
  public var keyboard: KeyboardAvoidanceWrapper<Self> { KeyboardAvoidanceWrapper(self) }
}
