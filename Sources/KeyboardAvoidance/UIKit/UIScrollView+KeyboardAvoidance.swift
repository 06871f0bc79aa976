#if canImport(UIKit)
  public import KeyboardAvoidanceEngine
  public import UIKit

  /// A scroll view's engine slot.
  @MainActor private let engineSlot = AssociatedObject<KeyboardEngineSlot>()

  extension UIScrollView: KeyboardAvoidanceCompatible {
    /// The view's engine slot, stored as an associated object (retained, nonatomic) and
    /// created on first use, so the engine lives and dies with the view (SPEC L4).
    @_documentation(visibility: internal)
    public var _keyboardEngineSlot: KeyboardEngineSlot {
      engineSlot.value(of: self, orAttach: KeyboardEngineSlot.init)
    }
  }
#endif
