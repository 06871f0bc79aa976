import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

/// A full-screen text view holding 100,000 characters, focused, with the keyboard up.
///
/// The benchmark times what the engine does for a keystroke: handling the notification
/// UIKit posts after the edit. Laying the text out again is UIKit's work (here the
/// model's), so it happens before the clock starts.
@MainActor
package final class BenchTextEditor {
  /// The text view, host and input at once.
  package let textView: HeadlessTextView
  /// The screen.
  package let screen: HeadlessScreen
  private let window: HeadlessWindow

  /// Builds the editor: 2,000 lines of 49 characters and a newline, caret at the end.
  package init() {
    let preset = DevicePreset.iPhone15Portrait
    screen = HeadlessScreen(size: preset.screenSize)
    window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: preset.screenSize),
      safeAreaInsets: preset.safeArea)
    let line = String(repeating: "a", count: 49) + "\n"
    textView = HeadlessTextView(
      identifier: "bench", frame: window.bounds, text: String(repeating: line, count: 2_000))
    window.addSubview(textView)
    textView.keyboard.enable()
    textView.didChangeSelection = { $0.keyboard.inputDidChangeSelection($0) }
    textView.becomeFirstResponder()
    HeadlessKeyboard(screen: screen).show(preset)
  }

  /// Posts UIKit's text-did-change notification for the text view, as after a keystroke.
  package func postTextDidChange() {
    screen.notificationCenter.post(
      name: TextChangeNotificationName.textViewDidChange.notificationName, object: textView)
  }
}
