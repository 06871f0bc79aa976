import KeyboardAvoidance
import Testing
import UIKit

extension UIKitRuleTests {
  /// Lists on real UIKit views: a table, a table view controller's table, a collection
  /// view (rules F2, I5, F6), with the numbers of ``FormScenarios``.
  @Suite
  @MainActor
  struct ListRuleUIKitTests {
    private let row = FormScenarios.focusedRow

    private func checkFocusedRow(_ kind: UIKitRowsHost.Kind) async throws {
      try await withFocusedRow(kind, row: row) { host in
        host.stage.show(RuleScenarios.docked)
        let shown = FormScenarios.rowShown
        #expect(host.state.matches(shown), "shown: UIKit \(host.state), rule \(shown)")
        host.stage.hide()
        let hidden = FormScenarios.rowHidden
        #expect(host.state.matches(hidden), "hidden: UIKit \(host.state), rule \(hidden)")
      }
    }

    @Test("F2: a field in a table's cell reveals the whole cell, 336 and 256")
    func tableCell() async throws { try await checkFocusedRow(.table) }

    @Test("F2: a field in a collection view's cell reveals the whole cell, 336 and 256")
    func collectionCell() async throws { try await checkFocusedRow(.collection) }

    @Test("F6: Return to an off-screen row focuses it within Return's action, at F3's offset")
    func returnToOffScreenRow() async throws {
      try await withHost({ UIKitRowsHost(.table, rows: [2: .next, 30: .next], scene: $0) }) {
        host in
        let table = try #require(host.list as? UITableView)
        table.keyboard.enable()
        defer { table.keyboard.disable() }
        let field = try #require(host.field(2), "row 2's cell does not exist")
        try await host.stage.requireFocus(field)
        host.stage.show(RuleScenarios.docked)
        // Row 30 (30 x 44 = 1320 ... 1364) is below the 844 pt screen: no cell yet.
        try #require(host.field(30) == nil, "row 30's cell exists before the Return")
        // Rule F3 for row 30's rect with the 16 pt margin, 1304 ... 1380: its bottom at the
        // band's, whose height is the bounds' less the bottom inset the keyboard set.
        let band = table.bounds.height - table.adjustedContentInset.bottom
        let expected = 1380 - band
        // What UIKit does on Return: it runs the field's editingDidEndOnExit actions, and
        // ends editing unless they moved focus.
        let inAction = await KeyboardQuiet.settle {
          field.sendActions(for: .editingDidEndOnExit)
          // Within the action: scrolled straight to F3's offset, laid out, field focused.
          return (host.field(30)?.isFirstResponder == true, table.contentOffset.y)
        }
        #expect(inAction.0, "row 30's field is not focused within Return's action")
        #expect(abs(inAction.1 - expected) < 0.5, "offset \(inAction.1), rule \(expected)")
        // The reveal that follows finds the row in the band: nothing moves again.
        #expect(abs(table.contentOffset.y - expected) < 0.5, "moved on to \(table.contentOffset.y)")
        #expect(host.field(30)?.isFirstResponder == true, "editing ended after Return")
      }
    }

    @Test("I5: the engine writes no inset to a table view controller's table; the field shows")
    func tableViewController() async throws {
      try await withHost({
        UIKitRowsHost(.tableViewController, rows: [row: .default], scene: $0)
      }) { host in
        let table = host.list
        try #require(table.next is UITableViewController)
        table.keyboard.enable()
        defer { table.keyboard.disable() }
        let field = try #require(host.field(row), "row 16's cell does not exist")
        try await host.stage.requireFocus(field)
        let writes = engineWrites { host.stage.show(RuleScenarios.docked) }
        #expect(!writes.setsInsets, "\(writes)")
        // UIKit's controller insets its table itself, by rules of its own (the model's sets
        // 336), and may finish after the notification: let it. Device question 13 (open
        // device questions, CONTRIBUTING.md): does it inset the table for the simulator's
        // posted notification, as for a real keyboard's? If not, what follows fails on a
        // simulator without any fault of the engine's.
        await MainRunLoop.runUntilAnimationsEnd()
        let keyboardTop = try #require(host.stage.keyboardFrame).minY
        let tableOnScreen = host.stage.onScreen(table.bounds, in: table)
        let overlap = tableOnScreen.maxY - keyboardTop
        #expect(
          abs(overlap - FormScenarios.rowShown.contentBottom) < 0.001,
          "device question 13: the keyboard covers \(overlap) of the table, the scenario 336")
        // The inset UIKit set lets every row scroll above the keyboard...
        let inset = table.adjustedContentInset
        #expect(inset.bottom >= overlap - 0.001, "UIKit's inset \(inset), overlap \(overlap)")
        // ...and the field [710, 742] is on screen between the table's top and the
        // keyboard's, wherever UIKit's scroll (and the engine's, only if UIKit left it
        // hidden) put it: one focus, one visible scroll.
        let target = host.stage.onScreen(FormScenarios.focusedRowField, in: table)
        let top = tableOnScreen.minY + inset.top
        #expect(
          target.minY >= top - 0.001 && target.maxY <= keyboardTop + 0.001,
          "target on screen \(target.minY) ... \(target.maxY), visible \(top) ... \(keyboardTop)")
      }
    }

    @Test("F6: Return moves on from Next, stays in Send and ends editing in Done")
    func returnKeys() async throws {
      let keys: [UIReturnKeyType] = FormScenarios.returnKeys.map {
        switch $0 {
        case .next: .next
        case .send: .send
        case .done: .done
        }
      }
      let rows = Dictionary(uniqueKeysWithValues: zip(0..., keys))
      try await withHost({ UIKitRowsHost(.table, rows: rows, scene: $0) }) { host in
        host.list.keyboard.enable()
        defer { host.list.keyboard.disable() }
        let next = try #require(host.field(0))
        let send = try #require(host.field(1))
        let done = try #require(host.field(2))
        try await host.stage.requireFocus(next)
        host.stage.show(RuleScenarios.docked)
        // What UIKit does on Return in a Next field: it runs its editingDidEndOnExit actions
        // (a hosted test cannot type the key). The engine's moves on to the next field.
        await KeyboardQuiet.settle { next.sendActions(for: .editingDidEndOnExit) }
        #expect(send.isFirstResponder)
        // UIKit ends editing on Return only in a field that has an editingDidEndOnExit
        // target. The Send field has none of the engine's, so Return keeps the focus there;
        // its actions run, and nothing moves.
        let exits = send.allTargets.compactMap {
          send.actions(forTarget: $0, forControlEvent: .editingDidEndOnExit)
        }
        #expect(exits.isEmpty, "a Send field has Return actions \(exits)")
        await KeyboardQuiet.settle { send.sendActions(for: .editingDidEndOnExit) }
        #expect(send.isFirstResponder)
        let tappedDone = await host.stage.focus(done)
        #expect(tappedDone)
        // What UIKit does on Return in a Done field: it runs its editingDidEndOnExit actions.
        await KeyboardQuiet.settle { done.sendActions(for: .editingDidEndOnExit) }
        #expect(!done.isFirstResponder)
      }
    }
  }
}
