import Foundation
public import KeyboardAvoidance

extension HeadlessRowListView: KeyboardInputNavigator {
  /// Tables and lists navigate with Return by default.
  public var prefersReturnKeyNavigation: Bool { true }

  /// The next (previous) enabled, visible input in row order; a row whose cell does not
  /// exist yet is first scrolled into view with `timing`, counted as the engine's write.
  ///
  /// - Complexity: O(log rows with inputs) to find the row, plus the cells that the scroll
  ///   brings on screen; rows without inputs in between cost nothing.
  public func input(after input: AnyObject, forward: Bool, timing: AnimationTiming?) -> AnyObject? {
    guard let field = input as? HeadlessTextField, let cell = field.superview as? HeadlessRowCell,
      indexPath(for: cell) != nil, let next = inputRow(after: cell.rowPath, forward: forward)
    else { return nil }
    if cellForRow(at: next) == nil {
      let target = offset(revealingRow: next)
      animateKeyboardChanges(with: timing) { [weak self] in
        self?.hostContentOffset = target
      }
    }
    return cellForRow(at: next)?.textField
  }

  /// Makes an input first responder.
  public func focus(_ input: AnyObject) -> Bool {
    (input as? any HeadlessInput)?.becomeFirstResponder() ?? false
  }

  /// Makes an input resign.
  public func resignFocus(_ input: AnyObject) {
    (input as? any HeadlessInput)?.resignFirstResponder()
  }

  /// Sets the text field's Return action.
  public func onReturnKey(in input: AnyObject, perform action: @escaping @MainActor () -> Void) {
    (input as? HeadlessTextField)?.returnKeyAction = action
  }
}
