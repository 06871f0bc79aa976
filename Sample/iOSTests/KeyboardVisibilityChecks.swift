import KeyboardAvoidanceTesting
import UIKit

/// The check behind the sample's unit tests: every input of a screen is visible above
/// every docked keyboard preset.
///
/// It imports no test framework, so the same code serves XCTest and Swift Testing, and is
/// type-checked against the real iPhoneOS SDK together with the sample app.
@MainActor
enum KeyboardVisibilityChecks {
  /// One message per input of `controller` that cannot be seen above a preset's keyboard.
  ///
  /// Shows `controller` in `window`, then focuses each text field and text view in turn
  /// (``SampleTestWindow/focus(_:)``: no real keyboard) under each preset's keyboard (for a
  /// text view, its caret must be visible), and takes the window down after. An empty
  /// result means every input was visible.
  static func failures(
    showing controller: UIViewController, in window: SampleTestWindow,
    presets: [KeyboardDevicePreset] = KeyboardDevicePreset.all.filter(\.isDocked)
  ) async -> [String] {
    window.show(controller)
    let keyboard = KeyboardSimulator(window: window.window)
    var failures: [String] = []
    for preset in presets {
      for input in inputs(in: controller.view) {
        if !(await window.focus(input)) { failures.append("\(preset): \(input) not focused") }
        keyboard.show(preset)
        let check = visibility(of: input, in: window.window)
        if !check.isVisible { failures.append("\(preset): \(check)") }
      }
      keyboard.hide()
    }
    await window.tearDown()
    return failures
  }

  /// A text view's caret, any other input's frame.
  private static func visibility(of input: UIView, in window: UIWindow) -> KeyboardVisibility {
    if let textView = input as? UITextView, let range = textView.selectedTextRange {
      return KeyboardGeometry.visibility(
        of: textView.caretRect(for: range.end), in: textView, window: window)
    }
    return KeyboardGeometry.visibility(of: input, in: window)
  }

  /// The text fields and editable text views under `view`, depth first.
  private static func inputs(in view: UIView) -> [UIView] {
    view.subviews.flatMap { subview -> [UIView] in
      if subview is UITextField { return [subview] }
      if let textView = subview as? UITextView, textView.isEditable { return [textView] }
      return inputs(in: subview)
    }
  }
}
