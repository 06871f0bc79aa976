import KeyboardAvoidanceTesting
import Testing
import UIKit

@testable import KeyboardSample

/// The same check in Swift Testing: one test per preset, one at a time (each shows a window
/// of its own; device question 18 asks whether XCTest's tests of the bundle run beside them).
@MainActor
@Suite(.serialized)
struct LoginKeyboardSwiftTests {
  @Test(arguments: KeyboardDevicePreset.all.filter(\.isDocked))
  func buttonClearsTheKeyboard(preset: KeyboardDevicePreset) async throws {
    let window = try await SampleTestWindow.make()
    let login = LoginViewController()
    window.show(login)

    let keyboard = KeyboardSimulator(window: window.window)
    let focused = await window.focus(login.emailField)
    #expect(focused, "the email field did not become first responder")
    keyboard.show(preset)
    let button = KeyboardGeometry.visibility(of: login.signInButton, in: window.window)
    #expect(button.isVisible, "\(button)")
    keyboard.hide()
    await window.tearDown()
  }
}
