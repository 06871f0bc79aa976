package import KeyboardAvoidanceCore

/// Return and previous/next in a host: how its inputs take focus, what Return does in
/// them, and which input comes next.
///
/// Every scroll host is one (``KeyboardScrollHost`` refines it). A plain scroll view or
/// text view orders its inputs by frame and its ``layoutDirection``
/// (``FormInput/next(after:toward:in:direction:)``); tables and list-style collection views
/// by rows, through cells that may not exist yet
/// (``KeyboardRowList/inputInRowOrder(after:toward:)``).
@MainActor
package protocol KeyboardNavigationHost: AnyObject {
  /// The walk to the input after (or before) `input`: the input, ready to focus; the end
  /// (`input` is not in this host, or nothing follows or precedes it); or, for a list that
  /// scrolled a row whose cell does not exist yet into view, a walk that goes on in the
  /// host's next layout pass, where the cell is made (rules F6, L8).
  func nextInput(after input: AnyObject, toward direction: NavigationDirection) -> InputWalk

  /// Whether an input comes after (before) `input`, found without scrolling or making
  /// cells, for the bar's Previous and Next (rule T1); a list that cannot tell without a
  /// row's cell answers `true`.
  func hasNextInput(after input: AnyObject, toward direction: NavigationDirection) -> Bool

  /// Gives `input` the Previous / Next / Done bar, or updates the bar it has, with the two
  /// buttons enabled as given, the app's tint (`nil`: UIKit's) and a title (`nil`: none);
  /// the bar calls `perform` with the button tapped (rule T1).
  ///
  /// - Returns: `false`, and nothing changes, when `input` has an accessory view of the
  ///   app's own.
  func showToolbar(
    on input: AnyObject, canMoveBack: Bool, canMoveForward: Bool, tint: AnyObject?,
    title: String?, perform: @escaping @MainActor @Sendable (ToolbarButton) -> Void
  ) -> Bool

  /// Takes out the bar ``showToolbar(on:canMoveBack:canMoveForward:tint:title:perform:)``
  /// gave `input`, if it still has it.
  func removeToolbar(from input: AnyObject)

  /// The placeholder `input` shows when it is a text field (UIKit: its `placeholder`), the
  /// bar's title when the app asks for it (rule T1); `nil` for a text view, which has none.
  func placeholder(of input: AnyObject) -> String?

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

  /// The direction the host lays out its content in (UIKit: its
  /// `effectiveUserInterfaceLayoutDirection`), which orders the inputs of a line for Return
  /// and the bar's Previous and Next (rule F6); left to right unless the host says otherwise.
  var layoutDirection: LayoutDirection { get }

  /// The Return key `input` shows when it is a text field (UIKit: its `returnKeyType`), so
  /// that the engine decides what Return does there (rule F6); `nil` for a text view, whose
  /// Return inserts a newline, and for a key this library does not know, which stays the
  /// app's.
  func returnKeyType(of input: AnyObject) -> ReturnKeyType?
}

extension KeyboardNavigationHost {
  /// Left to right, for a host that does not know its direction.
  package var layoutDirection: LayoutDirection { .leftToRight }
}
