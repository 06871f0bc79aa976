package import Foundation
package import KeyboardAvoidance
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceHeadless

/// A screen that does not scroll, ready for a rule L10 test: a headless screen, its window,
/// a view controller whose view covers the window, and the keyboard.
///
/// A 390 x 844 screen and window with a safe area of 47 / 34; the controller's content
/// pinned to the safe area's bottom unless `followsSafeArea` is `false`; laid out once; the
/// app-wide mode on unless `appWide` is `false`. The keyboard of ``shown`` is 336 pt tall
/// from 508 (0.25 s, curve 7): the screen adds 336 - 34 = 302 to its bottom safe area.
@MainActor
package final class ScreenStage {
  /// The keyboard's frame once shown: 336 pt from 508.
  package static let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// The screen.
  package let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
  /// The window, filling the screen (kept here: a screen holds its windows weakly).
  package let window: HeadlessWindow
  /// The screen's controller, its view over the window.
  package let controller: HeadlessViewController
  /// The keyboard.
  package let keyboard: HeadlessKeyboard

  /// Builds the stage; `appInsets` is the app's own `additionalSafeAreaInsets`, and
  /// `isVisualEffectView` makes the controller's view a `UIVisualEffectView` (rule L8).
  package init(
    followsSafeArea: Bool = true, isVisualEffectView: Bool = false,
    appInsets: EdgeInsets = .zero, appWide: Bool = true
  ) {
    window = HeadlessWindow(
      screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    controller = HeadlessViewController(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), followsSafeArea: followsSafeArea,
      isVisualEffectView: isVisualEffectView)
    controller.additionalSafeAreaInsets = appInsets
    controller.show(in: window)
    screen.runLayoutPass()
    keyboard = HeadlessKeyboard(screen: screen)
    if appWide { screen.keyboard.enableEverywhere() }
  }

  /// The application's settings and mode (rules L7, L9).
  package var app: KeyboardAvoidanceWrapper<HeadlessScreen> { screen.keyboard }

  /// The first responder's identifier, `nil` when nothing is focused.
  package var focusedID: String? { (screen.firstResponder as? any HeadlessInput)?.identifier }

  /// A field 358 x 44 at (16, `y`) in the content of `controller` (the stage's by default).
  @discardableResult
  package func addField(_ id: String, y: CGFloat, in controller: HeadlessViewController? = nil)
    -> HeadlessTextField
  {
    (controller ?? self.controller).view.content.addFormField(id, y: y)
  }

  /// Shows the 336 pt keyboard as UIKit does: the will-notifications in one turn of the run
  /// loop, whose layout pass runs inside the keyboard's animation, the did-notifications in
  /// a later turn, when that animation ends.
  package func showInTwoTurns() {
    let begin = CGRect(x: 0, y: 844, width: 390, height: 336)
    for names in [[KeyboardEventName.willChangeFrame, .willShow], [.didChangeFrame, .didShow]] {
      screen.runStep {
        for name in names {
          keyboard.post(
            KeyboardEvent(
              name: name, beginFrame: begin, endFrame: Self.shown, timing: .keyboardDefault))
        }
      }
    }
  }

  /// The field's frame in the controller's view, as the last layout left it.
  package func frame(of field: HeadlessTextField) -> CGRect? {
    field.convert(field.bounds, toAncestor: controller.view)
  }

  /// Adds a text view to the controller's content at `frame`, scrolling its own text as
  /// `UITextView` does by default.
  package func addTextView(_ identifier: String, frame: CGRect) -> HeadlessTextView {
    let textView = HeadlessTextView(identifier: identifier, frame: frame)
    controller.view.content.addSubview(textView)
    return textView
  }

  /// Shows a controller of `kind` filling the window at its root, over the stage's own, with
  /// content children whose views have `childFrames` in its view.
  package func showRoot(
    kind: HeadlessViewController.Kind = .content, childFrames: [CGRect] = []
  ) -> (root: HeadlessViewController, children: [HeadlessViewController]) {
    let root = HeadlessViewController(kind: kind, frame: window.frame)
    root.show(in: window)
    let children = childFrames.map { frame in
      let child = HeadlessViewController(frame: frame)
      root.addChild(child)
      return child
    }
    return (root, children)
  }

  /// A sheet 390 x 600 at `y` holding a presented controller's view, laid out.
  ///
  /// The view is as big as the sheet; clear of the window's margins (`y` from 47 to 210),
  /// it has no safe area.
  package func presentedInSheet(at y: CGFloat) -> (
    sheet: HeadlessView, presented: HeadlessViewController
  ) {
    let sheet = HeadlessView(frame: CGRect(x: 0, y: y, width: 390, height: 600))
    window.addSubview(sheet)
    let presented = HeadlessViewController(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    presented.show(in: window)
    sheet.addSubview(presented.view)
    screen.runLayoutPass()
    return (sheet, presented)
  }

  /// Lays the screen out, adds a field "code" at `y` in `controller`'s content, focuses it
  /// and shows the 336 pt keyboard.
  package func showKeyboard(focusingFieldAt y: CGFloat, in controller: HeadlessViewController)
    -> HeadlessTextField
  {
    screen.runLayoutPass()
    let field = addField("code", y: y, in: controller)
    field.becomeFirstResponder()
    keyboard.show(height: 336)
    return field
  }

  /// `view`'s frame in the window, as the last layout left it and with every transform
  /// around it (the engine's lift included).
  package func frameInWindow(of view: HeadlessView) -> CGRect {
    view.convert(view.bounds, to: nil)
  }
}
