import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardReplay
import SampleScreens

/// The constraint part of the demo: a login button pinned above the safe area follows the
/// keyboard on an iPhone, under a tab bar, and in an iPad form sheet.
@MainActor
struct LoginDemo {
  func run() -> String {
    var report = ["Login screen: a button pinned 16 pt above the safe area follows the keyboard."]
    report.append(walk(LoginScreen(), "iPhone 15"))
    report.append(walk(LoginScreen(tabBarHeight: 49), "iPhone 15 under a 49 pt tab bar"))
    if let pad = KeyboardDevicePreset.allCases.first(where: {
      $0.device == "iPad (10th gen)" && $0.orientation == .portrait && $0.hasPredictiveBar
        && $0.placement == .docked
    }) {
      report.append(
        walk(
          LoginScreen(preset: pad, sheet: CGRect(x: 140, y: 200, width: 540, height: 780)),
          "iPad form sheet"))
    }
    return report.joined(separator: "\n")
  }

  private func walk(_ login: LoginScreen, _ label: String) -> String {
    let n = StepOutputFormat.number
    login.fields[0].becomeFirstResponder()
    login.keyboard.show(login.preset)
    let shown = login.pin.constant
    let buttonBottom = login.buttonBottom
    let keyboardTop =
      (login.keyboard.frame?.minY ?? 0) - (login.pin.viewFrameInScreen?.minY ?? 0)
    login.keyboard.hide()
    return
      "  \(label): constant 16 -> \(n(shown)) with the keyboard (button bottom \(n(buttonBottom)), "
      + "keyboard top \(n(keyboardTop)): \(buttonBottom <= keyboardTop ? "clear" : "COVERED")), "
      + "back to \(n(login.pin.constant))"
  }
}
