#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// The bar, Return and focus for a screen's inputs (rules T1, F6, L10), through the same
  /// bar and Return target as a scroll view's inputs.
  extension UIKitScreenHost {
    /// The enabled text fields and editable text views of the view that the user can see and
    /// touch and that no scroll view holds (a scroll view's inputs are its own), with their
    /// frames in the view's coordinates.
    ///
    /// - Complexity: O(views inside the view).
    static func screenInputs(under root: UIView) -> [FormInput] {
      var found: [FormInput] = []
      var stack = root.subviews.filter(isReachable)
      while let view = stack.popLast() {
        if let field = view as? UITextField {
          if field.isEnabled {
            found.append(FormInput(input: field, frame: field.convert(field.bounds, to: root)))
          }
        } else if let textView = view as? UITextView {
          if textView.isEditable {
            found.append(
              FormInput(input: textView, frame: textView.convert(textView.bounds, to: root)))
          }
        } else if !(view is UIScrollView) {
          stack.append(contentsOf: view.subviews.filter(isReachable))
        }
      }
      return found
    }

    /// Whether the user can see and touch a view, as far as the view itself says.
    private static func isReachable(_ view: UIView) -> Bool {
      !view.isHidden && view.alpha > 0 && view.isUserInteractionEnabled
    }

    /// The screen's next (previous) input in reading order: a screen has no rows to make,
    /// so the walk never waits for a layout pass.
    func nextInput(after input: AnyObject, toward direction: NavigationDirection) -> InputWalk {
      guard let next = adjacentInput(after: input, toward: direction) else { return .end }
      return .found(next)
    }

    /// Whether an input of the screen comes after (before) `input`.
    func hasNextInput(after input: AnyObject, toward direction: NavigationDirection) -> Bool {
      adjacentInput(after: input, toward: direction) != nil
    }

    /// The input after (before) `input` in the screen's reading order, `nil` after the last
    /// (before the first).
    private func adjacentInput(after input: AnyObject, toward direction: NavigationDirection)
      -> AnyObject?
    {
      guard let view = controllerView else { return nil }
      return FormInput.next(
        after: input, toward: direction, in: Self.screenInputs(under: view),
        direction: layoutDirection)
    }

    /// The view's `effectiveUserInterfaceLayoutDirection`, which orders a line of inputs.
    var layoutDirection: LayoutDirection {
      guard let view = controllerView else { return .leftToRight }
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

    /// The field's `returnKeyType` (rule F6).
    func returnKeyType(of input: AnyObject) -> ReturnKeyType? {
      UIKitInputActions.returnKeyType(of: input)
    }

    /// The view's window: the engine acts on its first responder (rule F1).
    var keyboardWindow: AnyObject? { controllerView?.window }

    /// Reads the window's keyboard layout guide in its next layout pass (rule L2).
    func readKeyboardLayoutGuide(_ report: @escaping @MainActor (KeyboardEvent?) -> Void) {
      guard let window = controllerView?.window else { return report(nil) }
      KeyboardGuideProbe.read(in: window, report: report)
    }
  }
#endif
