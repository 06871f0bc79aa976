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
    let keyboard = HeadlessKeyboard(screen: screen)
    let movesFocus =
      window.firstResponder is any HeadlessEditable
      && keyboard.softwareKeyboardFrame != nil
    if let current = window.firstResponder as? any HeadlessEditable {
      end(current, in: window, on: screen)
    }
    // Rule O1 m: a window that is not key may become key after its input began editing.
    let keyLater = !window.isKey && screen.orders.pick(.m) == 1
    if !keyLater { window.becomeKey() }
    window.firstResponder = view
    // Rule O1 j: UIKit scrolls a newly focused input into its scroll view, before the
    // engine's reveal or after it.
    let scroll = UIKitFocusScroll(view)
    let scrollOrder = scroll == nil ? 0 : screen.orders.pick(.j)
    if scrollOrder == 1 { scroll?.run(afterEngines: false) }
    if postsBeginEditing {
      screen.notificationCenter.post(name: view.beginEditingName.notificationName, object: view)
    }
    if keyLater { window.becomeKey() }
    if movesFocus { keyboard.postFocusMove() } else { keyboard.showAfterResign() }
    if scrollOrder == 2, let scroll { screen.atStepEnd { scroll.run(afterEngines: true) } }
    return true
  }

  /// Makes `view` resign, and posts what UIKit may post when no input follows (rule O1 d).
  static func resign(_ view: some HeadlessEditable) -> Bool {
    guard let window = view.window, let screen = window.screen, window.firstResponder === view
    else { return true }
    end(view, in: window, on: screen)
    HeadlessKeyboard(screen: screen).postResign()
    return true
  }

  /// Makes a text field first responder: with the keyboard hidden, its begin-editing comes
  /// before the keyboard's will-show or after it, as picked at rule O1 a (0 and 1 before,
  /// 2 after).
  static func becomeField(_ view: some HeadlessEditable) -> Bool {
    guard waitsForKeyboard(view), let screen = view.window?.screen,
      screen.orders.pick(.a) == 2
    else { return become(view) }
    return becomeBeforeBeginEditing(view, on: screen)
  }

  /// Makes a text view first responder in UIKit's order: with the keyboard hidden, its
  /// begin-editing notification waits for the keyboard's will-show, which the keyboard
  /// posts first (rules L7, T1), and comes right after it; with the keyboard up, at once.
  ///
  /// A text field posts its own before; only a text view's comes after. Without a
  /// will-show, the notification comes at the end of the turn of the keyboard's next
  /// notification, before a later notification, or before editing ends: UIKit posts it
  /// all the same.
  ///
  /// That is the usual order of rule O1 a; its order 1 posts the begin-editing at once.
  static func becomeAfterKeyboard(_ view: some HeadlessEditable) -> Bool {
    guard waitsForKeyboard(view), let screen = view.window?.screen,
      screen.orders.pick(.a) != 1
    else { return become(view) }
    return becomeBeforeBeginEditing(view, on: screen)
  }

  /// Whether `view` would begin editing with the keyboard hidden: a will-show follows.
  private static func waitsForKeyboard(_ view: some HeadlessEditable) -> Bool {
    guard let screen = view.window?.screen else { return false }
    return !screen.isKeyboardShown && screen.systemKeyboardFrame == nil
      && view.window?.firstResponder !== view
  }

  /// Makes `view` first responder now and its begin-editing wait for the keyboard's
  /// will-show.
  ///
  /// It waits from before the focus posts anything: a keyboard that UIKit brings back at
  /// once (after a resign's hide, rule O1 d) carries the begin-editing in its own turn,
  /// right after its will-show, or at that turn's end when only its frame changes come
  /// (rule O1 e), never in a later turn.
  private static func becomeBeforeBeginEditing(
    _ view: some HeadlessEditable, on screen: HeadlessScreen
  ) -> Bool {
    screen.postPendingBeginEditing()
    screen.pendingBeginEditing = view
    guard become(view, postsBeginEditing: false) else {
      if screen.pendingBeginEditing === view { screen.pendingBeginEditing = nil }
      return false
    }
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
