import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
import UIKit

extension UIKitRuleTests {
  /// A table's and a collection view's animated scroll on real UIKit views (rule A1), with
  /// the numbers of ``FormScenarios``: UIKit scrolls them with
  /// `setContentOffset(_:animated:)` on its own clock, and the notifications that follow
  /// the first one read that scroll in flight.
  @Suite
  @MainActor
  struct AnimatedOffsetRuleUIKitTests {
    private let row = FormScenarios.focusedRow

    /// Lets the app run until `condition` holds, or for at most `seconds`; whether it held.
    private func wait(
      until condition: () -> Bool, atMost seconds: TimeInterval = 1.5
    ) async -> Bool {
      let step = 0.05
      var waited: TimeInterval = 0
      while !condition() && waited < seconds {
        await MainRunLoop.run(for: step)
        waited += step
      }
      return condition()
    }

    private func checkOneScroll(_ kind: UIKitRowsHost.Kind) async throws {
      try await withFocusedRow(kind, row: row) { host in
        host.stage.keyboard.animates = true
        // willChangeFrame scrolls, animated; willShow, didChangeFrame and didShow find the
        // scroll on its way and write it neither again nor unanimated.
        let writes = engineWrites { host.stage.show(RuleScenarios.docked) }.offsetWrites
        #expect(writes.count == 1, "offset writes: \(writes)")
        #expect(
          writes.allSatisfy { $0.contains("animated") && !$0.contains("not animated") },
          "offset writes: \(writes)")
        let shown = FormScenarios.rowShown
        let reached = await wait { host.state.matches(shown) }
        #expect(reached, "after the scroll: UIKit \(host.state), rule \(shown)")
      }
    }

    @Test("A1: a table's show scrolls it once, animated, to the end")
    func tableScrollsOnce() async throws { try await checkOneScroll(.table) }

    @Test("A1: a collection view's show scrolls it once, animated, to the end")
    func collectionScrollsOnce() async throws { try await checkOneScroll(.collection) }
  }
}
