#if canImport(UIKit)
  import KeyboardAvoidance
  import RuleScenarios
  import Testing
  import UIKit

  /// Lists on real UIKit views: a table, a table view controller's table, a collection
  /// view (rules F2, I5, F6), with the numbers of ``FormScenarios``, which
  /// `RuleScenarioModelTests` checks on the headless model too.
  @MainActor
  struct ListRuleUIKitTests {
    private let row = FormScenarios.focusedRow

    private func checkFocusedRow(_ kind: UIKitRowsHost.Kind) throws {
      let host = UIKitRowsHost(kind, rows: [row: .default])
      defer { host.stage.tearDown() }
      host.list.keyboard.enable()
      let field = try #require(host.field(row), "row 16's cell does not exist")
      try #require(field.becomeFirstResponder(), "the field did not become first responder")
      host.stage.show(RuleScenarios.docked)
      let shown = FormScenarios.rowShown
      #expect(host.state.matches(shown), "shown: UIKit \(host.state), rule \(shown)")
      host.stage.hide()
      let hidden = FormScenarios.rowHidden
      #expect(host.state.matches(hidden), "hidden: UIKit \(host.state), rule \(hidden)")
    }

    @Test("F2: a field in a table's cell reveals the whole cell, 336 and 256")
    func tableCell() throws { try checkFocusedRow(.table) }

    @Test("F2: a field in a collection view's cell reveals the whole cell, 336 and 256")
    func collectionCell() throws { try checkFocusedRow(.collection) }

    @Test("I5: the engine writes no inset to a table view controller's table and reveals the row")
    func tableViewController() throws {
      let host = UIKitRowsHost(.tableViewController, rows: [row: .default])
      defer { host.stage.tearDown() }
      try #require(host.list.next is UITableViewController)
      host.list.keyboard.enable()
      let field = try #require(host.field(row), "row 16's cell does not exist")
      try #require(field.becomeFirstResponder(), "the field did not become first responder")
      let writes = engineWriteLines { host.stage.show(RuleScenarios.docked) }
      // UIKit's controller sets the inset itself, by rules of its own that are not asserted
      // here (the model's controller sets 336); the engine adds nothing to it.
      #expect(!writes.contains { $0.contains("contentInset") || $0.contains("indicatorInsets") })
      // The target [688, 764] lies in the band of the insets UIKit set (F3).
      let band = UIKitStage.band(of: host.list)
      let target = FormScenarios.focusedRowTarget
      #expect(
        band.contains(target.minY) && band.contains(target.maxY - 0.001),
        "band \(band), target \(target.minY) ... \(target.maxY)")
    }

    @Test("F6: Return moves on from Next, stays in Send and ends editing in Done")
    func returnKeys() throws {
      let keys: [UIReturnKeyType] = FormScenarios.returnKeys.map {
        switch $0 {
        case .next: .next
        case .send: .send
        case .done: .done
        }
      }
      let host = UIKitRowsHost(.table, rows: Dictionary(uniqueKeysWithValues: zip(0..., keys)))
      defer { host.stage.tearDown() }
      host.list.keyboard.enable()
      let next = try #require(host.field(0))
      let send = try #require(host.field(1))
      let done = try #require(host.field(2))
      try #require(next.becomeFirstResponder())
      host.stage.show(RuleScenarios.docked)
      #expect(host.list.keyboard.focusNext())
      #expect(send.isFirstResponder)
      // Return is UIKit's to deliver: it ends editing in a field that has an
      // editingDidEndOnExit target. The Send field has none of the engine's, so Return
      // keeps the focus there (the model presses Return; a unit test cannot type it).
      let exits = send.allTargets.compactMap {
        send.actions(forTarget: $0, forControlEvent: .editingDidEndOnExit)
      }
      #expect(exits.isEmpty, "a Send field has Return actions \(exits)")
      #expect(host.list.keyboard.focusNext())
      #expect(done.isFirstResponder)
      // What UIKit does on Return in a Done field: it runs its editingDidEndOnExit actions.
      done.sendActions(for: .editingDidEndOnExit)
      #expect(!done.isFirstResponder)
    }
  }
#endif
