import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rules T1, F6 (through L9), T2 and L2 on screens that do not scroll (L10).
///
/// Screen and window 390 x 844, safe area top 47 and bottom 34; a view controller whose view
/// covers the window, its content pinned to the safe area's bottom; fields 358 x 44 at x 16:
/// "user" at y 200, "password" at y 300, "code" at y 700 (in the view's space as first laid
/// out); a scroll view at y 400 ... 500 holding "search". A 336 pt keyboard from 508, 0.25 s,
/// curve 7. Margin 16.
@MainActor
struct ScreenHelperTests {
  let stage: ScreenStage
  let user: HeadlessTextField
  let password: HeadlessTextField
  let code: HeadlessTextField
  let list = HeadlessScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
  let search = HeadlessTextField(
    identifier: "search", frame: CGRect(x: 16, y: 20, width: 358, height: 44))

  /// The suite's inputs on the shared screen stage, its content pinned to the safe area;
  /// the app-wide mode is turned on by each test.
  init() { self.init(followsSafeArea: true) }

  /// The suite's inputs, the content following the safe area or not.
  init(followsSafeArea: Bool) {
    stage = ScreenStage(followsSafeArea: followsSafeArea, appWide: false)
    // Added out of reading order: the order comes from the frames.
    code = stage.addField("code", y: 700)
    stage.controller.view.content.addSubview(list)
    password = stage.addField("password", y: 300)
    user = stage.addField("user", y: 200)
    list.contentSize = CGSize(width: 390, height: 100)
    list.addSubview(search)
  }

  /// Turns the app-wide mode on with the settings `configure` gives it, focuses "code" and
  /// shows the 336 pt keyboard.
  func showKeyboard(focusingCode configure: (KeyboardAvoidanceWrapper<HeadlessScreen>) -> Void) {
    stage.app.enableEverywhere()
    configure(stage.app)
    code.becomeFirstResponder()
    stage.keyboard.show(height: 336)
  }

  @Test
  func `T1: the application's bar reaches a screen's inputs, Previous and Next in reading order`()
    throws
  {
    stage.app.enableEverywhere()
    stage.app.showsToolbar = true
    user.becomeFirstResponder()
    #expect(user.barArrows(thenTap: .next) == .nextOnly)
    #expect(stage.focusedID == "password")
    // "search" lies in a scroll view between them that no host serves yet: the screen's
    // next input in reading order (rule L9).
    #expect(password.barArrows(thenTap: .next) == .both)
    #expect(stage.focusedID == "search")
    // The mode enabled that scroll view for it (no keyboard yet, rule L7): its bar is the
    // scroll view's now, which walks its own inputs, "search" alone...
    #expect(search.barArrows(thenTap: .next) == .neither)
    // ...and the screen's walk leaves them to it (rule F8): Previous from "code" passes it.
    code.becomeFirstResponder()
    #expect(code.barArrows(thenTap: .previous) == .previousOnly)
    #expect(stage.focusedID == "password")
    try #require(password.bar).tap(.done)
    #expect(stage.focusedID == nil)
  }

  @Test func `T1: the application's tint, title and Done action reach a screen's bar`() throws {
    let orange = HeadlessColor(name: "orange")
    var ended: [String] = []
    stage.app.enableEverywhere()
    stage.app.showsToolbar = true
    stage.app.toolbarLook.tint = ToolbarTint(orange)
    stage.app.toolbarLook.showsPlaceholder = true
    stage.app.toolbarLook.doneAction = ToolbarDoneAction { input in
      ended.append((input as? HeadlessTextField)?.identifier ?? "?")
    }
    code.placeholder = "One-time code"
    code.becomeFirstResponder()
    let codeBar = try #require(code.bar)
    #expect(codeBar.tint === orange)
    #expect(codeBar.title == "One-time code")
    codeBar.tap(.done)
    #expect(stage.focusedID == nil)
    #expect(ended == ["code"])
  }

  @Test
  func
    `T1: the application's bar turned off leaves a screen's inputs, an app's own accessory stays`()
    throws
  {
    let appsAccessory = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
    password.inputAccessoryView = appsAccessory
    stage.app.enableEverywhere()
    stage.app.showsToolbar = true
    user.becomeFirstResponder()
    password.becomeFirstResponder()
    #expect(password.inputAccessoryView === appsAccessory)
    code.becomeFirstResponder()
    #expect(user.bar != nil)
    #expect(code.bar != nil)
    // Off while "code" edits: every bar the library gave goes at once; on again, the
    // editing input gets its bar at once.
    stage.app.showsToolbar = false
    #expect(user.inputAccessoryView == nil)
    #expect(code.inputAccessoryView == nil)
    #expect(password.inputAccessoryView === appsAccessory)
    stage.app.showsToolbar = true
    #expect(code.bar != nil)
    // The screen opted out: its bars go too.
    stage.controller.keyboard.isScreenAvoidanceEnabled = false
    #expect(code.inputAccessoryView == nil)
  }

