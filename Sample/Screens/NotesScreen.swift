import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

/// The notes editor sample: a full-screen text view, avoidance in one line.
@MainActor
package final class NotesScreen {
  /// The screen.
  package let screen: HeadlessScreen
  /// The full-screen window.
  package let window: HeadlessWindow
  /// The editor, host and input at once.
  package let textView: HeadlessTextView
  /// The keyboard.
  package let keyboard: HeadlessKeyboard
  /// The device.
  package let preset: DevicePreset

  /// Builds the editor on a device and enables avoidance.
  package init(preset: DevicePreset = .iPhone15Portrait) {
    self.preset = preset
    (screen, window) = SampleDevice.window(for: preset)
    textView = HeadlessTextView(
      identifier: "notes", frame: window.bounds, font: TextFont(lineHeight: 22, charWidth: 9))
    textView.isInNavigationController = true
    // The text keeps clear of the safe area's sides (the sensor housing in landscape).
    textView.textContainerInset = EdgeInsets(
      top: 8, left: preset.safeArea.left, bottom: 8, right: preset.safeArea.right)
    window.addSubview(textView)
    textView.contentOffset = textView.restingContentOffset
    keyboard = HeadlessKeyboard(screen: screen)
    textView.keyboard.enable()
    // As the iOS sample's delegate: UIKit announces no selection move (rule F5).
    textView.didChangeSelection = { $0.keyboard.inputDidChangeSelection($0) }
  }
}
