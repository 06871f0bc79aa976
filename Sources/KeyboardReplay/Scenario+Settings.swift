import KeyboardAvoidance
import KeyboardAvoidanceCore

extension Scenario {
  /// Gives `keyboard` the scenario's settings: margin, extra spacing, the bar, tap to
  /// dismiss, and Return navigation when the scenario names it.
  ///
  /// The same for every world: the application's settings in the app-wide mode, the host's
  /// otherwise (rule L9).
  @MainActor
  func applySettings<Base: KeyboardAvoidanceConfigurable>(
    to keyboard: KeyboardAvoidanceWrapper<Base>
  ) {
    keyboard.margin = settings.margin
    keyboard.extraSpacing = settings.extraSpacing
    keyboard.showsToolbar = showsToolbar
    keyboard.endsEditingOnTap = endsEditingOnTap
    if let returnKeyNavigation {
      keyboard.isReturnKeyNavigationEnabled = returnKeyNavigation
    }
  }
}
