import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
package import KeyboardAvoidanceCore

/// What a headless host does to one of its inputs for the bar, focus and Return (rules T1,
/// F6, S3), the same for a scroll view and a screen: one place, so that the two hosts cannot
/// drift.
@MainActor
package protocol HeadlessInputActions {}

extension HeadlessInputActions {
  /// Gives an input without an accessory view of its own the bar, or updates its bar; SwiftUI's
  /// empty accessory view makes way for it, and gets its place back once it holds the app's
  /// keyboard toolbar (``ToolbarSlot``).
  ///
  /// A new bar is set and then reloaded, as the UIKit binding does: UIKit shows a change to
  /// the first responder's `inputAccessoryView` only after `reloadInputViews()`, and with
  /// the keyboard up that reload moves the keyboard's frame (rule T1).
  package func showToolbar(
    on input: AnyObject, canMoveBack: Bool, canMoveForward: Bool, tint: AnyObject?,
    title: String?, perform: @escaping @MainActor @Sendable (ToolbarButton) -> Void
  ) -> Bool {
    guard let input = input as? any HeadlessInput else { return false }
    let current = input.inputAccessoryView as? HeadlessToolbar
    switch ToolbarSlot.decide(
      accessory: input.inputAccessoryView, displaced: current?.displaced,
      isBar: { $0 is HeadlessToolbar })
    {
    case .stepAside: return false
    case .giveBack:
      input.inputAccessoryView = current?.displaced
      input.reloadInputViews()
      return false
    case .take, .update: break
    }
    let bar = current ?? HeadlessToolbar()
    bar.isPreviousEnabled = canMoveBack
    bar.isNextEnabled = canMoveForward
    bar.tint = tint
    bar.title = title
    bar.perform = perform
    guard current == nil else { return true }
    bar.displaced = input.inputAccessoryView
    input.inputAccessoryView = bar
    input.reloadInputViews()
    return true
  }

  /// Takes out the bar the engine gave, leaving an app's own accessory view alone and
  /// putting back SwiftUI's the bar took the place of; reloaded as a new bar is.
  package func removeToolbar(from input: AnyObject) {
    guard let input = input as? any HeadlessInput,
      let bar = input.inputAccessoryView as? HeadlessToolbar
    else { return }
    input.inputAccessoryView = bar.displaced
    input.reloadInputViews()
  }

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
