import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A view that can become first responder and posts UIKit's editing notifications.
@MainActor
package protocol HeadlessEditable: HeadlessView {
  /// The notification posted when editing begins.
  var beginEditingName: EditingNotificationName { get }
  /// The notification posted when editing ends.
  var endEditingName: EditingNotificationName { get }
  /// Whether the view accepts focus now.
  var acceptsFocus: Bool { get }
}

/// First-responder rules shared by text fields and text views, as in UIKit: one first
/// responder per screen; becoming it makes the previous one resign first; a view outside
/// a window, hidden or disabled cannot become it; a view that leaves its window resigns.
@MainActor
enum FirstResponder {
  /// Makes `view` first responder; posts its begin-editing notification unless
  /// `postsBeginEditing` is `false` (the caller posts it later, as UIKit does for a text
  /// view after the keyboard's will-show).
  static func become(_ view: some HeadlessEditable, postsBeginEditing: Bool = true) -> Bool {
    guard view.acceptsFocus, !view.isHidden, let screen = view.window?.screen else { return false }
    if screen.firstResponder === view { return true }
    if let current = screen.firstResponder as? any HeadlessEditable {
      _ = resign(current)
    }
    screen.firstResponder = view
    if postsBeginEditing {
      screen.notificationCenter.post(name: view.beginEditingName.notificationName, object: view)
    }
    return true
  }

  static func resign(_ view: some HeadlessEditable) -> Bool {
    guard let screen = view.window?.screen, screen.firstResponder === view else { return true }
    end(view, on: screen)
    return true
  }

  /// Ends editing of a view that just left the window of `screen`.
  static func viewDidLeaveWindow(_ view: some HeadlessEditable, screen: HeadlessScreen?) {
    guard view.window == nil, let screen, screen.firstResponder === view else { return }
    end(view, on: screen)
  }

  private static func end(_ view: some HeadlessEditable, on screen: HeadlessScreen) {
    screen.firstResponder = nil
    screen.notificationCenter.post(name: view.endEditingName.notificationName, object: view)
  }
}
