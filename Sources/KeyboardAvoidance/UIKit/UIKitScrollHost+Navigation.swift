#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// Focus and Return for every host's inputs, whether it moves by frames or by rows
  /// (``KeyboardNavigationHost``).
  extension UIKitScrollHost {
    /// Makes an input first responder.
    func focus(_ input: AnyObject) -> Bool { UIKitInputActions.focus(input) }

    /// Makes an input resign.
    func resignFocus(_ input: AnyObject) { UIKitInputActions.resign(input) }

    /// Return runs `action` through a target-action pair for `.editingDidEndOnExit`.
    func onReturnKey(
      in input: AnyObject, perform action: @escaping @MainActor @Sendable () -> Void
    ) {
      UIKitInputActions.onReturnKey(in: input, perform: action)
    }

    /// Removes the engine's target for `.editingDidEndOnExit`.
    func removeReturnKeyAction(from input: AnyObject) {
      guard let field = input as? UITextField else { return }
      ReturnKeyTarget.uninstall(from: field)
    }

    /// The field's `returnKeyType`, for the engine to decide what Return does (rule F6).
    func returnKeyType(of input: AnyObject) -> ReturnKeyType? {
      UIKitInputActions.returnKeyType(of: input)
    }
  }
#endif
