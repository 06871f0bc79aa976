package import KeyboardAvoidanceCore

/// A host whose inputs have an order: tables and collection views.
///
/// The engine uses it for Return-key navigation and for ``KeyboardAvoidanceWrapper``'s
/// `focusNext()` and `focusPrevious()`. A host that does not adopt it has no navigation.
@MainActor
package protocol KeyboardInputNavigator: AnyObject {
  /// Whether Return moves to the next input when the app has not said otherwise
  /// (`true` for tables and collection views).
  var prefersReturnKeyNavigation: Bool { get }

  /// The input after (or before) `input` in row order across sections, skipping disabled
  /// and hidden ones, ready to focus: when its cell does not exist yet, the host first
  /// scrolls its row into view, animated with `timing` (nil: without animation), if
  /// `mayScroll` allows; while the keyboard is away the engine scrolls nothing (SPEC F4).
  ///
  /// - Returns: `nil` when `input` is not in this host, has no next (previous) input, or
  ///   the next one has no cell and `mayScroll` is `false`.
  func input(after input: AnyObject, forward: Bool, mayScroll: Bool, timing: AnimationTiming?)
    -> AnyObject?

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
}
