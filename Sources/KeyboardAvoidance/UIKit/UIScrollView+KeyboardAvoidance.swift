#if canImport(UIKit)
  public import KeyboardAvoidanceEngine
  import ObjectiveC
  public import UIKit

  /// The key of the engine slot's associated object.
  @MainActor private var engineSlotKey: UInt8 = 0

  extension UIScrollView: KeyboardAvoidanceCompatible {
    /// The view's engine slot, stored as an associated object (retained, nonatomic) and
    /// created on first use, so the engine lives and dies with the view (SPEC L4).
    @_documentation(visibility: internal)
    public var _keyboardEngineSlot: KeyboardEngineSlot {
      if let slot = objc_getAssociatedObject(self, &engineSlotKey) as? KeyboardEngineSlot {
        return slot
      }
      let slot = KeyboardEngineSlot()
      objc_setAssociatedObject(self, &engineSlotKey, slot, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return slot
    }
  }
#endif
