package import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
package import KeyboardAvoidanceTesting

/// The login sample: email and password fields and a button pinned 16 pt above the safe
/// area's bottom, whose constraint follows the keyboard in one line.
///
/// Full screen on a phone (optionally under a tab bar), or in an iPad form sheet.
@MainActor
package final class LoginScreen: SampleScreen {
  /// The view that owns the button's bottom constraint.
  package let view: HeadlessView
  /// The email and password fields.
  package let fields: [HeadlessTextField]
  /// The button's bottom constraint.
  package let pin: HeadlessLayoutConstraint

  /// Builds the screen and makes the pin follow the keyboard.
  ///
  /// - Parameters:
  ///   - preset: The device.
  ///   - sheet: The form sheet's frame in the window, or `nil` for full screen.
  ///   - tabBarHeight: A tab bar's height, added to the window's bottom safe area.
  package init(
    preset: KeyboardDevicePreset = .iPhone15Portrait, sheet: CGRect? = nil,
    tabBarHeight: CGFloat = 0
  ) {
    let (screen, window) = SampleDevice.window(for: preset, extraBottom: tabBarHeight)
    let view = HeadlessView(frame: sheet ?? window.bounds)
    window.addSubview(view)
    // 16 pt inside the safe area's sides (in landscape the sensor housing's side is unsafe).
    let safe = view.safeAreaInsets
    let width = view.bounds.width - safe.left - safe.right - 32
    let fields = ["email", "password"].enumerated().map { index, name in
      let field = HeadlessTextField(
        identifier: name,
        frame: CGRect(x: safe.left + 16, y: 160 + CGFloat(index) * 64, width: width, height: 44))
      // As on iOS: Next, then Go, which signs in; no scroll view here, so Return is the
      // screen's own.
      field.returnKeyType = index == 0 ? .next : .go
      return field
    }
    for field in fields { view.addSubview(field) }
    let pin = HeadlessLayoutConstraint(view: view, constant: 16, isSafeAreaAware: true)
    (self.view, self.fields, self.pin) = (view, fields, pin)
    super.init(preset: preset, screen: screen, window: window)
    pin.keyboard.follow()
  }

  /// The button's bottom edge in the view's coordinates: the pin above the safe area.
  package var buttonBottom: CGFloat {
    view.bounds.height - view.safeAreaInsets.bottom - pin.constant
  }
}
