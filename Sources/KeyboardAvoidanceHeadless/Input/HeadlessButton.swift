package import Foundation

/// A button: a control whose action runs when the user taps it.
///
/// Models `UIButton` for taps: UIKit gives a control's tap precedence over a tap recognizer
/// of an ancestor ("the button's action method receives the touch event instead of the
/// gesture recognizer"), so a tap on it runs its action and nothing else.
@MainActor
package final class HeadlessButton: HeadlessView {
  /// Runs when the user taps the button.
  package var action: (@MainActor () -> Void)?
  /// How many times the user tapped it.
  package private(set) var taps = 0

  /// Creates a button.
  package override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The user's tap: the action runs.
  func sendTap() {
    taps += 1
    action?()
  }
}
