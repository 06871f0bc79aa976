import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule L9: the application's bar and Return navigation reach an input whose scroll view the
/// app-wide mode passed over, as they reach its neighbours.
///
/// The shared screen stage (390 x 844, safe area 47 / 34, app-wide mode on) with a list at
/// 100 ... 400 (600 pt of content) holding "name" at 20 and "email" at 80 of its content
/// (120 ... 164 and 180 ... 224 in the window), and "code" at 700 on the screen itself. A
/// 336 pt keyboard, 380 pt with the 44 pt bar: its top at 844 - 380 = 464, below the list.
@MainActor
struct AppWideHelperReachTests {
  let stage = ScreenStage()
  let list = HeadlessScrollView(
    frame: CGRect(x: 0, y: 100, width: 390, height: 300),
    contentSize: CGSize(width: 390, height: 600))
  let name: HeadlessTextField
  let email: HeadlessTextField
  let code: HeadlessTextField

  init() {
    stage.controller.view.content.addSubview(list)
    name = list.addFormField("name", y: 20)
    email = list.addFormField("email", y: 80)
    code = stage.addField("code", y: 700)
    for field in [name, email] { field.returnKeyType = .next }
    stage.screen.runLayoutPass()
    stage.app.showsToolbar = true
    stage.app.isReturnKeyNavigationEnabled = true
  }

  /// Also where a translation moves the safe area (UIKit's headers are silent): nothing is
  /// lifted here, so nothing may change.
  @Test(arguments: [false, true])
  func `L9: an input in a list the keyboard does not cover keeps the application's bar`(
    translationMovesSafeArea: Bool
  ) {
    stage.window.translationMovesSafeArea = translationMovesSafeArea
    // Focused before any keyboard: the mode enables the list; the keyboard then covers none
    // of it, and the list is passed over with no write.
    name.becomeFirstResponder()
    let listBar = name.bar
    stage.keyboard.show(height: 336)
    #expect(list.contentInset == .zero)
    #expect(list.recorder.contentInsets.isEmpty)
    // The field keeps its bar, the screen's now (the same bar: nothing reloaded), the
    // keyboard its 44 pt: nothing is covered, so the screen writes nothing either.
    #expect(listBar != nil)
    #expect(name.bar === listBar)
    #expect(stage.screen.systemKeyboardFrame == CGRect(x: 0, y: 464, width: 390, height: 380))
    #expect(stage.controller.additionalSafeAreaInsets == .zero)
    // Previous and Next walk the screen in reading order: name, email, code.
    #expect(name.barArrows(thenTap: .next) == .nextOnly)
    #expect(stage.focusedID == "email")
    #expect(email.barArrows(thenTap: .next) == .both)
    #expect(stage.focusedID == "code")
    #expect(code.barArrows(thenTap: .previous) == .previousOnly)
    #expect(stage.focusedID == "email")
    // Return, on for the application, moves the same way.
    email.pressReturn()
    #expect(stage.focusedID == "code")
  }

  @Test func `L9: a passed-over list's field in a screen the app opted out loses its bar`() {
    stage.controller.keyboard.isScreenAvoidanceEnabled = false
    name.becomeFirstResponder()
    #expect(name.bar != nil)
    stage.keyboard.show(height: 336)
    // Nothing serves the field now: the list's bar goes with the list, and the keyboard is
    // 336 again, its top at 508.
    #expect(name.bar == nil)
    #expect(stage.screen.systemKeyboardFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
  }
}
