import Foundation
package import KeyboardAvoidanceCore

/// What a headless host does to one of its inputs for focus and Return (rules F6, S3), the
/// same for a scroll view and a screen: one place, so that the two hosts cannot drift.
@MainActor
package protocol HeadlessInputActions {}

extension HeadlessInputActions {
  /// A text field's placeholder; a text view has none.
  package func placeholder(of input: AnyObject) -> String? {
    (input as? HeadlessTextField)?.placeholder
  }

  /// Makes an input first responder.
  package func focus(_ input: AnyObject) -> Bool {
    (input as? any HeadlessInput)?.becomeFirstResponder() ?? false
  }

  /// Makes an input resign; a SwiftUI field's focus marker ends the field's focus (rule S3).
  package func resignFocus(_ input: AnyObject) {
    if let marker = input as? HeadlessFocusMarker {
      marker.resignFirstResponder()
      return
    }
    (input as? any HeadlessInput)?.resignFirstResponder()
  }

  /// Sets a text field's Return action (a text view's Return inserts a newline).
  package func onReturnKey(
    in input: AnyObject, perform action: @escaping @MainActor @Sendable () -> Void
  ) {
    (input as? HeadlessTextField)?.returnKeyAction = action
  }

  /// Clears a text field's Return action.
  package func removeReturnKeyAction(from input: AnyObject) {
    (input as? HeadlessTextField)?.returnKeyAction = nil
  }

  /// A text field's Return key; `nil` for a text view (its Return inserts a newline).
  package func returnKeyType(of input: AnyObject) -> ReturnKeyType? {
    (input as? HeadlessTextField)?.returnKeyType
  }
}

extension HeadlessScrollView: HeadlessInputActions {}

extension HeadlessViewController: HeadlessInputActions {}
