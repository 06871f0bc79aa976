/// The Return key a text field shows (`UIReturnKeyType`, same raw values), and what the
/// engine makes Return do there (rule F6).
///
/// UIKit ends editing on Return in a field that has an `editingDidEndOnExit` target, so the
/// engine installs its target only where Return is the engine's: in a field whose key says
/// "move on" (``default``, ``next``, ``continue``) or "finish" (``done``). Send, Go, Search
/// and the other keys name the app's own action; the engine leaves such a field alone.
package enum ReturnKeyType: Int, Sendable, CaseIterable {
  /// "return".
  case `default` = 0
  /// "Go".
  case go = 1
  /// "Google".
  case google = 2
  /// "Join".
  case join = 3
  /// "Next".
  case next = 4
  /// "Route".
  case route = 5
  /// "Search".
  case search = 6
  /// "Send".
  case send = 7
  /// "Yahoo".
  case yahoo = 8
  /// "Done".
  case done = 9
  /// "Emergency Call".
  case emergencyCall = 10
  /// "Continue" (iOS 9).
  case `continue` = 11

  /// What Return does in a text field with this key while the engine navigates (rule F6).
  package enum Role: Sendable, Equatable {
    /// Moves to the next input; after the last one, ends editing.
    case movesToNextInput
    /// Ends editing.
    case endsEditing
    /// The app's: the engine adds nothing, so Return does what the app made it do.
    case belongsToApp
  }

  /// What Return does in a text field with this key (rule F6).
  package var role: Role {
    switch self {
    case .default, .next, .continue: .movesToNextInput
    case .done: .endsEditing
    case .go, .google, .join, .route, .search, .send, .yahoo, .emergencyCall: .belongsToApp
    }
  }
}
