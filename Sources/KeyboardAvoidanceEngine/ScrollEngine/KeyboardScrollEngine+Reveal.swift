package import Foundation
import KeyboardAvoidanceCore

/// Inputs UIKit does not announce: a rect to reveal, an input the app reports.
extension KeyboardScrollEngine {
  /// Scrolls the least so that `rect` (in the host's content coordinates), grown by the
  /// margin, is in view above a docked keyboard, with the keyboard's timing (rules F2, F3);
  /// while the keyboard is hidden or undocked, or the host is not in a window, nothing is
  /// written (rule F4).
  package func reveal(_ rect: CGRect) {
    guard isEnabled, let host, let event = observer?.lastEvent else { return }
    var snapshot = read(host)
    // During a drag nothing is scrolled (rule D1).
    guard snapshot.frameInScreen != nil, let keyboard = DockedKeyboard(event, on: snapshot),
      !dismissal.ownsInset
    else { return }
    snapshot.focus = FocusGeometry(inputRect: rect)
    apply(keyboard, timing: event.timing, reveal: .target, to: host, snapshot)
  }

  /// Tells the host's observer that `input` began or ended editing, for inputs that post
  /// no UIKit editing notification; the engines then treat it as UIKit's (rule F1).
  package func announceEditing(of input: AnyObject, began: Bool) {
    host?.hostKeyboardObserver?.receive(.editing(input, began: began))
  }

  /// Tells the host's observer that the selection of `input` moved, as UIKit tells only the
  /// text view's delegate; the engines then follow its caret (rule F5).
  package func announceSelectionChange(of input: AnyObject) {
    host?.hostKeyboardObserver?.receive(.caretMoved(input))
  }
}
