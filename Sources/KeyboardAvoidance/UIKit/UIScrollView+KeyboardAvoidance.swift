#if canImport(UIKit)
  package import KeyboardAvoidanceEngine
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
      engineSlot.engineSlot(of: self, host: { UIKitScrollHost.make(for: self) }) {
        KeyboardScrollEngine(host: $0)
      }
    }
  }

  extension UIScrollView: KeyboardHostLookup {
    /// The view's engine when one was made; reading it attaches nothing (rule L7: the
    /// walks up an input's superviews pass system scroll views too).
    package var existingKeyboardEngine: KeyboardScrollEngine? {
      engineSlot.value(of: self)?.engine(KeyboardScrollEngine.self)
    }

    /// A new adapter to the view for one measurement, attached to nothing (rule L7).
    package var detachedKeyboardHost: any KeyboardScrollHost { UIKitScrollHost.make(for: self) }
  }
#endif
