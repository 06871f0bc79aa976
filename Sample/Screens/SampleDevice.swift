import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting

/// What every sample screen starts from: a device's screen with a full-screen window.
@MainActor
enum SampleDevice {
  /// A screen of the preset's size and a full-screen window with its safe area, plus any
  /// extra bottom safe area (a tab bar).
  static func window(for preset: KeyboardDevicePreset, extraBottom: CGFloat = 0) -> (
    HeadlessScreen, HeadlessWindow
  ) {
    let screen = HeadlessScreen(size: preset.screenSize)
    var safeArea = preset.safeArea
    safeArea.bottom += extraBottom
    let window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: preset.screenSize),
      safeAreaInsets: safeArea)
    return (screen, window)
  }
}
