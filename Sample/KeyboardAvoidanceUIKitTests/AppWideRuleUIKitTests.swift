import KeyboardAvoidance
import KeyboardAvoidanceTesting
import SwiftUI
import Testing
import UIKit

extension UIKitRuleTests {
  /// The app-wide mode's settings and choice of host on real UIKit views.
  ///
  /// Rules L7, L9.
  @Suite
  @MainActor
  struct AppWideRuleUIKitTests {
    @Test("L9: app-wide, the application's margin 24 and extra spacing 10 reach the form")
    func applicationSettings() async throws {
      try await withAppWideMode(settings: {
        $0.margin = 24
        $0.extraSpacing = 10
      }) {
        let scenario = RuleScenarios.lowField
        let frame = try #require(scenario.focusedField)
        try await withHost({ UIKitFieldsHost([frame], scene: $0) }) { host in
          try await host.stage.requireFocus(host.fields[0])
          #expect(host.scrollView.keyboard.isEnabled)
          host.stage.show(scenario.keyboardFrame)
          // Inset 336 + 10 = 346; band 844 - 346 = 498 tall; the field 700 ... 744 grown by
          // 24 is 676 ... 768: offset 768 - 498 = 270.
          let expected = HostState(bottom: 346, offsetY: 270)
          #expect(host.state.matches(expected), "UIKit \(host.state), rule \(expected)")
        }
      }
    }

    @Test("L7: app-wide, a default text view inside the form leaves the form its host")
    func textViewInForm() async throws {
      try await withAppWideMode {
        let scenario = RuleScenarios.lowField
        try await withHost({ UIKitFieldsHost([], scene: $0) }) { host in
          // UIKit's default: scrolling on.
          let notes = UITextView(frame: CGRect(x: 16, y: 600, width: 358, height: 100))
          notes.inputView = UIView()
          UIKitStage.clearShortcutsBar(of: notes)
          host.scrollView.addSubview(notes)
          try await host.stage.requireFocus(notes)
          #expect(host.scrollView.keyboard.isEnabled)
          #expect(!notes.keyboard.isEnabled)
          host.stage.show(scenario.keyboardFrame)
          // The form takes the whole overlap, 844 - 508 = 336.
          #expect(host.scrollView.contentInset.bottom == 336)
        }
      }
    }

    @Test("L7: app-wide, SwiftUI content inside a UIKit form leaves the form its host")
    func swiftUIContentInForm() async throws {
      try await withAppWideMode {
        let scenario = RuleScenarios.lowField
        try await withHost({ UIKitFieldsHost([], scene: $0) }) { host in
          // A hosting controller's view at y 600 of the form, as a cell's hosting
          // configuration is: its field is SwiftUI content, the form around it UIKit's.
          let field = UITextField(frame: .zero)
          field.inputView = UIView()
          let hosting = UIHostingController(rootView: RepresentedField(field: field))
          hosting.view.frame = CGRect(x: 0, y: 600, width: 390, height: 100)
          host.scrollView.addSubview(hosting.view)
          await MainRunLoop.run(for: 0.1)
          try await host.stage.requireFocus(field)
          #expect(host.scrollView.keyboard.isEnabled)
          host.stage.show(scenario.keyboardFrame)
          // The form takes the whole overlap, 844 - 508 = 336.
          #expect(host.scrollView.contentInset.bottom == 336)
        }
      }
    }
  }
}

/// A UIKit text field shown by SwiftUI.
private struct RepresentedField: UIViewRepresentable {
  let field: UITextField

  func makeUIView(context: Context) -> UITextField {
    field
  }

  func updateUIView(_ field: UITextField, context: Context) {}
}
