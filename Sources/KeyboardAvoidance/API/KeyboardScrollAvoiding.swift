import KeyboardAvoidanceEngine

/// A scroll view that offers `keyboard`: `scrollView.keyboard.enable()`.
///
/// `UIScrollView` adopts it, and so `UITableView`, `UICollectionView` and `UITextView`. Its
/// one requirement belongs to the library's binding, so no other type can adopt it.
@MainActor
public protocol KeyboardScrollAvoiding: KeyboardAvoidanceConfigurable {
  /// Storage for this scroll view's engine, created by the library.
  @_spi(KeyboardAvoidanceBinding)
  var keyboardEngineSlot: KeyboardEngineSlot { get }
}

extension KeyboardScrollAvoiding {
  /// The scroll view's own settings, kept by its engine: read, they are the defaults until
  /// the app sets one and create nothing; written, they make the engine.
  @_spi(KeyboardAvoidanceBinding)
  public var keyboardSettingsSlot: KeyboardSettingsSlot {
    let slot = keyboardEngineSlot
    return KeyboardSettingsSlot(
      read: { slot.engine(KeyboardScrollEngine.self)?.ownSettings ?? HostSettings() },
      write: { slot.makeEngineIfNeeded(KeyboardScrollEngine.self)?.ownSettings = $0 }
    )
  }
}
