/// A view that can be focused like a UIKit text input: a text field or a text view.
@MainActor
package protocol HeadlessInput: HeadlessEditable {
  /// An identifier for output and debugging; never the input's content.
  var identifier: String { get }
  /// Whether the input is its window's first responder.
  var isFirstResponder: Bool { get }
  /// Makes the input first responder; returns `false` when it cannot be.
  @discardableResult func becomeFirstResponder() -> Bool
  /// Gives up first responder.
  @discardableResult func resignFirstResponder() -> Bool
  /// The view shown above the keyboard while the input is first responder
  /// (`inputAccessoryView`): its height is part of the keyboard frame UIKit reports.
  var inputAccessoryView: HeadlessView? { get set }
  /// Shows a changed `inputAccessoryView` of the first responder (`reloadInputViews()`).
  func reloadInputViews()
}

extension HeadlessInput {
  /// Makes the input first responder; returns `false` when it cannot be.
  @discardableResult
  package func becomeFirstResponder() -> Bool { FirstResponder.becomeField(self) }

  /// Shows the accessory view as it is now, as UIKit does: for the first responder of the
  /// key window while the keyboard is up, a new accessory height moves the keyboard's
  /// frame, with UIKit's notifications (rule T1); otherwise nothing happens.
  package func reloadInputViews() {
    guard isFirstResponder, let window, window.isKey, let screen = window.screen else { return }
    HeadlessKeyboard(screen: screen).reloadAccessory(of: self)
  }

  /// Gives up first responder; returns `true` (UIKit's default).
  @discardableResult
  package func resignFirstResponder() -> Bool { FirstResponder.resign(self) }
}

extension HeadlessTextField: HeadlessInput {}
extension HeadlessTextView: HeadlessInput {}
