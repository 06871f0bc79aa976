import KeyboardAvoidanceTesting
import UIKit
import XCTest

@testable import KeyboardSample

/// The login screen's field and button stay above the keyboard on every docked preset.
@MainActor
final class LoginKeyboardTests: XCTestCase {
  func testFieldAndButtonAreVisibleAboveEveryKeyboard() throws {
    let scene = try XCTUnwrap(
      UIApplication.shared.connectedScenes.first { $0 is UIWindowScene } as? UIWindowScene)
    let window = UIWindow(windowScene: scene)
    let login = LoginViewController()
    window.rootViewController = login
    window.makeKeyAndVisible()
    window.layoutIfNeeded()

    let keyboard = KeyboardSimulator(window: window)
    login.emailField.becomeFirstResponder()
    for preset in KeyboardDevicePreset.all where preset.isDocked {
      keyboard.show(preset)
      let field = KeyboardGeometry.visibility(of: login.emailField, in: window)
      XCTAssertTrue(field.isVisible, "\(preset): \(field)")
      let button = KeyboardGeometry.visibility(of: login.signInButton, in: window)
      XCTAssertTrue(button.isVisible, "\(preset): \(button)")
      keyboard.hide()
    }
  }
}
