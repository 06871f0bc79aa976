import KeyboardAvoidanceTesting
import UIKit
import XCTest

@testable import KeyboardSample

/// The login screen's field and button stay above the keyboard on every docked preset.
@MainActor
final class LoginKeyboardTests: XCTestCase {
  func testFieldAndButtonAreVisibleAboveEveryKeyboard() async throws {
    let window = try await SampleTestWindow.make()
    let login = LoginViewController()
    window.show(login)

    let keyboard = KeyboardSimulator(window: window.window)
    let focused = await window.focus(login.emailField)
    XCTAssertTrue(focused, "the email field did not become first responder")
    for preset in KeyboardDevicePreset.all where preset.isDocked {
      keyboard.show(preset)
      let field = KeyboardGeometry.visibility(of: login.emailField, in: window.window)
      XCTAssertTrue(field.isVisible, "\(preset): \(field)")
      let button = KeyboardGeometry.visibility(of: login.signInButton, in: window.window)
      XCTAssertTrue(button.isVisible, "\(preset): \(button)")
      keyboard.hide()
    }
    await window.tearDown()
  }
}
