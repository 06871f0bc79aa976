#if canImport(UIKit)
  import KeyboardAvoidance
  import RuleScenarios
  import Testing
  import UIKit

  /// A text view editor (rule F5) and a following constraint (rules C1, C2) on real UIKit
  /// views, with the numbers of ``FormScenarios``, which `RuleScenarioModelTests` checks on
  /// the headless model too.
  @MainActor
  struct EditorConstraintRuleUIKitTests {
    @Test("F5: typing at the end keeps the caret in view; moving it to the start scrolls to 0")
    func editor() throws {
      let host = UIKitEditorHost()
      defer { host.stage.tearDown() }
      let textView = host.textView
      try #require(textView.becomeFirstResponder())
      host.stage.show(RuleScenarios.docked)
      for _ in 0..<FormScenarios.editorLines { textView.insertText("line\n") }
      textView.layoutIfNeeded()
      // UIKit's text layout gives the caret; the rule gives the offset from it: the target
      // [caret.minY - 16, min(caret.maxY + 16, max(caret.maxY, content))] (F2), its bottom
      // at the band's, 508 below the offset (F3), and at most the largest offset.
      let caret = try #require(host.caret)
      let content = textView.contentSize.height
      let bottom = min(caret.maxY + 16, max(caret.maxY, content))
      let expected = min(bottom - 508, content + 336 - 844)
      #expect(
        abs(textView.contentOffset.y - expected) < 0.001,
        "offset \(textView.contentOffset.y), rule \(expected) (caret \(caret), content \(content))")
      host.moveCaretToStart()
      textView.keyboard.inputDidChangeSelection(textView)
      #expect(textView.contentOffset.y == FormScenarios.editorTopOffset)
    }

    @Test("C1: a bottom pin follows the keyboard, 16 then 352 then 16")
    func follow() {
      let host = UIKitPanelHost()
      defer { host.stage.tearDown() }
      host.constraint.keyboard.follow()
      host.stage.show(RuleScenarios.docked)
      #expect(host.constraint.constant == FormScenarios.followedConstant)
      host.stage.hide()
      #expect(host.constraint.constant == FormScenarios.panelBase)
    }

    @Test("C2: a bottom pin moves only as much as its covered field needs, 304")
    func whenCovered() throws {
      let host = UIKitPanelHost()
      defer { host.stage.tearDown() }
      host.constraint.keyboard.follow(mode: .whenCovered)
      try #require(host.field.becomeFirstResponder())
      host.stage.show(RuleScenarios.docked)
      #expect(host.constraint.constant == FormScenarios.coveredConstant)
      host.stage.hide()
      #expect(host.constraint.constant == FormScenarios.panelBase)
    }
  }
#endif
