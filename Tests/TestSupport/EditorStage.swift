import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
package import KeyboardAvoidanceHeadless

/// A text view that is the whole screen, ready for a test of an editor (rules F5, L8).
///
/// A 390 x 844 screen and window without safe area; the text view fills the window with the
/// `never` adjustment, enabled, nothing focused. The stage keeps the window, as an app must
/// in UIKit.
@MainActor
package struct EditorStage {
  /// The screen.
  package let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
  /// The window, filling the screen.
  package let window: HeadlessWindow
  /// The text view, filling the window.
  package let textView: HeadlessTextView
  /// The screen's keyboard.
  package let keyboard: HeadlessKeyboard

  /// Builds the stage, its text view named `identifier`.
  package init(identifier: String) {
    window = HeadlessWindow(screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    textView = HeadlessTextView(identifier: identifier, frame: window.bounds)
    textView.contentInsetAdjustmentBehavior = .never
    window.addSubview(textView)
    textView.keyboard.enable()
    keyboard = HeadlessKeyboard(screen: screen)
  }
}
