/// The app-wide mode's way to the scroll views above an input (rule L7).
///
/// The binding walks the input's superviews, nearest first, and enables the one
/// ``AppWideHostChoice`` picks (UIKit: `UIView.superview`; the headless model: its own
/// views). The observer asks it when an input begins editing, before any engine hears of
/// it, so that a host enabled this way reveals the input as one enabled by hand does.
@MainActor
package protocol AppWideHosts: AnyObject {
  /// Enables the host rule L7 picks for `input`, if any; with none, hands it to its screen
  /// (rule L10).
  ///
  /// - Returns: Whether a scroll view or its screen serves the input now: the application's
  ///   helpers reach it (rule L9). Not when the app opted its host or screen out.
  /// - Complexity: O(depth of `input` in its view tree), never of the number of views.
  @discardableResult
  func enableHost(for input: AnyObject) -> Bool

  /// Turns tap to dismiss on every window on or off (rule T2 set on the application, L9):
  /// while on, a tap anywhere in a window outside any input, a control, a navigation bar or
  /// a toolbar ends editing in that window, on every window as it becomes visible (UIKit:
  /// `UIWindow.didBecomeVisibleNotification`). Turning it on twice changes nothing.
  func endEditingOnWindowTaps(_ isOn: Bool)

  /// The inputs that are their window's first responder now, in every window of the app.
  ///
  /// Asked once, when the mode is turned on at the library's first use in the process:
  /// those inputs began editing before anyone observed it (rule L2).
  ///
  /// - Complexity: O(views in the app's windows); never asked at a keyboard event.
  func inputsEditingInEveryWindow() -> [AnyObject]
}
