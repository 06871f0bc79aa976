import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import SampleScreens
import Testing

/// The login button clears the keyboard by exactly its 16 pt on every docked preset, under
/// a tab bar, and in an iPad form sheet; it comes back exactly when the keyboard goes.
@MainActor
struct LoginScreenUITests {
  nonisolated static let docked = KeyboardDevicePreset.allCases.filter { $0.placement == .docked }

  private func expectClearsKeyboard(_ login: LoginScreen, _ label: String) {
    login.fields[0].becomeFirstResponder()
    login.keyboard.show(login.preset)
    let viewTop = login.pin.viewFrameInScreen?.minY ?? 0
    let keyboardTop = (login.keyboard.frame?.minY ?? 0) - viewTop
    let viewBottom = login.view.bounds.height
    if keyboardTop < viewBottom - login.view.safeAreaInsets.bottom {
      // the keyboard reaches above the safe area's bottom, which the pin already keeps:
      // the constant grows by the rest of the overlap, so the button sits 16 above it
      #expect(login.buttonBottom == keyboardTop - 16, "\(label)")
    } else {
      #expect(login.pin.constant == 16, "\(label)")
    }
    login.keyboard.hide()
    #expect(login.pin.constant == 16, "\(label)")
  }

  @Test(arguments: docked)
  func `C1: the pinned button clears the keyboard by its constant on every preset`(
    preset: KeyboardDevicePreset
  ) {
    expectClearsKeyboard(LoginScreen(preset: preset), "\(preset)")
  }

  @Test(arguments: docked.filter { $0.device.hasPrefix("iPhone") })
  func `C1: under a tab bar there is no gap of the tab bar's height`(preset: KeyboardDevicePreset) {
    expectClearsKeyboard(LoginScreen(preset: preset, tabBarHeight: 49), "\(preset) tab bar")
  }

  @Test(arguments: docked.filter { $0.device.hasPrefix("iPad") && $0.orientation == .portrait })
  func `C1: in an iPad form sheet only the covered part moves the button`(
    preset: KeyboardDevicePreset
  ) {
    expectClearsKeyboard(
      LoginScreen(preset: preset, sheet: CGRect(x: 140, y: 200, width: 540, height: 780)),
      "\(preset) sheet")
  }

  @Test
  func `C1: a keyboard that covers only the sheet's last 12 pt lifts the button by 12`() throws {
    let pad = try #require(
      Self.docked.first {
        $0.device == "iPad Pro 12.9-inch" && $0.orientation == .portrait && $0.hasPredictiveBar
      })
    let login = LoginScreen(preset: pad, sheet: CGRect(x: 192, y: 200, width: 640, height: 780))
    login.fields[0].becomeFirstResponder()
    login.keyboard.show(pad)
    // keyboard top 1366 - 398 = 968; sheet bottom 200 + 780 = 980: overlap 12, and the
    // sheet keeps no safe area there, so the constant is 16 + 12 and the bottom 780 - 28
    #expect(login.pin.constant == 28)
    #expect(login.buttonBottom == 752)
    login.keyboard.hide()
    #expect(login.pin.constant == 16)
  }
}
