import KeyboardAvoidanceCore

/// The Previous / Next / Done bar above the keyboard (rule T1), in the look of the settings
/// in effect; ``InputHelperOwner`` adds, updates and takes out the bars.
extension KeyboardScrollEngine: InputHelperOwner {
  /// The scroll view whose inputs get the bar and Return action.
  var navigationHost: (any KeyboardNavigationHost)? { host }

  /// Gives `input`, which just began editing in this host, the bar in the look of the
  /// settings in effect, or brings the bar it has up to date (rule L9).
  func updateToolbar(for input: AnyObject) {
    updateToolbar(for: input, look: effectiveSettings.toolbarLook)
  }

  /// The keyboard moves: the focused input's bar looks at its accessory view again, for
  /// SwiftUI may have filled its own with the app's keyboard toolbar, or put it in, since
  /// the bar came, and the app's wins (rule T1, ``ToolbarSlot``).
  ///
  /// SwiftUI's update for the keyboard's notification runs on the main queue after the
  /// notification's observers, in an order with the did-notifications UIKit does not
  /// promise (rule O1 b): the bar looks at each did-notification, and, after each
  /// will-notification, on the main queue's second turn, after the update the first turn's
  /// work was queued beside.
  func toolbarKeyboardDidMove(_ event: KeyboardEvent) {
    guard let input = barInput else { return }
    if event.name.isWill {
      host?.afterUIKitActs(resumption(of: .toolbarLook(turnsLeft: 1)))
    } else {
      updateToolbar(for: input)
    }
  }

  /// A main-queue turn after a keyboard `will` notification has passed.
  func toolbarLookTurnPassed(turnsLeft: Int) {
    guard turnsLeft <= 0 else {
      host?.afterUIKitActs(resumption(of: .toolbarLook(turnsLeft: turnsLeft - 1)))
      return
    }
    if let input = barInput { updateToolbar(for: input) }
  }

  /// The focused input, when the engine gave it the bar and the bar is on.
  private var barInput: AnyObject? {
    guard effectiveSettings.showsToolbar, let input = focusedInput,
      toolbarInputs.contains(where: { $0.value === input })
    else { return nil }
    return input
  }

  /// A button of the bar: Previous and Next move as `focusPrevious()` and `focusNext()`
  /// do; Done ends editing of the first responder of the host's window (rule F1), then runs
  /// the Done action of the settings in effect (rule L9).
  func toolbarButtonTapped(_ button: ToolbarButton) {
    performToolbarButton(button, look: effectiveSettings.toolbarLook)
  }
}
