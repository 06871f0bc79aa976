import Foundation
import KeyboardAvoidanceCore

/// What the observer knows of focus: the editing notifications, the key window and the
/// caret, and the first responder of each window (rules F1, F5, L2).
extension KeyboardObserver {
  /// The text or selection of `input` changed: the engines follow its caret while it is
  /// the first responder of its window (rule F5).
  func caretDidMove(in input: AnyObject) {
    guard focus.isEditing(input) else { return }
    send(.caretMoved(input))
  }

  func editingDidChange(_ input: AnyObject, began: Bool) {
    KeyboardLog.write("\(KeyboardLog.name(of: input)) \(began ? "began" : "ended") editing")
    hasLookedForEditingInputs = true
    guard began else {
      focus.ended(input)
      return
    }
    focus.began(input)
    inputBeginningEditing = input
    appWideHosts?.enableHost(for: input)
    inputBeginningEditing = nil
    send(.editingBegan(input))
  }

  /// `window` became key; one the system made (the keyboard's own, AutoFill's) is not the
  /// app's and leaves the key window as it was (rule F1).
  func windowDidBecomeKey(_ window: AnyObject) {
    guard focus.becameKey(window) else {
      KeyboardLog.write("\(KeyboardLog.name(of: window)) became key: the system's, passed over")
      return
    }
    KeyboardLog.write("\(KeyboardLog.name(of: window)) became key")
    send(.windowBecameKey(window))
  }

  /// Learns the inputs that were editing before the observer listened: at the library's
  /// first use in the process, UIKit posted their begin-editing before anyone observed it
  /// (rule L2, a screen pushed or the app-wide mode turned on while a field edits).
  ///
  /// The bindings call it whenever they hand the observer to a host, and when the app-wide
  /// mode is turned on; `find` returns the inputs that are their window's first responder,
  /// or `nil` when it cannot look (a host in no window: none of its inputs can be editing).
  /// Only the first look runs (it walks views), and none once an editing notification was
  /// heard, so no keyboard event ever pays for it. An input found is its window's first
  /// responder, as if it had just begun editing; the app-wide mode serves it when turned on
  /// (rule L7).
  package func adoptEditingInputsOnce(found find: () -> [AnyObject]?) {
    guard !hasLookedForEditingInputs, let found = find() else { return }
    hasLookedForEditingInputs = true
    for input in found where !focus.isEditing(input) {
      KeyboardLog.write("\(KeyboardLog.name(of: input)) was editing before the first use (L2)")
      focus.began(input)
    }
  }

  /// The input that began editing last and has not ended, in any window.
  package var focusedInput: AnyObject? { focus.latest }

  /// The first responder of `window` (rule F1): what a host in that window acts on; for
  /// `nil` (a host that cannot tell its window), the input that began editing last.
  ///
  /// - Complexity: O(windows with an editing input).
  package func focusedInput(in window: AnyObject?) -> AnyObject? {
    focus.input(in: window)
  }

  /// Whether `window` is the key window, the one the keyboard serves (rule F1): the window
  /// that last became key or had an input begin editing.
  ///
  /// Every window counts as key until one of those happened while the observer listened,
  /// and `nil` (a host that cannot tell its window) always does.
  package func isKey(_ window: AnyObject?) -> Bool {
    focus.isKey(window)
  }
}
