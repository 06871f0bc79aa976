package import Foundation

/// A set of UIKit notifications whose raw values are their names, as
/// `Notification.Name.rawValue` spells them: the keyboard's six (``KeyboardEventName``) and
/// the text inputs' four (``EditingNotificationName``).
package protocol UIKitNotificationName: RawRepresentable, CaseIterable, Sendable
where RawValue == String {}

extension UIKitNotificationName {
  /// Creates the case for a notification name, or `nil` for any other name.
  package init?(notificationName: Notification.Name) {
    self.init(rawValue: notificationName.rawValue)
  }

  /// The notification name to observe or post.
  package var notificationName: Notification.Name { Notification.Name(rawValue) }
}
