#if canImport(UIKit)
  public import KeyboardAvoidanceEngine
  public import UIKit

  /// Focus and Return for UIKit's table and collection views, written once for both: the
  /// inputs are UIKit text fields whichever row list holds them.
  extension KeyboardRowList where Self: UIScrollView {
    /// Makes an input first responder.
    public func focus(_ input: AnyObject) -> Bool { UIKitInputActions.focus(input) }

    /// Makes an input resign.
    public func resignFocus(_ input: AnyObject) { UIKitInputActions.resign(input) }

    /// Return runs `action` through a target-action pair for `.editingDidEndOnExit`.
    public func onReturnKey(
      in input: AnyObject, perform action: @escaping @MainActor @Sendable () -> Void
    ) {
      UIKitInputActions.onReturnKey(in: input, perform: action)
    }
  }
#endif
