import Foundation
import KeyboardAvoidanceTesting
import UIKit

/// A key window of the scenarios' 390 x 844 screen in the host app's window scene, laid at
/// the bottom-left of the device's screen, and the keyboard simulator for it.
///
/// The window and the keyboard frames move down by the difference in height, so the
/// keyboard's bottom is the screen's bottom edge and every number of the scenarios holds on
/// any simulated iPhone. No test framework here: the hosts are type-checked against Apple's
/// iPhoneOS SDK, the tests beside them against the stubs.
@MainActor
final class UIKitStage {
  let window: UIWindow
  let keyboard: KeyboardSimulator
  /// The screen the window shows on.
  let screen: UIScreen
  /// How far the scenario's screen lies below the device screen's top.
  let shift: CGFloat
  /// The scene's key window before this one (the host app's), key again after the test.
  private weak var previousKeyWindow: UIWindow?

  /// A window in `scene` showing `root`, made key and visible.
  init(scene: UIWindowScene, root: UIViewController = UIViewController()) {
    previousKeyWindow = scene.keyWindow
    let screen = scene.screen
    self.screen = screen
    shift = screen.bounds.height - ScrollScenario.screenSize.height
    window = UIWindow(windowScene: scene)
    window.frame = CGRect(origin: CGPoint(x: 0, y: shift), size: ScrollScenario.screenSize)
    window.rootViewController = root
    window.makeKeyAndVisible()
    keyboard = KeyboardSimulator(window: window)
    window.layoutIfNeeded()
  }

  /// The root view controller's view, which fills the window.
  var rootView: UIView { window.rootViewController?.view ?? window }

  /// A text field at `frame` with an empty input view, so that focusing it brings up no
  /// software keyboard (see ``KeyboardQuiet``).
  static func textField(frame: CGRect) -> UITextField {
    let field = UITextField(frame: frame)
    field.inputView = UIView()
    clearShortcutsBar(of: field)
    return field
  }

  /// Empties the shortcuts bar UIKit shows above any input view on iPad, so that a run on
  /// an iPad simulator brings up no bar either.
  static func clearShortcutsBar(of input: UIResponder) {
    input.inputAssistantItem.leadingBarButtonGroups = []
    input.inputAssistantItem.trailingBarButtonGroups = []
  }

  /// Makes `input` first responder and lets UIKit's own keyboard notifications for it
  /// arrive (``KeyboardQuiet``); whether it is first responder then.
  func focus(_ input: UIView) async -> Bool {
    await KeyboardQuiet.settle { input.becomeFirstResponder() }
    return input.isFirstResponder
  }

  /// Shows the keyboard at a frame of the scenario's screen.
  func show(_ frame: CGRect) {
    keyboard.show(frame.offsetBy(dx: 0, dy: shift))
  }

  /// Hides the keyboard.
  func hide() {
    keyboard.hide()
  }

  /// The simulated keyboard's frame in the screen's coordinates, or `nil` while hidden.
  var keyboardFrame: CGRect? { keyboard.keyboardFrame }

  /// `rect` of `view`'s coordinates in the screen's.
  func onScreen(_ rect: CGRect, in view: UIView) -> CGRect {
    view.convert(rect, to: screen.coordinateSpace)
  }

  /// Hides the keyboard if it is up, so that the engine's last keyboard event is a hidden
  /// keyboard, and when the simulator animates, lets the last animation end.
  func hideKeyboard() async {
    if keyboard.keyboardFrame != nil { keyboard.hide() }
    if keyboard.animates { await MainRunLoop.runUntilAnimationsEnd() }
  }

  /// Hides the keyboard, ends editing (letting UIKit's notifications for that arrive),
  /// takes the window off screen and makes the previous key window key again.
  func tearDown() async {
    await hideKeyboard()
    await KeyboardQuiet.settle { window.endEditing(true) }
    window.isHidden = true
    if let previous = previousKeyWindow, !previous.isHidden { previous.makeKey() }
  }

  /// A scroll view's bottom insets and offset as UIKit reports them.
  static func state(of scrollView: UIScrollView) -> HostState {
    HostState(
      contentBottom: scrollView.contentInset.bottom,
      indicatorBottom: scrollView.verticalScrollIndicatorInsets.bottom,
      offsetY: scrollView.contentOffset.y)
  }
}
