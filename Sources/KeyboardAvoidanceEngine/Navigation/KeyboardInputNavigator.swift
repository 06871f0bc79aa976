package import KeyboardAvoidanceCore

/// How a host's inputs are ordered: by rows for tables and list-style collection views
/// (``KeyboardRowList``), by frame for any other host (``FormNavigator``).
///
/// The engine uses it for Return-key navigation and for ``KeyboardAvoidanceWrapper``'s
/// `focusNext()` and `focusPrevious()`; a host gives it as its
/// ``KeyboardScrollHost/keyboardInputNavigator``.
@MainActor
package protocol KeyboardInputNavigator: KeyboardInputFocusing {
  /// Whether Return moves to the next input when the app has not said otherwise (`true`
  /// for both navigators).
  var prefersReturnKeyNavigation: Bool { get }

  /// The input after (or before) `input` in row order across sections, skipping disabled
  /// and hidden ones, ready to focus: when its cell does not exist yet, the host first
  /// scrolls its row into view, whether or not the keyboard is docked (rule F6); `timing`
  /// (nil: without animation) animates the scroll back when nothing follows.
  ///
  /// - Returns: `nil` when `input` is not in this host or has no next (previous) input.
  func input(after input: AnyObject, forward: Bool, timing: AnimationTiming?) -> AnyObject?
}

/// Focus and Return for a host's inputs: what every navigator and form host does the same
/// way, whether it moves by rows or by frames.
@MainActor
package protocol KeyboardInputFocusing: AnyObject {
  /// Makes `input` first responder; returns `false` when it cannot be.
  func focus(_ input: AnyObject) -> Bool

  /// Makes `input` resign first responder.
  func resignFocus(_ input: AnyObject)

  /// Arranges for Return in `input` to run `action`, without taking over the input's
  /// delegate (UIKit: a target-action pair for `.editingDidEndOnExit`).
  func onReturnKey(in input: AnyObject, perform action: @escaping @MainActor @Sendable () -> Void)

  /// Removes what ``onReturnKey(in:perform:)`` arranged, so that Return in `input` is the
  /// app's again.
  func removeReturnKeyAction(from input: AnyObject)

  /// The Return key `input` shows when it is a text field (UIKit: its `returnKeyType`), so
  /// that the engine decides what Return does there (rule F6); `nil` for a text view, whose
  /// Return inserts a newline, and for a key this library does not know, which stays the
  /// app's.
  func returnKeyType(of input: AnyObject) -> ReturnKeyType?
}
