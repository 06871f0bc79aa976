import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
package import KeyboardAvoidanceTesting

/// The notes editor sample: a full-screen text view, avoidance in one line.
@MainActor
package final class NotesScreen: SampleScreen {
  /// The editor, host and input at once.
  package let textView: HeadlessTextView

  /// Builds the editor on a device and enables avoidance.
  package init(preset: KeyboardDevicePreset = .iPhone15Portrait) {
    let (screen, window) = SampleDevice.window(for: preset)
    let textView = HeadlessTextView(
      identifier: "notes", frame: window.bounds, font: TextFont(lineHeight: 22, charWidth: 9))
    textView.isInNavigationController = true
    // The text keeps clear of the safe area's sides (the sensor housing in landscape).
    textView.textContainerInset = EdgeInsets(
      top: 8, left: preset.safeArea.left, bottom: 8, right: preset.safeArea.right)
    window.addSubview(textView)
    textView.contentOffset = textView.restingContentOffset
    self.textView = textView
    super.init(preset: preset, screen: screen, window: window)
    textView.keyboard.enable()
    // As the iOS sample's delegate: UIKit announces no selection move (rule F5).
    textView.didChangeSelection = { $0.keyboard.inputDidChangeSelection($0) }
  }
}
