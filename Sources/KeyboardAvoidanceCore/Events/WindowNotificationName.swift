/// UIKit's key-window notification, whose `object` is the window (rule F1).
///
/// There is one keyboard, and it serves the key window: a host reveals its window's first
/// responder only while that window is key, and reveals it when the window becomes key
/// again. The raw value is the notification's name
/// (`UIWindow.didBecomeKeyNotification.rawValue`); it carries no `userInfo`.
package enum WindowNotificationName: String, UIKitNotificationName {
  /// A window became key: the keyboard now serves its first responder.
  case didBecomeKey = "UIWindowDidBecomeKeyNotification"
}
