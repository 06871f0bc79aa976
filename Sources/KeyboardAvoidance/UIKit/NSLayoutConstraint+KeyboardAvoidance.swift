#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  public import UIKit

  /// A constraint's engine slot.
  @MainActor private let constraintSlot = AssociatedObject<KeyboardEngineSlot>()

  extension NSLayoutConstraint: KeyboardConstraintFollowing {
    /// The constraint's engine slot, an associated object created on first use; the
    /// engine reaches the constraint through an adapter that holds it weakly (rule L4).
    @_spi(KeyboardAvoidanceBinding)
    public var keyboardEngineSlot: KeyboardEngineSlot {
      constraintSlot.engineSlot(of: self, host: { UIKitConstraintHost(self) }) {
        ConstraintEngine(constraint: $0)
      }
    }
  }

  /// A bottom constraint that follows the keyboard, for Interface Builder: set it as a
  /// constraint's class and it follows from the moment the storyboard loads it.
  @MainActor
  open class KeyboardLayoutConstraint: NSLayoutConstraint {
    /// Starts following the keyboard once loaded from a storyboard or nib.
    ///
    /// It forces no layout (rule L8): the nib is still loading, and the view controller's
    /// view is laid out later, by UIKit.
    ///
    /// UIKit declares `awakeFromNib()` on `NSObject` without actor isolation, so the
    /// override is `nonisolated` too; nib loading runs on the main thread, which the body
    /// asserts before it touches the main-actor API.
    nonisolated open override func awakeFromNib() {
      super.awakeFromNib()
      MainActor.assumeIsolated {
        keyboard.follow()
      }
    }
  }
#endif
