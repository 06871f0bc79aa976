package import Foundation
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceHeadless

/// A login screen ready for a test: a screen, a full-screen window, a view in it and the
/// constraint that pins the view's button 16 pt above the bottom (rules C1, C2).
///
/// Defaults are an iPhone's 390 x 844 screen with a safe area of 47 / 34, the view filling
/// the window and the constraint keeping the safe area.
@MainActor
package struct LoginStage {
  /// The screen.
  package let screen: HeadlessScreen
  /// The window.
  package let window: HeadlessWindow
  /// The view the constraint belongs to.
  package let view: HeadlessView
  /// The button's bottom constraint, constant 16.
  package let constraint: HeadlessLayoutConstraint
  /// The keyboard.
  package let keyboard: HeadlessKeyboard

  /// Builds a login screen.
  package init(
    size: CGSize = CGSize(width: 390, height: 844),
    safeArea: EdgeInsets = EdgeInsets(top: 47, bottom: 34),
    viewFrame: CGRect? = nil, safeAreaAware: Bool = true
  ) {
    screen = HeadlessScreen(size: size)
    window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: size), safeAreaInsets: safeArea)
    view = HeadlessView(frame: viewFrame ?? window.bounds)
    window.addSubview(view)
    constraint = HeadlessLayoutConstraint(view: view, constant: 16, isSafeAreaAware: safeAreaAware)
    keyboard = HeadlessKeyboard(screen: screen)
  }

  /// Adds a text field to the view.
  package func addField(_ identifier: String, frame: CGRect) -> HeadlessTextField {
    let field = HeadlessTextField(identifier: identifier, frame: frame)
    view.addSubview(field)
    return field
  }

  /// Focuses `field` and posts a `willShow` ending at `endFrame`.
  package func show(_ endFrame: CGRect, focusing field: HeadlessTextField) {
    field.becomeFirstResponder()
    keyboard.post(KeyboardEvent(name: .willShow, endFrame: endFrame))
  }
}
