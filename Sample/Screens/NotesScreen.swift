import Foundation
import KeyboardAvoidance
public import KeyboardAvoidanceHeadless

/// The notes editor sample: a full-screen text view, avoidance in one line.
@MainActor
public final class NotesScreen {
  /// The screen.
  public let screen: HeadlessScreen
  /// The full-screen window.
  public let window: HeadlessWindow
  /// The editor, host and input at once.
  public let textView: HeadlessTextView
  /// The keyboard.
  public let keyboard: KeyboardSimulator
  /// The device.
  public let preset: DevicePreset

  /// Builds the editor on a device and enables avoidance.
  public init(preset: DevicePreset = .iPhone15Portrait) {
    self.preset = preset
    (screen, window) = SampleDevice.window(for: preset)
    textView = HeadlessTextView(
      identifier: "notes", frame: window.bounds, font: TextFont(lineHeight: 22, charWidth: 9))
    textView.isInNavigationController = true
    window.addSubview(textView)
    textView.contentOffset = textView.restingContentOffset
    keyboard = KeyboardSimulator(screen: screen)
    textView.keyboard.enable()
  }
}
