import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
import UIKit

extension UIKitRuleTests {
  /// Focus kept per window on real UIKit windows: two windows of the host app's scene, one
  /// of them key.
  ///
  /// Rule F1.
  @Suite
  @MainActor
  struct WindowFocusRuleUIKitTests {
    @Test("F1: a form in a window that is not key insets but reveals nothing, until key")
    func formInWindowThatIsNotKey() async throws {
      let scenario = RuleScenarios.lowField
      let frame = try #require(scenario.focusedField)
      try await withHost({ UIKitFieldsHost([frame], scene: $0) }) { first in
        first.scrollView.keyboard.enable()
        try await first.stage.requireFocus(first.fields[0])
        first.stage.show(scenario.keyboardFrame)
        // The scenario's 336 and 252: the field 700 ... 744 grown by 16, band 844 - 336.
        let shown = HostState(bottom: 336, offsetY: 252)
        #expect(first.state.matches(shown), "UIKit \(first.state), rule \(shown)")
        try await withHost({ UIKitFieldsHost([], scene: $0) }) { second in
          // The second window is key now (makeKeyAndVisible); the field still edits in the
          // first.
          #expect(second.stage.window.isKeyWindow)
          try #require(
            first.fields[0].isFirstResponder,
            "UIKit ended editing in the first window when the second became key")
          // The user scrolls the first form back to its top; the predictive bar makes the
          // keyboard 40 taller (376, top at 468).
          first.scrollView.contentOffset = .zero
          first.stage.show(CGRect(x: 0, y: 468, width: 390, height: 376))
          let notKey = HostState(bottom: 376, offsetY: 0)
          #expect(first.state.matches(notKey), "UIKit \(first.state), rule \(notKey)")
          first.stage.window.makeKey()
          // Band 844 - 376 = 468; the field grown by 16 ends at 760: 760 - 468.
          let key = HostState(bottom: 376, offsetY: 292)
          #expect(first.state.matches(key), "UIKit \(first.state), rule \(key)")
        }
      }
    }
  }
}
