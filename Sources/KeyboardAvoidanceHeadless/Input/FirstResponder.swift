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
/// responder per window (rule F1); becoming it makes the previous one of that window resign
/// first, and makes the window key; a view outside a window, hidden or disabled cannot
/// become it; a view that leaves its window resigns.
@MainActor
enum FirstResponder {
  /// Makes `view` first responder of its window; posts its begin-editing notification unless
  /// `postsBeginEditing` is `false` (the caller posts it later, as UIKit does for a text
  /// view after the keyboard's will-show).
  ///
  /// The window's previous first responder ends editing first; a window that is not key
  /// becomes key then, before the view begins: the keyboard serves the window being typed
  /// in. An input editing in another window keeps editing there.
  static func become(_ view: some HeadlessEditable, postsBeginEditing: Bool = true) -> Bool {
    guard view.acceptsFocus, !view.isHidden, let window = view.window, let screen = window.screen
    else { return false }
    if window.firstResponder === view { return true }
    if let current = window.firstResponder as? any HeadlessEditable {
      _ = resign(current)
    }
    window.becomeKey()
    window.firstResponder = view
    if postsBeginEditing {
      screen.notificationCenter.post(name: view.beginEditingName.notificationName, object: view)
    }
    return true
  }

  static func resign(_ view: some HeadlessEditable) -> Bool {
    guard let window = view.window, let screen = window.screen, window.firstResponder === view
    else { return true }
    end(view, in: window, on: screen)
    return true
  }

  /// Makes a text view first responder in UIKit's order: with the keyboard hidden, its
  /// begin-editing notification waits for the keyboard's will-show, which the keyboard
  /// posts first (rules L7, T1), and comes right after it; with the keyboard up, at once.
  ///
  /// A text field posts its own before; only a text view's comes after. Without a
  /// will-show, the notification comes at the end of the turn of the keyboard's next
  /// notification, before a later notification, or before editing ends: UIKit posts it
  /// all the same.
  static func becomeAfterKeyboard(_ view: some HeadlessEditable) -> Bool {
    guard let screen = view.window?.screen, !screen.isKeyboardShown,
      screen.systemKeyboardFrame == nil,
      view.window?.firstResponder !== view
    else { return become(view) }
    screen.postPendingBeginEditing()
    guard become(view, postsBeginEditing: false) else { return false }
    screen.pendingBeginEditing = view
    return true
  }

  /// Ends editing of a view that just left `window`.
  static func viewDidLeaveWindow(_ view: some HeadlessEditable, window: HeadlessWindow?) {
    guard view.window !== window, let window, let screen = window.screen,
      window.firstResponder === view
    else { return }
    end(view, in: window, on: screen)
  }

  private static func end(
    _ view: some HeadlessEditable, in window: HeadlessWindow, on screen: HeadlessScreen
  ) {
    // A text view whose begin-editing still waits for the keyboard has begun all the same.
    if screen.pendingBeginEditing === view { screen.postPendingBeginEditing() }
    window.firstResponder = nil
    screen.notificationCenter.post(name: view.endEditingName.notificationName, object: view)
  }
}
