import KeyboardAvoidanceHeadless

/// What every replay world stands on, as a scenario sets it out: the screen, the app's
/// window on it (its frame and safe area), and the keyboard that posts the scenario's
/// notifications on that screen.
@MainActor
struct ReplayDevice {
  /// The screen.
  let screen: HeadlessScreen
  /// The app's window.
  let window: HeadlessWindow
  /// The keyboard, hidden at first: a keyboard up at the start is the screen's, not posted.
  let keyboard: HeadlessKeyboard

  init(scenario: Scenario) {
    screen = HeadlessScreen(size: scenario.screenSize)
    window = HeadlessWindow(
      screen: screen, frame: scenario.windowFrame, safeAreaInsets: scenario.windowSafeArea)
    keyboard = HeadlessKeyboard(screen: screen)
  }
}
