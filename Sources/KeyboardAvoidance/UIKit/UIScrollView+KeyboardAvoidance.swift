#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  public import UIKit

  /// A scroll view's engine slot.
  @MainActor private let engineSlot = AssociatedObject<KeyboardEngineSlot>()

  extension UIScrollView: KeyboardScrollAvoiding {
    /// The view's engine slot.
    ///
    /// Stored as an associated object (retained, nonatomic) and created on first use, so
    /// the engine lives and dies with the view (rule L4). The engine reaches the view
    /// through an adapter that holds it weakly.
    @_spi(KeyboardAvoidanceBinding)
    public var keyboardEngineSlot: KeyboardEngineSlot {
      engineSlot.value(of: self) {
        let host = UIKitScrollHost.make(for: self)
        return KeyboardEngineSlot { KeyboardScrollEngine(host: host) }
      }
    }
  }

  extension UIScrollView {
    /// The view's engine when one was made and is enabled, or `nil`; reading it attaches
    /// nothing and makes no engine (rule F8: the walk to an enclosing host).
    var enabledKeyboardEngine: KeyboardScrollEngine? {
      guard let engine = engineSlot.value(of: self)?.engine(KeyboardScrollEngine.self),
        engine.isEnabled
      else { return nil }
      return engine
    }
  }
#endif
