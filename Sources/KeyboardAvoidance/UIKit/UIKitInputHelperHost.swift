#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// A UIKit host whose inputs take the bar, focus and Return the same way, whether a
  /// scroll view's or a screen's (rules T1, F6): one ``KeyboardToolbar``, one
  /// ``ReturnKeyTarget``, the responder calls, and reading order in the direction of the
  /// host's view.
  @MainActor
  protocol UIKitInputHelperHost: KeyboardNavigationHost {
    /// The view whose inputs the host walks: the scroll view, or the screen's view; `nil`
    /// once it is gone (or, for a screen, not loaded).
    var navigationView: UIView? { get }
  }

  extension UIKitInputHelperHost {
    /// The view's `effectiveUserInterfaceLayoutDirection`, which orders a line of inputs
    /// (rule F6); a direction newer than this library reads as left to right.
    var layoutDirection: LayoutDirection {
      guard let view = navigationView else { return .leftToRight }
      return LayoutDirection(rawValue: view.effectiveUserInterfaceLayoutDirection.rawValue)
        ?? .leftToRight
    }

    /// Gives an input the Previous / Next / Done bar, or updates its bar (rule T1).
    func showToolbar(
      on input: AnyObject, canMoveBack: Bool, canMoveForward: Bool, tint: AnyObject?,
      title: String?, perform: @escaping @MainActor @Sendable (ToolbarButton) -> Void
    ) -> Bool {
      KeyboardToolbar.show(
        on: input, canMoveBack: canMoveBack, canMoveForward: canMoveForward,
        tint: tint as? UIColor, title: title, perform: perform)
    }

    /// Takes out the bar the engine gave.
    func removeToolbar(from input: AnyObject) {
      KeyboardToolbar.remove(from: input)
    }

    /// A text field's `placeholder`; a text view has none.
    func placeholder(of input: AnyObject) -> String? {
      (input as? UITextField)?.placeholder
    }

    /// Makes an input first responder; `false` when UIKit refuses (not in a window, or its
    /// delegate says no).
    func focus(_ input: AnyObject) -> Bool {
      (input as? UIResponder)?.becomeFirstResponder() ?? false
    }

    /// Makes an input resign first responder (its delegate may refuse).
    func resignFocus(_ input: AnyObject) {
      _ = (input as? UIResponder)?.resignFirstResponder()
    }

    /// Return in a text field runs `action`, through a target-action pair for
    /// `.editingDidEndOnExit`; the field's delegate is left alone.
    func onReturnKey(
      in input: AnyObject, perform action: @escaping @MainActor @Sendable () -> Void
    ) {
      guard let field = input as? UITextField else { return }
      ReturnKeyTarget.install(on: field, action: action)
    }

    /// Removes the engine's target for `.editingDidEndOnExit`.
    func removeReturnKeyAction(from input: AnyObject) {
      guard let field = input as? UITextField else { return }
      ReturnKeyTarget.uninstall(from: field)
    }

    /// A text field's `returnKeyType` as the engine's value (same raw values), for the
    /// engine to decide what Return does (rule F6); `nil` for a text view and for a key
    /// newer than this library, whose Return stays the app's.
    func returnKeyType(of input: AnyObject) -> ReturnKeyType? {
      guard let field = input as? UITextField else { return nil }
      return ReturnKeyType(rawValue: field.returnKeyType.rawValue)
    }
  }
#endif
