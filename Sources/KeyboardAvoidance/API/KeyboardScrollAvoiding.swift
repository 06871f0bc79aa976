/// A scroll view that offers `keyboard`: `scrollView.keyboard.enable()`.
///
/// `UIScrollView` adopts it, and so `UITableView`, `UICollectionView` and `UITextView`.
/// Its one requirement is storage that the library creates; apps never implement it.
@MainActor
public protocol KeyboardScrollAvoiding: AnyObject {
  /// Storage for this scroll view's engine, created by the library. Holding it strongly
  /// makes the engine live and die with the scroll view (rule L4).
  @_documentation(visibility: internal)
  var _keyboardScrollSlot: KeyboardScrollSlot { get }
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
