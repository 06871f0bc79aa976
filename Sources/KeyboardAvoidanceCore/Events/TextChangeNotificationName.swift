package import Foundation

/// The notifications that move a text view's caret (rule F5).
///
/// UIKit posts `UITextView.textDidChangeNotification` after each user edit. It posts no
/// notification for selection changes (only the delegate hears them, and a library must
/// not take the delegate): the app forwards those with `keyboard.inputDidChangeSelection(_:)`.
package enum TextChangeNotificationName: String, CaseIterable, Sendable {
  /// UIKit's `UITextView.textDidChangeNotification`.
  case textViewDidChange = "UITextViewTextDidChangeNotification"

  /// The notification name to observe or post.
  package var notificationName: Notification.Name { Notification.Name(rawValue) }
}
