#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// Focus and Return for every host's inputs, whether it moves by frames or by rows
  /// (``KeyboardNavigationHost``).
  extension UIKitScrollHost {
    /// Gives an input the Previous / Next / Done bar, or updates its bar (rule T1).
    func showToolbar(
      on input: AnyObject, canMoveBack: Bool, canMoveForward: Bool, tint: AnyObject?,
      title: String?, perform: @escaping @MainActor @Sendable (ToolbarButton) -> Void
    ) -> Bool {
      KeyboardToolbar.show(
        on: input, canMoveBack: canMoveBack, canMoveForward: canMoveForward,
        tint: tint as? UIColor, title: title, perform: perform)
    }

    /// A text field's `placeholder`; a text view has none.
    func placeholder(of input: AnyObject) -> String? {
      (input as? UITextField)?.placeholder
    }

    /// Takes out the bar the engine gave.
    func removeToolbar(from input: AnyObject) {
      KeyboardToolbar.remove(from: input)
    }

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
