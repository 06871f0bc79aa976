#if canImport(UIKit)
  public import UIKit

  /// A scroll view's engine slot.
  @MainActor private let engineSlot = AssociatedObject<KeyboardScrollSlot>()

  extension UIScrollView: KeyboardScrollAvoiding {
    /// The view's engine slot.
    ///
    /// Stored as an associated object (retained, nonatomic) and created on first use, so
    /// the engine lives and dies with the view (rule L4). The engine reaches the view
    /// through an adapter that holds it weakly.
    @_documentation(visibility: internal)
    public var _keyboardScrollSlot: KeyboardScrollSlot {
      engineSlot.value(of: self) {
        KeyboardScrollSlot(host: UIKitScrollHost.make(for: self), ownsHost: true)
      }
    }
  }
#endif
