/// Which sentinel views a binding keeps beside an enabled host, and whether it hears the
/// host's drags (rules K7, L3, D1).
///
/// A binding hears what no keyboard notification announces through hidden views: one
/// inside the host for its window (always, while enabled), and, decided here, one beside
/// it sharing its frame and safe area, and one on the keyboard layout guide with a target
/// on the pan gesture. Views beside the host exist only while it is in a window, so none
/// outlives a host that is released, and never next to a view controller's root view (a
/// table view controller's table among them): its superview is UIKit's own container,
/// which moves it between containers without a window change, and the bars' safe area is
/// given to the root view, not to its container.
package struct SentinelPlan: Equatable, Sendable {
  /// A sentinel beside the host, pinned to its edges: its moves, resizes and safe area.
  package var besideHost: Bool
  /// A sentinel on the keyboard layout guide and a pan target: the user's drags.
  package var keyboardGuide: Bool

  /// The plan for a host.
  ///
  /// - Parameters:
  ///   - isInWindow: Whether the host is in a window now.
  ///   - hasSuperview: Whether the host has a superview to put sentinels in.
  ///   - isViewControllersRootView: Whether the host is a view controller's root view.
  ///   - dismissMode: The host's keyboard dismiss mode: only the interactive modes follow
  ///     drags (rule D3).
  package init(
    isInWindow: Bool, hasSuperview: Bool, isViewControllersRootView: Bool,
    dismissMode: KeyboardDismissMode
  ) {
    besideHost = isInWindow && hasSuperview && !isViewControllersRootView
    keyboardGuide = besideHost && dismissMode.isInteractive
  }
}
