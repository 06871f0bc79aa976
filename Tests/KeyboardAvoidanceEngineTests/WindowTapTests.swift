import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule T2 set on the application (L9): a tap anywhere in a window ends editing there.
///
/// A 390 x 844 screen. Window "login" covers it: a screen that does not scroll
/// (``ScreenStage``), with a navigation bar 0 ... 100, a "user" field at y 200 and a
/// "password" field at y 300 (358 x 44 at x 16), a show-password button at (330, 300, 44,
/// 44), empty elsewhere. A second window "chat" (an iPad's other scene), shown by the test
/// that needs it, sits on the same screen with a "message" field at y 700.
@MainActor
struct WindowTapTests {
  /// The "login" window's screen, the app-wide mode off until a test turns it on.
  private let stage = ScreenStage(appWide: false)
  private let navigationBar = HeadlessBar(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
  private let user: HeadlessTextField
  private let password = HeadlessTextField(
    identifier: "password", frame: CGRect(x: 16, y: 300, width: 300, height: 44))
  private let showPassword = HeadlessButton(frame: CGRect(x: 330, y: 300, width: 44, height: 44))
  private var login: HeadlessWindow { stage.window }
  /// The empty space of the login screen, under its inputs, button and bar.
  private var empty: HeadlessView { stage.controller.view.content }

  init() {
    user = stage.addField("user", y: 200)
    for view in [navigationBar, password, showPassword] as [HeadlessView] {
      empty.addSubview(view)
    }
  }

  @Test func `T2: set on the application, a tap outside inputs, controls and bars ends editing`() {
    stage.app.enableEverywhere()
    stage.app.endsEditingOnTap = true
    user.becomeFirstResponder()
    // The show-password button keeps its tap, and editing goes on.
    login.tap(at: CGPoint(x: 350, y: 320))
    #expect(showPassword.taps == 1)
    #expect(stage.focusedID == "user")
    // So does the navigation bar.
    login.tap(at: CGPoint(x: 200, y: 50))
    #expect(navigationBar.tapsReceived == 1)
    #expect(stage.focusedID == "user")
    // A tap on another input moves focus to it.
    login.tap(at: CGPoint(x: 100, y: 320))
    #expect(stage.focusedID == "password")
    // Empty space of a screen that does not scroll: editing ends, and the window still
    // received the tap (the recognizer does not cancel touches).
    login.tap(at: CGPoint(x: 200, y: 500))
    #expect(stage.focusedID == nil)
    #expect(empty.tapsReceived == 1)
  }

  @Test func `T2: off, or with the app-wide mode off, a tap in a window ends nothing`() {
    stage.app.enableEverywhere()
    user.becomeFirstResponder()
    login.tap(at: CGPoint(x: 200, y: 500))
    #expect(stage.focusedID == "user")
    stage.app.endsEditingOnTap = true
    stage.app.disableEverywhere()
    login.tap(at: CGPoint(x: 200, y: 500))
    #expect(stage.focusedID == "user")
    // On again with the mode: the window is watched again.
    stage.app.enableEverywhere()
    login.tap(at: CGPoint(x: 200, y: 500))
    #expect(stage.focusedID == nil)
  }

  @Test func `T2: a window shown later is watched, and a tap in one never ends editing in another`()
  {
    stage.app.enableEverywhere()
    stage.app.endsEditingOnTap = true
    let chat = HeadlessWindow(
      screen: stage.screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let message = HeadlessTextField(
      identifier: "message", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    chat.addSubview(message)
    user.becomeFirstResponder()
    // rule F1: a tap in the chat window leaves the login window's editing alone.
    chat.tap(at: CGPoint(x: 200, y: 300))
    #expect(stage.focusedID == "user")
    #expect(chat.tapsReceived == 1)
    // The chat window, shown after the setting, ends its own editing.
    message.becomeFirstResponder()
    login.tap(at: CGPoint(x: 200, y: 500))
    #expect(stage.focusedID == "message")
    chat.tap(at: CGPoint(x: 200, y: 300))
    #expect(stage.focusedID == nil)
  }
}
