package import KeyboardAvoidanceCore

/// Everything an app can set on a host: its own, or the application's for every host the
/// app-wide mode serves (rule L9).
package struct HostSettings: Equatable, Sendable {
  /// Margin and extra spacing (rules F2, I1).
  package var geometry = KeyboardSettings()
  /// Whether inputs without an accessory view of their own get the Previous / Next / Done
  /// bar (rule T1); off by default.
  package var showsToolbar = false
  /// The bar's tint, title and Done action (rule T1); UIKit's look by default.
  package var toolbarLook = ToolbarLook()
  /// Whether a tap outside any input ends editing (rule T2); off by default.
  package var endsEditingOnTap = false
  /// Whether Return moves to the next input (rule F6); on by default for a host.
  package var isReturnKeyNavigationEnabled = true

  /// A host's defaults: margin 16, no extra spacing, no bar, no tap, Return navigation on.
  package init() {}

  /// The application's defaults (rule L9): a host's, with Return navigation off, so that
  /// the one line that turns the app-wide mode on changes nothing about what Return does in
  /// the app's fields and in those of the frameworks it embeds, until the app asks.
  package static var application: HostSettings {
    var settings = HostSettings()
    settings.isReturnKeyNavigationEnabled = false
    return settings
  }
}
