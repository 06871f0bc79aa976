/// UIKit's begin/end editing notifications, whose `object` is the input (rule F1).
///
/// Tracking these finds the focused input without walking the view tree. Raw values are
/// the notification names of `UITextField` and `UITextView`
/// (`UITextField.textDidBeginEditingNotification.rawValue` and siblings).
package enum EditingNotificationName: String, UIKitNotificationName {
  /// A text field became first responder.
  case textFieldDidBegin = "UITextFieldTextDidBeginEditingNotification"
  /// A text field resigned first responder.
  case textFieldDidEnd = "UITextFieldTextDidEndEditingNotification"
  /// A text view became first responder.
  case textViewDidBegin = "UITextViewTextDidBeginEditingNotification"
  /// A text view resigned first responder.
  case textViewDidEnd = "UITextViewTextDidEndEditingNotification"

  /// Whether the notification announces the start of editing.
  package var isBegin: Bool {
    switch self {
    case .textFieldDidBegin, .textViewDidBegin: true
    case .textFieldDidEnd, .textViewDidEnd: false
    }
  }
}
