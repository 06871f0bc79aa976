/// How the app wants the Previous / Next / Done bar (rule T1): its tint, whether a text
/// field's placeholder is its title, and an action of the app's own for Done.
///
/// Part of ``HostSettings``, so a host enabled by hand has its own and the app-wide mode's
/// hosts take the application's (rule L9). Two looks are equal when they hold the same tint
/// and the same action (by identity) and agree on the title.
package struct ToolbarLook: Equatable, Sendable {
  /// The bar's tint (UIKit: a `UIColor`), or `nil` for UIKit's default.
  package var tint: ToolbarTint?
  /// Whether a text field's placeholder is the bar's title; a text view has none.
  package var showsPlaceholder = false
  /// What Done does besides ending editing, or `nil` for nothing more.
  package var doneAction: ToolbarDoneAction?

  /// UIKit's look: default tint, no title, Done only ends editing.
  package init() {}

  /// Whether two looks hold the same tint and action objects and the same title choice.
  package static func == (lhs: ToolbarLook, rhs: ToolbarLook) -> Bool {
    lhs.tint === rhs.tint && lhs.showsPlaceholder == rhs.showsPlaceholder
      && lhs.doneAction === rhs.doneAction
  }
}

/// A tint the app gave the bar, kept as the binding's own color object (UIKit: `UIColor`).
///
/// The engine never reads it; it hands it to the host's bar.
@MainActor
package final class ToolbarTint {
  /// The color (UIKit: a `UIColor`; the headless model: any object standing for one).
  package let color: AnyObject

  /// A tint of `color`.
  package init(_ color: AnyObject) {
    self.color = color
  }
}

/// The app's action for the bar's Done button, run with the input that was editing once
/// that input has ended editing (rule T1).
@MainActor
package final class ToolbarDoneAction {
  /// The action; its argument is the input that Done ended editing in.
  package let run: @MainActor (AnyObject) -> Void

  /// An action that runs `run`.
  package init(_ run: @escaping @MainActor (AnyObject) -> Void) {
    self.run = run
  }
}
