package import Foundation
package import KeyboardAvoidance
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceHeadless

/// The host kinds a scenario describes, and their parts.
extension Scenario {
  /// One input of a scroll host.
  package struct Input: Sendable, Equatable {
    /// The input's identifier, used by `focus` steps and in output.
    package var id: String
    /// The input's frame in the host's content coordinates.
    package var frame: CGRect
    /// A text view's text, font and growth; `nil` for a text field.
    package var textView: TextViewSpec?
    /// A text field's Return key (`"returnKeyType"`, rule F6); a text view's Return inserts
    /// a newline whatever its key.
    package var returnKeyType: ReturnKeyType = .default
    /// Whether a text view is itself an enabled host inside the outer one (`"isHost"`,
    /// rule F8), enabled before it.
    package var isHost = false
    /// Whether a screen host's input sits in the keyboard's accessory view
    /// (`"inAccessoryView"`, rule L10): the keyboard's own window shows it, and no screen
    /// serves it.
    package var isInAccessoryView = false
  }

  /// A text view's contents and layout, for a `"text"` host or a `"textView"` input.
  package struct TextViewSpec: Sendable, Equatable {
    /// The initial text; the caret starts at its end.
    package var text: String
    /// The monospaced font.
    package var font: TextFont
    /// The text container inset (UIKit's default 8, 0, 8, 0).
    package var textContainerInset: EdgeInsets
    /// Whether the view grows with its text instead of scrolling (`isScrollEnabled` off):
    /// `"growing": true`, or `"scrolls": false`.
    package var isGrowing: Bool
  }

  /// The host's kind.
  package enum HostKind: Sendable, Equatable {
    /// A scroll view with inputs.
    case scroll
    /// A text view that is its own host and input (id `"text"`).
    case text(TextViewSpec)
    /// A table view with sections of rows; inputs live in the rows' cells.
    case table(TableSpec)
    /// A view whose bottom constraint follows the keyboard (rules C1, C2).
    case constraint(ConstraintSpec)
    /// A view controller's view that does not scroll, served by the app-wide mode through
    /// its safe area (rule L10).
    case screen(ScreenSpec)
  }

  /// A screen host: how its layout answers the safe area.
  package struct ScreenSpec: Sendable, Equatable {
    /// Whether the view's content is pinned to the safe area's bottom (`"followsSafeArea"`,
    /// default `true`); otherwise it stays where it is and only a lift moves it.
    package var followsSafeArea: Bool
  }

  /// A table host: its sections and how UIKit-like it behaves.
  package struct TableSpec: Sendable, Equatable {
    /// The sections, their rows and the rows' inputs.
    package var sections: [SectionSpec]
    /// Whether a `UITableViewController` manages the table (rule I5).
    package var isManagedByTableViewController: Bool
    /// Whether navigation may ask which rows hold inputs (`"knowsInputRows"`, default
    /// `true`); `false` behaves as UIKit does, knowing only the rows whose cells exist.
    package var knowsInputRows: Bool
    /// Whether the table is plain-style (`"style": "plain"`), whose section headers and
    /// footers float over the rows (rule F3); `"grouped"`, the default, when `false`.
    package var isPlain = false
  }

  /// A constraint host: its view, its constant and how it follows.
  package struct ConstraintSpec: Sendable, Equatable {
    /// The view's frame in the window.
    package var viewFrame: CGRect
    /// The base constant: distance from the view's bottom, or its safe area's bottom.
    package var constant: CGFloat
    /// Whether the constant is measured from the safe area's bottom.
    package var isSafeAreaAware: Bool
    /// When it moves.
    package var mode: KeyboardFollowMode
    /// Whether it is written item first (`"form": "itemFirst"`).
    package var isItemFirst = false
  }
}
