import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// A screen's inputs for the bar and Return (rules T1, F6, L9, L10): those of its view in
/// reading order, as a form's, leaving out the ones a scroll view keeps (a served one's own);
/// the bar, focus and Return are ``HeadlessInputActions``'.
extension HeadlessViewController {
  /// The text fields and text views of the view that can take focus and that no scroll view
  /// keeps, with their frames in the view's coordinates as the last layout left them.
  ///
  /// - Complexity: O(views inside the view).
  func screenInputs() -> [FormInput] {
    KeyboardInputWalk.formInputs(under: view as HeadlessView, leavesServedScrollViews: true)
  }

  /// The screen's next (previous) input in reading order: a screen has no rows to make, so
  /// the walk never waits for a layout pass.
  package func nextInput(after input: AnyObject, toward direction: NavigationDirection) -> InputWalk
  {
    guard let next = adjacentInput(after: input, toward: direction) else { return .end }
    return .found(next)
  }

  /// Whether an input of the screen comes after (before) `input`.
  package func hasNextInput(after input: AnyObject, toward direction: NavigationDirection) -> Bool {
    adjacentInput(after: input, toward: direction) != nil
  }

  /// The input after (before) `input` in the screen's reading order, `nil` after the last
  /// (before the first).
  private func adjacentInput(after input: AnyObject, toward direction: NavigationDirection)
    -> AnyObject?
  {
    FormInput.next(
      after: input, toward: direction, in: screenInputs(), direction: layoutDirection)
  }

  /// The view's direction, which orders a line of its inputs (rule F6).
  package var layoutDirection: LayoutDirection { view.effectiveUserInterfaceLayoutDirection }

  /// The view's window (rule F1).
  package var keyboardWindow: AnyObject? { view.window }

  /// Reads the window's keyboard layout guide in its next layout pass (rule L2).
  package func readKeyboardLayoutGuide(_ report: @escaping KeyboardGuideReport) {
    guard let window = view.window else { return _ = report(.noKeyboard) }
    window.readKeyboardLayoutGuide(report)
  }
}
