import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import Testing

/// rule T2 set on the application (L9): a tap anywhere in a window ends editing there.
///
/// A 390 x 844 screen. Window "login" covers it: a screen that does not scroll, with a
/// navigation bar 0 ... 100, a "user" field at y 200 and a "password" field at y 300
/// (358 x 44 at x 16), a show-password button at (330, 300, 44, 44), empty elsewhere. A
/// second window "chat" (an iPad's other scene) sits on the same screen with a "message"
/// field at y 700.
@MainActor
struct WindowTapTests {
  @MainActor
  private final class Screens {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let login: HeadlessWindow
    let navigationBar = HeadlessBar(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    let user = HeadlessTextField(
      identifier: "user", frame: CGRect(x: 16, y: 200, width: 358, height: 44))
    let password = HeadlessTextField(
      identifier: "password", frame: CGRect(x: 16, y: 300, width: 300, height: 44))
    let showPassword = HeadlessButton(frame: CGRect(x: 330, y: 300, width: 44, height: 44))
    let message = HeadlessTextField(
      identifier: "message", frame: CGRect(x: 16, y: 700, width: 358, height: 44))

    var focusedID: String? { (screen.firstResponder as? any HeadlessInput)?.identifier }

    init() {
      login = HeadlessWindow(screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      for view in [navigationBar, user, password, showPassword] as [HeadlessView] {
        login.addSubview(view)
      }
    }

    /// The second window, made (and so shown) now.
    func showChat() -> HeadlessWindow {
      let chat = HeadlessWindow(screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      chat.addSubview(message)
      return chat
    }
  }

  @Test func `T2: set on the application, a tap outside inputs, controls and bars ends editing`() {
    let world = Screens()
    world.screen.keyboard.enableEverywhere()
    world.screen.keyboard.endsEditingOnTap = true
    world.user.becomeFirstResponder()
    // The show-password button keeps its tap, and editing goes on.
    world.login.tap(at: CGPoint(x: 350, y: 320))
    #expect(world.showPassword.taps == 1)
    #expect(world.focusedID == "user")
    // So does the navigation bar.
    world.login.tap(at: CGPoint(x: 200, y: 50))
    #expect(world.navigationBar.tapsReceived == 1)
    #expect(world.focusedID == "user")
    // A tap on another input moves focus to it.
    world.login.tap(at: CGPoint(x: 100, y: 320))
    #expect(world.focusedID == "password")
    // Empty space of a screen that does not scroll: editing ends, and the window still
    // received the tap (the recognizer does not cancel touches).
    world.login.tap(at: CGPoint(x: 200, y: 500))
    #expect(world.focusedID == nil)
    #expect(world.login.tapsReceived == 1)
  }

  @Test func `T2: off, or with the app-wide mode off, a tap in a window ends nothing`() {
    let world = Screens()
    world.screen.keyboard.enableEverywhere()
    world.user.becomeFirstResponder()
    world.login.tap(at: CGPoint(x: 200, y: 500))
    #expect(world.focusedID == "user")
    world.screen.keyboard.endsEditingOnTap = true
    world.screen.keyboard.disableEverywhere()
    world.login.tap(at: CGPoint(x: 200, y: 500))
    #expect(world.focusedID == "user")
    // On again with the mode: the window is watched again.
    world.screen.keyboard.enableEverywhere()
    world.login.tap(at: CGPoint(x: 200, y: 500))
    #expect(world.focusedID == nil)
  }

  @Test func `T2: a window shown later is watched, and a tap in one never ends editing in another`()
  {
    let world = Screens()
    world.screen.keyboard.enableEverywhere()
    world.screen.keyboard.endsEditingOnTap = true
    let chat = world.showChat()
    world.user.becomeFirstResponder()
    // rule F1: a tap in the chat window leaves the login window's editing alone.
    chat.tap(at: CGPoint(x: 200, y: 300))
    #expect(world.focusedID == "user")
    #expect(chat.tapsReceived == 1)
    // The chat window, shown after the setting, ends its own editing.
    world.message.becomeFirstResponder()
    world.login.tap(at: CGPoint(x: 200, y: 500))
    #expect(world.focusedID == "message")
    chat.tap(at: CGPoint(x: 200, y: 300))
    #expect(world.focusedID == nil)
  }
}
