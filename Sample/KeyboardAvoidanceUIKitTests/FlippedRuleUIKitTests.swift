import KeyboardAvoidance
import Testing
import UIKit

extension UIKitRuleTests {
  /// Tables flipped vertically on real UIKit views, a chat's `scaleY(-1)` on the table or
  /// on a view around it (rule I4), with the numbers of ``FormScenarios``.
  @Suite
  @MainActor
  struct FlippedRuleUIKitTests {
    /// Whether two lengths are equal within A2's 0.001 pt.
    private func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

    private func checkFlippedRow(flippingContainer: Bool) async throws {
      let row = FormScenarios.flippedRow
      try await withHost({ UIKitRowsHost(.table, rows: [row: .default], scene: $0) }) { host in
        let table = host.list
        let flip = CGAffineTransform(scaleX: 1, y: -1)
        if flippingContainer {
          // The flip is an ancestor's: the table's own transform stays the identity.
          let container = UIView(frame: table.frame)
          host.stage.rootView.addSubview(container)
          container.addSubview(table)
          container.transform = flip
        } else {
          table.transform = flip
        }
        host.stage.window.layoutIfNeeded()
        table.keyboard.enable()
        defer { table.keyboard.disable() }
        let field = try #require(host.field(row), "row 0's cell does not exist")
        try await host.stage.requireFocus(field)
        host.stage.show(RuleScenarios.docked)
        await MainRunLoop.runUntilAnimationsEnd()
        let top = FormScenarios.flippedShownTop
        let inset = table.contentInset
        let indicators = table.verticalScrollIndicatorInsets
        #expect(
          same(inset.top, top) && same(inset.bottom, 0),
          "shown: contentInset \(inset), rule top \(top)")
        #expect(
          same(indicators.top, top) && same(indicators.bottom, 0),
          "shown: indicator insets \(indicators), rule top \(top)")
        let offset = FormScenarios.flippedShownOffsetY
        #expect(
          same(table.contentOffset.y, offset),
          "shown: offset \(table.contentOffset.y), rule \(offset)")
        // On screen the field is above the keyboard's top, the flip taken into account.
        let keyboardTop = try #require(host.stage.keyboardFrame).minY
        let fieldOnScreen = host.stage.onScreen(field.bounds, in: field)
        #expect(
          fieldOnScreen.maxY <= keyboardTop + 0.001,
          "the field on screen \(fieldOnScreen.minY) ... \(fieldOnScreen.maxY), keyboard \(keyboardTop)"
        )
        host.stage.hide()
        await MainRunLoop.runUntilAnimationsEnd()
        #expect(table.contentInset == .zero, "hidden: contentInset \(table.contentInset)")
        #expect(
          table.verticalScrollIndicatorInsets == .zero,
          "hidden: indicator insets \(table.verticalScrollIndicatorInsets)")
        let hidden = FormScenarios.flippedHiddenOffsetY
        #expect(
          same(table.contentOffset.y, hidden),
          "hidden: offset \(table.contentOffset.y), rule \(hidden)")
      }
    }

    @Test("I4: a flipped table takes the inset on its top and shows row 0, 336 and -336")
    func flippedTable() async throws { try await checkFlippedRow(flippingContainer: false) }

    @Test("I4: a table in a flipped container takes the inset on its top, 336 and -336")
    func flippedContainer() async throws { try await checkFlippedRow(flippingContainer: true) }
  }
}
