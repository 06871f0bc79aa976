package import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
package import KeyboardAvoidanceHeadless

/// A screen that does not scroll, ready for a test of rule L10: a screen, a full-screen
/// window with a safe area of 47 / 34, a view controller whose view covers it, the app-wide
/// mode on and a keyboard.
///
/// Defaults are an iPhone's 390 x 844 screen and a view whose content is pinned to the safe
/// area's bottom (`followsSafeArea`).
@MainActor
package struct ScreenStage {
  /// The screen.
  package let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
  /// The window over the whole screen.
  package let window: HeadlessWindow
  /// The view controller the window shows.
  package let controller: HeadlessViewController
  /// The keyboard.
  package let keyboard: HeadlessKeyboard

  /// Builds the screen, lays it out once and turns the app-wide mode on unless told not to;
  /// `isVisualEffectView` makes the controller's view refuse direct subviews (rule L8).
  package init(
    followsSafeArea: Bool = true, isVisualEffectView: Bool = false, appWideMode: Bool = true
  ) {
    window = HeadlessWindow(
      screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    controller = HeadlessViewController(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), followsSafeArea: followsSafeArea,
      isVisualEffectView: isVisualEffectView)
    controller.show(in: window)
    screen.runLayoutPass()
    keyboard = HeadlessKeyboard(screen: screen)
    if appWideMode { screen.keyboard.enableEverywhere() }
  }

  /// Adds a text view to the view controller's content at `frame`, scrolling its own text
  /// as `UITextView` does by default.
  package func addTextView(_ identifier: String, frame: CGRect) -> HeadlessTextView {
    let textView = HeadlessTextView(identifier: identifier, frame: frame)
    controller.view.content.addSubview(textView)
    return textView
  }

  /// `view`'s frame in the window, as the last layout left it and with every transform
  /// around it (the engine's lift included).
  package func frameInWindow(of view: HeadlessView) -> CGRect {
    view.convert(view.bounds, to: nil)
  }
}
