import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import RuleScenarios
import TestSupport
import Testing

/// The library's first use in the process with a field already editing (rule L2): UIKit
/// posted its begin-editing before the library observed anything, so the observer finds
/// it by looking, once.
///
/// The ``Stage`` defaults, its observer made only when a host first reaches it: a 390 x 844
/// screen and window, safe area 47 / 34, a full-window scroll view with 1600 pt of content
/// and the `always` adjustment at offset -47; a field at (16, 700, 358 x 44) editing and a
/// 336 pt keyboard (top at 508) up before the first use, neither of them heard.
@MainActor
struct FirstUseFocusTests {
  private let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// A first-use stage with the field editing and the keyboard up, both unheard.
  private func stageWithFieldEditing() -> (Stage, HeadlessTextField) {
    let stage = Stage(observesFromFirstUse: true)
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    field.becomeFirstResponder()
    // The app's layout made the window's keyboard layout guide before the keyboard came.
    stage.window.makeKeyboardLayoutGuide()
    stage.screen.systemKeyboardFrame = keyboard
    return (stage, field)
  }

  @Test func `L2: at the first use a field already editing is found and revealed`() {
    let (stage, field) = stageWithFieldEditing()
    stage.scrollView.keyboard.enable()
    #expect(stage.screen.keyboardObserver.focusedInput === field)
    #expect(stage.scrollView.recorder.writes == 0)
    stage.window.layoutIfNeeded()
    // The guide's top is 508: overlap 844 - 508 = 336, 34 of it the safe area's: 302 added
    // (I1). The field's target 700 - 16 ... 744 + 16 = 760 ends 760 - 508 = 252 below the
    // band's bottom at offset 0: offset 252 (F3), without animation.
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    #expect(stage.scrollView.recorder.animations.isEmpty)
  }

  @Test func `L2: the app-wide mode turned on at the first use serves the field already editing`() {
    let (stage, field) = stageWithFieldEditing()
    stage.screen.keyboard.enableEverywhere()
    #expect(stage.screen.keyboardObserver.focusedInput === field)
    #expect(stage.scrollView.keyboard.isEnabled)
    // The turn's layout pass reads the guide; the mode's cover decision follows it (rule
    // L7): the keyboard covers the host, so as by hand, 302 added and offset 252.
    stage.screen.runLayoutPass()
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
  }

  @Test func `L2: the first use looks once, and what begins editing later is heard`() {
    let (stage, field) = stageWithFieldEditing()
    let other = stage.addField("name", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
    let lines = loggedLines {
      stage.scrollView.keyboard.enable()
      stage.window.layoutIfNeeded()
      other.becomeFirstResponder()
      stage.scrollView.keyboard.disable()
      stage.scrollView.keyboard.enable()
    }
    #expect(lines.filter { $0.contains("before the first use") }.count == 1)
    #expect(stage.screen.keyboardObserver.focusedInput === other)
    #expect(field.isFirstResponder == false)
  }

  @Test func `L2: a look that cannot be made leaves the next one to look`() {
    let observer = KeyboardObserver(center: NotificationCenter())
    let field = HeadlessTextField(identifier: "code", frame: .zero)
    // A host in no window cannot look (none of its inputs can be editing).
    observer.adoptEditingInputsOnce { nil }
    observer.adoptEditingInputsOnce { [field] }
    #expect(observer.focusedInput === field)
    // Looked once: a later look finds nothing new.
    let later = HeadlessTextField(identifier: "later", frame: .zero)
    observer.adoptEditingInputsOnce { [later] }
    #expect(observer.focusedInput === field)
  }
}
