import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import RuleScenarios
import TestSupport
import Testing

/// A following constraint that the app deactivates, or whose items go away (rule C3).
///
/// The login screen of ``LoginStage``: a button 16 pt above the safe area's bottom (34), a
/// 336 pt keyboard, so a followed constant is 16 + 336 - 34 = 318.
@MainActor
struct ConstraintActivityTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `C3: an inactive constraint is not written, said once, and follows when active`() {
    let login = LoginStage()
    login.constraint.keyboard.follow()
    login.constraint.isActive = false
    let lines = loggedLines {
      login.keyboard.show(height: 336)
    }
    // Four notifications, no write, one log line for the whole inactive spell.
    #expect(login.constraint.constant == 16)
    #expect(login.constraint.recorder.writes == 0)
    #expect(lines.filter { $0.contains("inactive") }.count == 1)
    // Active again (an app swapping constraint sets back): the next signal follows.
    login.constraint.isActive = true
    login.constraint.keyboard.updateIfNeeded()
    #expect(login.constraint.constant == 318)
    #expect(login.constraint.keyboard.isFollowing)
    login.keyboard.hide()
    #expect(login.constraint.constant == 16)
  }

  @Test func `C3: deactivated with the keyboard up, the constant is left where it is`() {
    let login = LoginStage()
    login.constraint.keyboard.follow()
    login.keyboard.show(height: 336)
    #expect(login.constraint.constant == 318)
    login.constraint.isActive = false
    login.constraint.recorder = HostRecorder()
    login.keyboard.hide()
    // Not written while inactive: 318 stays; active again, the hidden keyboard gives 16.
    #expect(login.constraint.recorder.writes == 0)
    #expect(login.constraint.constant == 318)
    login.constraint.isActive = true
    login.constraint.keyboard.updateIfNeeded()
    #expect(login.constraint.constant == 16)
  }

  @Test func `C3: a constraint whose item is gone stops following for good`() {
    let login = LoginStage()
    var button: HeadlessView? = HeadlessView(frame: CGRect(x: 16, y: 744, width: 358, height: 50))
    let constraint = HeadlessLayoutConstraint(
      view: login.view, constant: 16, isSafeAreaAware: true, item: button)
    constraint.keyboard.follow()
    // The button leaves and is released; the constraint holds it weakly, as UIKit's
    // items are `assign` and the engine keeps its own weak references.
    button = nil
    let lines = loggedLines {
      login.keyboard.show(height: 336)
    }
    #expect(constraint.recorder.writes == 0)
    #expect(constraint.constant == 16)
    #expect(!constraint.keyboard.isFollowing)
    #expect(lines.filter { $0.contains("items are gone") }.count == 1)
  }
}
