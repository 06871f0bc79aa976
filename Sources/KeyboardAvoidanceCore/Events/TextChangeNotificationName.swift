package import Foundation

/// The notifications that move a text view's caret (rule F5).
///
/// UIKit posts `UITextView.textDidChangeNotification` after each user edit. It posts no
/// notification for selection changes (only the delegate hears them, and a library must
/// not take the delegate), so KeyboardAvoidance defines one: post it with the text view as
/// object from `textViewDidChangeSelection(_:)`. The headless text view posts both.
package enum TextChangeNotificationName: String, CaseIterable, Sendable {
  /// UIKit's `UITextView.textDidChangeNotification`.
  case textViewDidChange = "UITextViewTextDidChangeNotification"
  /// KeyboardAvoidance's own: the selection of the object (a text view) changed.
  case selectionDidChange = "KeyboardAvoidanceTextSelectionDidChangeNotification"

  /// The notification name to observe or post.
  package var notificationName: Notification.Name { Notification.Name(rawValue) }
}
