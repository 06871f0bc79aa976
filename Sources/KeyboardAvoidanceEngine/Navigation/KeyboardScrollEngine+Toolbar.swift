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

  /// The keyboard moved: the focused input's bar looks at its accessory view again, for
  /// SwiftUI may have filled its own with the app's keyboard toolbar, or put it in, since
  /// the bar came, and the app's wins (rule T1, ``ToolbarSlot``).
  ///
  /// SwiftUI's update for a keyboard notification is main-queue work queued at the
  /// will-notification, and UIKit promises no order between that work and the
  /// did-notifications (rule O1 b). The bar looks at each did-notification and again on the
  /// main queue's turn after it: where the work ran first, the did sees it; where the did
  /// came first, the work queued at the will runs before the look queued at the did (the
  /// main queue runs its work in the order it was queued). No count of turns, in either
  /// order.
  func toolbarKeyboardDidMove(_ event: KeyboardEvent) {
    guard !event.name.isWill, let input = barInput else { return }
    updateToolbar(for: input)
    host?.afterUIKitActs(resumption(of: .toolbarLook))
  }

  /// UIKit has acted on a keyboard `did` notification: the focused input's bar looks at its
  /// accessory view again (``toolbarKeyboardDidMove(_:)``).
  func toolbarLookAfterUIKit() {
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
