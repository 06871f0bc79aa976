import Foundation
import KeyboardAvoidanceCore

/// What the app-wide observer forwards events to: a scroll view's engine or a
/// constraint's engine.
@MainActor
protocol KeyboardEventReceiver: AnyObject {
  /// A keyboard notification that passed rule K3.
  func keyboardDidChange(_ event: KeyboardEvent)
  /// An input began editing (rule F1).
  func inputDidBeginEditing(_ input: AnyObject)
  /// The focused text view's caret moved (rule F5).
  func caretDidMove(in input: AnyObject)
  /// Its view moved without a keyboard notification: re-apply the last keyboard event to
  /// the current geometry (rule K7).
  func geometryDidChange()
  /// Whether this engine hears each event after every scroll view's engine has handled
  /// it: constraints' engines do, to see inputs where scrolling left them.
  var runsAfterScrollHosts: Bool { get }
  /// The keyboard's top edge moved to `top` (screen space) without a notification: a user
  /// drags it down (rule D1).
  func keyboardTopDidMove(to top: CGFloat)
}

extension KeyboardEventReceiver {
  /// Not every engine follows a drag.
  func keyboardTopDidMove(to top: CGFloat) {}
}
