import KeyboardAvoidance
import Testing
import UIKit

extension UIKitRuleTests {
  /// A scrolling text view inside an enabled form on real UIKit views (rules F2, F8).
  @Suite
  @MainActor
  struct NestedHostRuleUIKitTests {
    @Test("F8: a notes view inside its enabled form takes no inset; the form scrolls to 308")
    func nested() async throws {
      try await withHost({ UIKitNestedNotesHost(scene: $0) }) { host in
        try await host.stage.requireFocus(host.notes)
        host.notes.layoutIfNeeded()
        host.stage.show(RuleScenarios.docked)
        // 40 lines of UIKit's text put the caret far below the notes view's 200 pt: the
        // form's target is its bottom edge, 800, grown 784 ... 816 (F2): 816 - 508 = 308,
        // whatever the font.
        #expect(host.form.contentOffset.y == 308)
        #expect(host.form.contentInset.bottom == 336)
        // Measured where the form sent it, 292 ... 492 on the scenario's screen, the notes
        // view is above the keyboard's 508: no inset was ever written to it (F8).
        #expect(host.notes.writtenInsets.isEmpty, "insets written: \(host.notes.writtenInsets)")
        #expect(host.notes.contentInset == .zero)
        // It scrolled its own caret in, to its content's end at most.
        let caret = try #require(
          host.notes.selectedTextRange.map { host.notes.caretRect(for: $0.end) })
        let offset = host.notes.contentOffset.y
        #expect(
          caret.minY >= offset && caret.maxY <= offset + 200, "caret \(caret), offset \(offset)")
        host.stage.hide()
        #expect(host.form.contentInset.bottom == 0)
        #expect(host.notes.writtenInsets.isEmpty)
      }
    }
  }
}
