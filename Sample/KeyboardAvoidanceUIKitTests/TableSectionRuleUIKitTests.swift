import KeyboardAvoidance
import Testing
import UIKit

extension UIKitRuleTests {
  /// Tables of sections on real UIKit views: floating section headers (rule F3), with the
  /// numbers of ``FormScenarios``.
  @Suite
  @MainActor
  struct TableSectionRuleUIKitTests {
    @Test("F3: Previous in a plain table stops below the floating section header, 284 and 248")
    func floatingHeader() async throws {
      try await withHost({ UIKitSectionsHost(FormScenarios.floatingHeaderTable, scene: $0) }) {
        host in
        host.table.keyboard.enable()
        defer { host.table.keyboard.disable() }
        let rows = FormScenarios.floatingHeaderRows
        let field = try #require(host.rowField(section: 0, row: rows[0]), "no cell for row 16")
        let focused = await host.stage.focus(field)
        try #require(focused, "the field did not become first responder")
        host.stage.show(RuleScenarios.docked)
        await MainRunLoop.runUntilAnimationsEnd()
        let shown = FormScenarios.floatingHeaderShown
        #expect(host.state.matches(shown), "shown: UIKit \(host.state), rule \(shown)")
        let moved = await KeyboardQuiet.settle { host.table.keyboard.focusPrevious() }
        #expect(moved)
        await MainRunLoop.runUntilAnimationsEnd()
        #expect(host.rowField(section: 0, row: rows[1])?.isFirstResponder == true)
        let previous = FormScenarios.floatingHeaderPrevious
        #expect(host.state.matches(previous), "Previous: UIKit \(host.state), rule \(previous)")
      }
    }
  }
}
