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
  /// under each preset's keyboard (for a text view, its caret must be visible). An empty
  /// result means every input was visible.
  static func failures(
    showing controller: UIViewController, in window: UIWindow,
    presets: [KeyboardDevicePreset] = KeyboardDevicePreset.all.filter(\.isDocked)
  ) -> [String] {
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let keyboard = KeyboardSimulator(window: window)
    var failures: [String] = []
    for preset in presets {
      for input in inputs(in: controller.view) {
        input.becomeFirstResponder()
        keyboard.show(preset)
        let check = visibility(of: input, in: window)
        if !check.isVisible { failures.append("\(preset): \(check)") }
      }
      keyboard.hide()
    }
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