  @Test func `L9: Return on a screen's fields moves in reading order, per the application`() {
    user.returnKeyType = .next
    password.returnKeyType = .next
    code.returnKeyType = .done
    stage.app.enableEverywhere()
    stage.app.isReturnKeyNavigationEnabled = true
    // The scroll view, enabled by hand, serves "search" (rule F8).
    list.keyboard.enable()
    user.becomeFirstResponder()
    user.pressReturn()
    #expect(stage.focusedID == "password")
    // Past the scroll view's "search", to "code", whose Done ends editing.
    password.pressReturn()
    #expect(stage.focusedID == "code")
    code.pressReturn()
    #expect(stage.focusedID == nil)
    // Off on the application: Return is the app's again; UIKit leaves focus alone.
    stage.app.isReturnKeyNavigationEnabled = false
    user.becomeFirstResponder()
    user.pressReturn()
    #expect(stage.focusedID == "user")
    #expect(user.returnKeyAction == nil)
  }

  @Test
  func `L2: the app-wide mode turned on with the keyboard up serves a screen's input at once`() {
    code.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.controller.additionalSafeAreaInsets == .zero)
    stage.app.showsToolbar = true
    stage.app.enableEverywhere()
    // Served at once, though no begin-editing came: the field gets the 44 pt bar, whose
    // reload makes UIKit post a taller will-show (keyboard 508 - 44 = 464 ... 844), and the
    // one write joins that show's animation. Overlap 844 - 464 = 380, the safe area keeps
    // 34: 346; the field 700 ... 744 moves up to 354 ... 398, clear of 464 with its margin.
    #expect(code.bar != nil)
    #expect(stage.controller.additionalSafeAreaInsets.bottom == 346)
    #expect(stage.controller.recorder.writes == 1)
    #expect(stage.controller.recorder.animations == [.keyboardDefault])
    #expect(code.convert(code.bounds, to: nil).minY == 354)
  }

  @Test
  func `T1: the application's bar turned off with the keyboard up gives a screen its height back`()
  {
    showKeyboard(focusingCode: { $0.showsToolbar = true })
    // The bar is part of the keyboard's frame: 508 - 44 = 464 ... 844, overlap 380, the
    // safe area keeps 34: 346.
    #expect(stage.controller.additionalSafeAreaInsets.bottom == 346)
    stage.app.showsToolbar = false
    // The bar goes with a reload: UIKit posts a will-show of the keyboard alone (508 ...
    // 844), overlap 336 - 34 = 302, written with that show's animation; the field 700 ...
    // 744 rests at 398 ... 442, clear of 508 with its margin.
    #expect(code.inputAccessoryView == nil)
    #expect(stage.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(stage.controller.recorder.writes == 2)
    #expect(stage.controller.recorder.animations == [.keyboardDefault, .keyboardDefault])
    #expect(code.convert(code.bounds, to: nil).minY == 398)
  }

  @Test func `L2: a screen enabled with the keyboard up serves its editing input at once`() {
    stage.app.enableEverywhere()
    stage.controller.keyboard.isScreenAvoidanceEnabled = false
    code.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.controller.additionalSafeAreaInsets == .zero)
    stage.controller.keyboard.isScreenAvoidanceEnabled = true
    // 336 - 34 = 302, at once and without animation.
    #expect(stage.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(stage.controller.recorder.animations.isEmpty)
    stage.keyboard.hide()
    #expect(stage.controller.additionalSafeAreaInsets == .zero)
  }

  @Test func `L2: on first use a screen reads the keyboard layout guide at the next layout pass`() {
    // The app's layout made the window's keyboard layout guide before the keyboard came.
    stage.window.makeKeyboardLayoutGuide()
    stage.screen.systemKeyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)
    stage.app.enableEverywhere()
    code.becomeFirstResponder()
    // No notification seen, no layout forced: nothing until the window lays out.
    #expect(stage.controller.recorder.writes == 0)
    stage.screen.runLayoutPass()
    // The guide's top is 508: 336 - 34 = 302, without animation.
    #expect(stage.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(stage.controller.recorder.animations.isEmpty)
  }

  @Test func `T2: a tap outside inputs on a served screen ends editing, and the insets come back`()
  {
    showKeyboard(focusingCode: { $0.endsEditingOnTap = true })
    #expect(stage.controller.additionalSafeAreaInsets.bottom == 302)
    // The content moved up 302 with the safe area: "password" shows at 300 - 302 = -2 ...
    // 42, the scroll view at 98 ... 198. A tap at 70 lands on the screen's empty space.
    stage.window.tap(at: CGPoint(x: 200, y: 70))
    #expect(stage.focusedID == nil)
    stage.keyboard.hide()
    #expect(stage.controller.additionalSafeAreaInsets == .zero)
  }

  @Test
  func `T2: a tap on a lifted screen lands where its inputs show, not where they were laid out`() {
    let scene = Self(followsSafeArea: false)
    scene.showKeyboard(focusingCode: { $0.endsEditingOnTap = true })
    // The layout ignores the safe area: lifted by 744 + 16 - 508 = 252, "code" shows at
    // 700 - 252 = 448 ... 492, "password" at 300 - 252 = 48 ... 92.
    #expect(scene.stage.controller.view.translationY == -252)
    // A tap where "password" shows focuses it (it was laid out at 300 ... 344, and nothing
    // was laid out at 70).
    scene.stage.window.tap(at: CGPoint(x: 100, y: 70))
    #expect(scene.stage.focusedID == "password")
    // Its target 284 ... 360 clears 508 unlifted: the lift goes, "password" back at 300.
    #expect(scene.stage.controller.view.translationY == 0)
    // Empty space above the fields: editing ends.
    scene.stage.window.tap(at: CGPoint(x: 100, y: 120))
    #expect(scene.stage.focusedID == nil)
  }
}
