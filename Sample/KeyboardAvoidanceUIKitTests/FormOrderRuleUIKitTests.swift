import KeyboardAvoidance
import Testing
import UIKit

extension UIKitRuleTests {
  /// Return's reading order in a form laid out right to left, on real UIKit views (rule F6),
  /// with the numbers of ``FormScenarios``.
  @Suite
  @MainActor
  struct FormOrderRuleUIKitTests {
    /// Whether the bar of `field` has Previous and Next enabled.
    private func barButtons(of field: UITextField) throws -> (previous: Bool, next: Bool) {
      let bar = try #require(field.inputAccessoryView as? UIToolbar)
      let items = try #require(bar.items)
      try #require(items.count == 4)
      return (items[0].isEnabled, items[1].isEnabled)
    }

    @Test("F6: right to left, Return goes from the right field to the left one, then down")
    func rightToLeft() async throws {
      try await withHost({ UIKitFieldsHost(FormScenarios.rightToLeftFields, scene: $0) }) { host in
        host.scrollView.semanticContentAttribute = .forceRightToLeft
        #expect(host.scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        host.scrollView.keyboard.enable()
        host.scrollView.keyboard.showsToolbar = true
        defer {
          host.scrollView.keyboard.showsToolbar = false
          host.scrollView.keyboard.disable()
        }
        let fields = FormScenarios.rightToLeftOrder.map { host.fields[$0] }
        try await host.stage.requireFocus(fields[0])
        // The first in the order: no Previous, a Next.
        let atFirst = try barButtons(of: fields[0])
        #expect(!atFirst.previous && atFirst.next, "\(atFirst)")
        // What UIKit does on Return in a text field: it runs its editingDidEndOnExit
        // actions, the engine's among them.
        await KeyboardQuiet.settle { fields[0].sendActions(for: .editingDidEndOnExit) }
        #expect(fields[1].isFirstResponder)
        let atSecond = try barButtons(of: fields[1])
        #expect(atSecond.previous && atSecond.next, "\(atSecond)")
        await KeyboardQuiet.settle { fields[1].sendActions(for: .editingDidEndOnExit) }
        #expect(fields[2].isFirstResponder)
        // The last in the order: a Previous, no Next.
        let atLast = try barButtons(of: fields[2])
        #expect(atLast.previous && !atLast.next, "\(atLast)")
        let backToSecond = await KeyboardQuiet.settle { host.scrollView.keyboard.focusPrevious() }
        #expect(backToSecond)
        #expect(fields[1].isFirstResponder)
        let backToFirst = await KeyboardQuiet.settle { host.scrollView.keyboard.focusPrevious() }
        #expect(backToFirst)
        #expect(fields[0].isFirstResponder)
      }
    }
  }
}
