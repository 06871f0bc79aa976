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

  /// A button of the bar: Previous and Next move as `focusPrevious()` and `focusNext()`
  /// do; Done ends editing of the first responder of the host's window (rule F1), then runs
  /// the Done action of the settings in effect (rule L9).
  func toolbarButtonTapped(_ button: ToolbarButton) {
    performToolbarButton(button, look: effectiveSettings.toolbarLook)
  }
}
