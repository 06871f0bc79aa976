#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// The order of a screen's inputs (rules F6, L10); the bar, Return and focus are a scroll
  /// view's inputs' (``UIKitInputHelperHost``).
  extension UIKitScreenHost: UIKitInputHelperHost {
    /// The controller's view, when loaded.
    var navigationView: UIView? { controllerView }

    /// The enabled text fields and editable text views of the view that the user can see and
    /// touch and that no scroll view keeps (a served scroll view's inputs are its own), with
    /// their frames in the view's coordinates.
    ///
    /// - Complexity: O(views inside the view).
    static func screenInputs(under root: UIView) -> [FormInput] {
      KeyboardInputWalk.formInputs(under: root, leavesServedScrollViews: true)
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

    /// The view's window: the engine acts on its first responder (rule F1).
    var keyboardWindow: AnyObject? { controllerView?.window }

    /// Reads the window's keyboard layout guide in its next layout pass (rule L2).
    func readKeyboardLayoutGuide(_ report: @escaping KeyboardGuideReport) {
      guard let window = controllerView?.window else { return _ = report(.noKeyboard) }
      KeyboardGuideProbe.read(in: window, report: report)
    }
  }
#endif
