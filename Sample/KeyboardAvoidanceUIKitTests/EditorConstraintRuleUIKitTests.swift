import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
import UIKit

extension UIKitRuleTests {
  /// A text view editor (rule F5) and a following constraint (rules C1, C2) on real UIKit
  /// views, with the numbers of ``FormScenarios``.
  @Suite
  @MainActor
  struct EditorConstraintRuleUIKitTests {
    /// Runs `body` on the editor's text view, first responder with the keyboard docked.
    private func withEditingEditor(_ body: (UIKitEditorHost) async throws -> Void) async throws {
      try await withHost({ UIKitEditorHost(scene: $0) }) { host in
        try await host.stage.requireFocus(host.textView)
        host.stage.show(RuleScenarios.docked)
        try await body(host)
      }
    }

    /// Expects the text view's offset where the rules put its caret, from UIKit's text
    /// layout: the target [caret.minY - 16, min(caret.maxY + 16, max(caret.maxY, content))]
    /// (F2), its bottom at the band's, 508 below the offset (F3), and at most the largest
    /// offset.
    private func expectCaretInView(
      _ host: UIKitEditorHost, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let caret = try #require(host.caret, sourceLocation: sourceLocation)
      let content = host.textView.contentSize.height
      let bottom = min(caret.maxY + 16, max(caret.maxY, content))
      let expected = min(bottom - 508, content + 336 - 844)
      let offset = host.textView.contentOffset.y
      #expect(
        abs(offset - expected) < 0.001,
        "offset \(offset), rule \(expected) (caret \(caret), content \(content))",
        sourceLocation: sourceLocation)
    }

    @Test("F5: typing at the end keeps the caret in view; moving it to the start scrolls to 0")
    func editor() async throws {
      try await withEditingEditor { host in
        let textView = host.textView
        for _ in 0..<FormScenarios.editorLines { textView.insertText("line\n") }
        // The engine reads the caret once the run loop's layout pass and a main-queue turn
        // after it have run (rules F5, L8): the run loop turns.
        await MainRunLoop.run(for: 0.1)
        try expectCaretInView(host)
        host.moveCaretToStart()
        textView.keyboard.inputDidChangeSelection(textView)
        // Read once the text view's next layout pass and a main-queue turn have run (rules
        // F5, L8), whatever order the pass takes the text view's subviews in (O1 g).
        await MainRunLoop.run(for: 0.1)
        #expect(textView.contentOffset.y == FormScenarios.editorTopOffset)
      }
    }

    @Test("F5: the caret is followed after the app took the sentinel out before its layout")
    func sentinelTakenOut() async throws {
      try await withEditingEditor { host in
        let textView = host.textView
        host.moveCaretToStart()
        textView.keyboard.inputDidChangeSelection(textView)
        // An app rebuilding its view takes out what it does not know, the engine's
        // sentinel with it, before the run loop lays out: that layout pass never comes.
        for view in textView.subviews where String(describing: type(of: view)) == "SentinelView" {
          view.removeFromSuperview()
        }
        await MainRunLoop.run(for: 0.1)
        for _ in 0..<FormScenarios.editorLines { textView.insertText("line\n") }
        await MainRunLoop.run(for: 0.1)
        try expectCaretInView(host)
      }
    }

    @Test("C1: a bottom pin follows the keyboard, 16 then 352 then 16")
    func follow() async throws {
      try await withHost({ UIKitPanelHost(scene: $0) }) { host in
        host.constraint.keyboard.follow()
        defer { host.constraint.keyboard.stopFollowing() }
        host.stage.show(RuleScenarios.docked)
        #expect(host.constraint.constant == FormScenarios.followedConstant)
        host.stage.hide()
        #expect(host.constraint.constant == FormScenarios.panelBase)
      }
    }

    @Test("C3: a deactivated pin is not written; active again, it follows, 16 then 352")
    func inactive() async throws {
      try await withHost({ UIKitPanelHost(scene: $0) }) { host in
        host.constraint.keyboard.follow()
        defer { host.constraint.keyboard.stopFollowing() }
        // An app swapping constraint sets: UIKit no longer lays the pin out.
        host.constraint.isActive = false
        host.stage.show(RuleScenarios.docked)
        #expect(host.constraint.constant == FormScenarios.panelBase)
        host.constraint.isActive = true
        host.constraint.keyboard.updateIfNeeded()
        #expect(host.constraint.constant == FormScenarios.followedConstant)
        host.stage.hide()
        #expect(host.constraint.constant == FormScenarios.panelBase)
      }
    }

    @Test("C2: a bottom pin moves only as much as its covered field needs, 304")
    func whenCovered() async throws {
      try await withHost({ UIKitPanelHost(scene: $0) }) { host in
        host.constraint.keyboard.follow(mode: .whenCovered)
        defer { host.constraint.keyboard.stopFollowing() }
        try await host.stage.requireFocus(host.field)
        // Posted as UIKit posts, outside any animation block: the engine's own animation
        // with the keyboard's timing runs, as on a device. The constant is final at once
        // and stays so when the animation is over.
        host.stage.keyboard.animates = true
        host.stage.show(RuleScenarios.docked)
        #expect(host.constraint.constant == FormScenarios.coveredConstant)
        await MainRunLoop.runUntilAnimationsEnd()
        #expect(host.constraint.constant == FormScenarios.coveredConstant)
        host.stage.hide()
        #expect(host.constraint.constant == FormScenarios.panelBase)
        await MainRunLoop.runUntilAnimationsEnd()
        #expect(host.constraint.constant == FormScenarios.panelBase)
      }
    }
  }
}
