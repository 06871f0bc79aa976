package import Foundation
import KeyboardAvoidanceCore

/// The settings one level of a view tree gives the keyboard-avoiding containers below it,
/// each one set or left to the level above (rule S1): an app sets its margin and bar once,
/// above its screens, as it sets SwiftUI's `scrollDismissesKeyboard`, and a container's own
/// modifier still has the last word.
///
/// Pure values, free of SwiftUI, so that the rule is tested where SwiftUI does not exist:
/// the SwiftUI binding keeps one in SwiftUI's environment (`Tint` is SwiftUI's `Color`
/// there), stacks each level's over the one above with ``over(_:)``, the container
/// modifier's own parameters last, and reads the result's ``resolved`` settings.
package struct InheritableSettings<Tint> {
  /// Room kept around the focused input (rule F2), or `nil` for the level above's.
  package var margin: CGFloat?
  /// Whether inputs get the Previous / Next / Done bar (rule T1), or `nil` for the level
  /// above's.
  package var showsToolbar: Bool?
  /// The bar's tint, or `nil` for the level above's (the app's tint where no level sets
  /// one).
  package var toolbarTint: Tint?
  /// Whether a text field's placeholder is the bar's title, or `nil` for the level above's.
  package var showsPlaceholderAsToolbarTitle: Bool?

  /// Settings that set what is given and leave the rest to the level above.
  package init(
    margin: CGFloat? = nil, showsToolbar: Bool? = nil, toolbarTint: Tint? = nil,
    showsPlaceholderAsToolbarTitle: Bool? = nil
  ) {
    self.margin = margin
    self.showsToolbar = showsToolbar
    self.toolbarTint = toolbarTint
    self.showsPlaceholderAsToolbarTitle = showsPlaceholderAsToolbarTitle
  }

  /// These settings, given nearer the container, over `outer`'s: each one set here wins,
  /// each one left open is `outer`'s.
  package func over(_ outer: Self) -> Self {
    Self(
      margin: margin ?? outer.margin, showsToolbar: showsToolbar ?? outer.showsToolbar,
      toolbarTint: toolbarTint ?? outer.toolbarTint,
      showsPlaceholderAsToolbarTitle: showsPlaceholderAsToolbarTitle
        ?? outer.showsPlaceholderAsToolbarTitle)
  }

  /// The settings in effect: each one set, else a host's default (``HostSettings``:
  /// margin 16, no bar; ``ToolbarLook``: the app's tint, no title).
  package var resolved: Resolved {
    let host = HostSettings()
    return Resolved(
      margin: margin ?? host.geometry.margin, showsToolbar: showsToolbar ?? host.showsToolbar,
      toolbarTint: toolbarTint,
      showsPlaceholderAsToolbarTitle: showsPlaceholderAsToolbarTitle
        ?? host.toolbarLook.showsPlaceholder)
  }

  /// Every setting decided: what a container applies.
  package struct Resolved {
    /// Room kept around the focused input (rule F2).
    package var margin: CGFloat
    /// Whether inputs get the Previous / Next / Done bar (rule T1).
    package var showsToolbar: Bool
    /// The bar's tint, `nil` for the app's.
    package var toolbarTint: Tint?
    /// Whether a text field's placeholder is the bar's title.
    package var showsPlaceholderAsToolbarTitle: Bool

    /// Decided settings.
    package init(
      margin: CGFloat, showsToolbar: Bool, toolbarTint: Tint?,
      showsPlaceholderAsToolbarTitle: Bool
    ) {
      self.margin = margin
      self.showsToolbar = showsToolbar
      self.toolbarTint = toolbarTint
      self.showsPlaceholderAsToolbarTitle = showsPlaceholderAsToolbarTitle
    }
  }
}

extension InheritableSettings: Equatable where Tint: Equatable {}
extension InheritableSettings: Sendable where Tint: Sendable {}
extension InheritableSettings.Resolved: Equatable where Tint: Equatable {}
extension InheritableSettings.Resolved: Sendable where Tint: Sendable {}
