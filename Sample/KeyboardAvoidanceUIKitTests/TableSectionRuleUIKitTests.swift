import KeyboardAvoidance
import Testing
import UIKit

extension UIKitRuleTests {
  /// Tables of sections on real UIKit views: floating section headers (rule F3), fields in
  /// header and footer views (rule F6), with the numbers of ``FormScenarios``.
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
        try await host.stage.requireFocus(field)
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

    /// Whether the bar of `field` has Previous and Next enabled.
    private func barButtons(of field: UITextField) throws -> (previous: Bool, next: Bool) {
      let bar = try #require(field.inputAccessoryView as? UIToolbar)
      let items = try #require(bar.items)
      try #require(items.count == 4)
      return (items[0].isEnabled, items[1].isEnabled)
    }

    /// The field at `place`, when its cell or view exists.
    private func field(at place: TablePlace, in host: UIKitSectionsHost) -> UITextField? {
      switch place {
      case .tableHeader: host.tableHeaderField
      case .sectionHeader(let section): host.headerField(section: section)
      case .row(let section, let row): host.rowField(section: section, row: row)
      case .sectionFooter(let section): host.footerField(section: section)
      case .tableFooter: host.tableFooterField
      }
    }

    @Test("F6: Return walks the table header view, section headers, rows and the footer view")
    func headerFooterOrder() async throws {
      try await withHost({ UIKitSectionsHost(FormScenarios.headerFooterTable, scene: $0) }) {
        host in
        host.table.keyboard.enable()
        host.table.keyboard.showsToolbar = true
        defer {
          host.table.keyboard.showsToolbar = false
          host.table.keyboard.disable()
        }
        let order = FormScenarios.headerFooterOrder
        let first = try #require(field(at: order[0], in: host), "no table header field")
        try await host.stage.requireFocus(first)
        let atFirst = try barButtons(of: first)
        #expect(!atFirst.previous && atFirst.next, "\(atFirst)")
        for index in order.indices.dropFirst() {
          let current = try #require(field(at: order[index - 1], in: host), "\(order[index - 1])")
          // What UIKit does on Return in a text field: it runs its editingDidEndOnExit
          // actions, the engine's among them.
          await KeyboardQuiet.settle { current.sendActions(for: .editingDidEndOnExit) }
          let next = field(at: order[index], in: host)
          #expect(next?.isFirstResponder == true, "Return \(index): \(order[index])")
        }
        let last = try #require(field(at: order[order.count - 1], in: host))
        let atLast = try barButtons(of: last)
        #expect(atLast.previous && !atLast.next, "\(atLast)")
        await KeyboardQuiet.settle { last.sendActions(for: .editingDidEndOnExit) }
        #expect(!last.isFirstResponder)
      }
    }
  }
}
