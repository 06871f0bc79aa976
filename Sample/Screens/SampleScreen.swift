package import KeyboardAvoidanceHeadless
package import KeyboardAvoidanceTesting

/// What every sample screen has: the device it runs on, the device's screen with a
/// full-screen window, and the keyboard.
///
/// A subclass builds its views in the window that `SampleDevice.window(for:extraBottom:)`
/// makes, hands the screen and window over, and then enables avoidance.
@MainActor
package class SampleScreen {
  /// The screen.
  package let screen: HeadlessScreen
  /// The full-screen window.
  package let window: HeadlessWindow
  /// The keyboard.
  package let keyboard: HeadlessKeyboard
  /// The device the screen runs on.
  package internal(set) var preset: KeyboardDevicePreset

  /// Takes over a device's screen and window, with a keyboard on that screen.
  init(preset: KeyboardDevicePreset, screen: HeadlessScreen, window: HeadlessWindow) {
    self.preset = preset
    self.screen = screen
    self.window = window
    keyboard = HeadlessKeyboard(screen: screen)
  }
}
