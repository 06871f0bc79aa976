import Foundation
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// Every headless host's inputs by frame, and focus and Return for every host, whether it
/// moves by frames or by rows (``KeyboardNavigationHost``).
extension HeadlessScrollView {
  /// The text fields and text views inside the view that can take focus, with their
  /// frames in its content coordinates; a text view's own content is not searched.
  ///
  /// - Complexity: O(views inside the view).
  package func formInputs() -> [FormInput] {
    var found: [FormInput] = []
    var stack = subviews
    while let view = stack.popLast() {
      guard !view.isHidden else { continue }
      if let field = view as? HeadlessTextField {
        if field.isEnabled, let frame = field.convert(field.bounds, toAncestor: self) {
          found.append(FormInput(input: field, frame: frame))
        }
      } else if let textView = view as? HeadlessTextView {
        if textView.isEditable, let frame = textView.convert(textView.bounds, toAncestor: self) {
          found.append(FormInput(input: textView, frame: frame))
        }
      } else {
        stack.append(contentsOf: view.subviews)
      }
    }
    return found
  }

  /// Gives an input without an accessory view of its own the bar, or updates its bar.
  package func showToolbar(
    on input: AnyObject, canMoveBack: Bool, canMoveForward: Bool, tint: AnyObject?,
    title: String?, perform: @escaping @MainActor @Sendable (ToolbarButton) -> Void
  ) -> Bool {
    guard let input = input as? any HeadlessInput else { return false }
    if input.inputAccessoryView != nil, !(input.inputAccessoryView is HeadlessToolbar) {
      return false
    }
    let bar = input.inputAccessoryView as? HeadlessToolbar ?? HeadlessToolbar()
    bar.isPreviousEnabled = canMoveBack
    bar.isNextEnabled = canMoveForward
    bar.tint = tint
    bar.title = title
    bar.perform = perform
    guard input.inputAccessoryView !== bar else { return true }
    // As the UIKit binding: a change to the first responder's shows after a reload.
    input.inputAccessoryView = bar
    input.reloadInputViews()
    return true
  }

  /// Takes out the bar the engine gave, leaving an app's own accessory view alone.
  package func removeToolbar(from input: AnyObject) {
    guard let input = input as? any HeadlessInput, input.inputAccessoryView is HeadlessToolbar
    else { return }
    input.inputAccessoryView = nil
    input.reloadInputViews()
  }

  /// The view's ``HeadlessView/effectiveUserInterfaceLayoutDirection``, which orders a line
  /// of its inputs (rule F6).
  package var layoutDirection: LayoutDirection { effectiveUserInterfaceLayoutDirection }
}
