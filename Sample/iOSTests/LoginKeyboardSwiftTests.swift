import KeyboardAvoidanceTesting
import Testing
import UIKit

@testable import KeyboardSample

/// The same check in Swift Testing: one test per preset.
@MainActor
struct LoginKeyboardSwiftTests {
  @Test(arguments: KeyboardDevicePreset.all.filter(\.isDocked))
  func buttonClearsTheKeyboard(preset: KeyboardDevicePreset) throws {
    let scene = try #require(
      UIApplication.shared.connectedScenes.first { $0 is UIWindowScene } as? UIWindowScene)
    let window = UIWindow(windowScene: scene)
    let login = LoginViewController()
    window.rootViewController = login
    window.makeKeyAndVisible()
    window.layoutIfNeeded()

    let keyboard = KeyboardSimulator(window: window)
    login.emailField.becomeFirstResponder()
    keyboard.show(preset)
    let button = KeyboardGeometry.visibility(of: login.signInButton, in: window)
    #expect(button.isVisible, "\(button)")
    keyboard.hide()
  }
}
