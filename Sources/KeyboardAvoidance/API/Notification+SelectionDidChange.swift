public import Foundation
import KeyboardAvoidanceCore

extension Notification.Name {
  /// Post it, with the text view as its object, when a text view's selection moves, so
  /// that the caret stays in view as it moves (rule F5).
  ///
  /// UIKit posts a notification when a text view's text changes, but none when only its
  /// selection moves; forward the delegate's callback:
  ///
  /// ```swift
  /// func textViewDidChangeSelection(_ textView: UITextView) {
  ///   NotificationCenter.default.post(
  ///     name: .keyboardAvoidanceSelectionDidChange, object: textView)
  /// }
  /// ```
  public static let keyboardAvoidanceSelectionDidChange =
    TextChangeNotificationName.selectionDidChange.notificationName
}
