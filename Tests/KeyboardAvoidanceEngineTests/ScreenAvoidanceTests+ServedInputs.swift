import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule L10 on which input a screen serves, and when it decides: inputs a constraint, the
/// keyboard's accessory view or the app's layout keep clear are not served; a taller keyboard,
/// a new focus or a late begin-editing is decided again (rules L8, F4); the screen is the
/// outermost content controller.
extension ScreenAvoidanceTests {
  @Test func `L10: an input the keyboard does not cover after the app's layout is not served`() {
    let scene = ScreenStage()
    let field = scene.addField("search", y: 100)
    field.becomeFirstResponder()
    scene.keyboard.show(height: 336)
    // 100 ... 144 lies above 508: nothing written.
    #expect(scene.controller.additionalSafeAreaInsets == .zero)
    #expect(scene.controller.recorder.writes == 0)
  }

  @Test func `L10: an input a following constraint lifts is not served: no safe-area write`() {
    let scene = ScreenStage()
    // A login form 390 x 100 pinned 40 above the view's bottom (not its safe area) by a
    // constraint that follows the keyboard: at 704 ... 804, its field 20 in, at 724 ... 768.
    let form = HeadlessView(frame: CGRect(x: 0, y: 704, width: 390, height: 100))
    scene.controller.view.addSubview(form)
    let field = HeadlessTextField(
      identifier: "password", frame: CGRect(x: 16, y: 20, width: 358, height: 44))
    form.addSubview(field)
    let constraint = HeadlessLayoutConstraint(
      view: scene.controller.view, constant: 40, isSafeAreaAware: false, item: form)
    constraint.keyboard.follow()
    field.becomeFirstResponder()
    scene.showInTwoTurns()
    // The constraint's engine runs after the screen's: constant 40 + overlap 336 = 376, the
    // form's bottom at 844 - 376 = 468, the field at 388 ... 432, above the keyboard's 508:
    // after the app's layout the keyboard covers none of it, so the screen writes nothing.
    #expect(constraint.constant == 376)
    #expect(field.convert(field.bounds, toAncestor: scene.controller.view)?.maxY == 432)
    #expect(scene.controller.additionalSafeAreaInsets == .zero)
    #expect(scene.controller.view.translationY == 0)
    #expect(scene.controller.recorder.writes == 0)
    // The same focus keeps the decision: the keyboard's later events write nothing either.
    scene.screen.runLayoutPass()
    scene.keyboard.hide()
    #expect(scene.controller.recorder.writes == 0)
    #expect(constraint.constant == 40)
  }

  @Test
  func
    `L10: a second following constraint lifts the input before the screen decides: no write`()
  {
    let scene = ScreenStage()
    let view = scene.controller.view
    // A bar 390 x 50 pinned 16 above the view's bottom, whose constraint follows first; then
    // the login form of the test above (390 x 100, 40 above the bottom, its field 20 in).
    let bar = HeadlessView(frame: CGRect(x: 0, y: 778, width: 390, height: 50))
    view.addSubview(bar)
    let barBottom = HeadlessLayoutConstraint(
      view: view, constant: 16, isSafeAreaAware: false, item: bar)
    barBottom.keyboard.follow()
    let form = HeadlessView(frame: CGRect(x: 0, y: 704, width: 390, height: 100))
    view.addSubview(form)
    let field = HeadlessTextField(
      identifier: "password", frame: CGRect(x: 16, y: 20, width: 358, height: 44))
    form.addSubview(field)
    let formBottom = HeadlessLayoutConstraint(
      view: view, constant: 40, isSafeAreaAware: false, item: form)
    formBottom.keyboard.follow()
    field.becomeFirstResponder()
    scene.showInTwoTurns()
    // The bar's engine writes 16 + 336 = 352 and lays the view out inside the keyboard's
    // animation, before the form's engine has heard the notification: that pass is not the
    // decision's. The form's then writes 40 + 336 = 376, its field at 844 - 376 - 100 + 20 =
    // 388 ... 432, above 508: the screen, deciding in the pass that ends the turn, writes
    // nothing.
    #expect(barBottom.constant == 352)
    #expect(formBottom.constant == 376)
    #expect(field.convert(field.bounds, toAncestor: view)?.maxY == 432)
    #expect(scene.controller.additionalSafeAreaInsets == .zero)
    #expect(scene.controller.recorder.writes == 0)
  }

  @Test func `L10: a field a taller keyboard covers is served at that change, after layout`() {
    let scene = ScreenStage()
    let field = scene.addField("code", y: 420)
    field.becomeFirstResponder()
    scene.showInTwoTurns()
    // 420 ... 464 lies above the keyboard's 508: passed over, nothing written.
    #expect(scene.controller.recorder.writes == 0)
    // A taller keyboard (another layout, the emoji keyboard), 400 from 444, covers 444 ...
    // 464: decided again, in the pass after its will-change-frame. Overlap 844 - 444 = 400,
    // own addition 400 - 34 = 366; the field moves up 366 to 54 ... 98, 114 with the margin,
    // above 444: no lift.
    scene.keyboard.changeFrame(to: CGRect(x: 0, y: 444, width: 390, height: 400))
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 366)
    #expect(scene.frame(of: field) == CGRect(x: 16, y: 54, width: 358, height: 44))
    #expect(scene.controller.view.translationY == 0)
  }

  @Test
  func
    `L8: a screen decides in its hidden view's own layout pass when nothing of the app's needs one`()
  {
    let scene = ScreenStage()
    let field = scene.addField("password", y: 700)
    field.becomeFirstResponder()
    // The turn of the tap ends with its layout pass (the engine's hidden view joined the
    // view when it began serving).
    scene.screen.runLayoutPass()
    let passesBefore = scene.controller.view.layoutPassCount
    scene.showInTwoTurns()
    // Nothing of the app's asks for layout at will-show (the safe area is unchanged): the
    // pass that ends the turn lays out the engine's hidden view alone, and the decision runs
    // there. The view lays out once, for the engine's own write inside the keyboard's
    // animation: own addition 336 - 34 = 302; no pass of it is forced.
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(scene.controller.recorder.animations == [AnimationTiming(duration: 0.25, curve: 7)])
    #expect(scene.controller.view.layoutPassCount == passesBefore + 1)
    #expect(scene.screen.forcedLayoutPasses == 0)
  }

  @Test
  func
    `L10: a field focused with the keyboard up is decided after the layout pass, with its curve`()
  {
    let scene = ScreenStage()
    let user = scene.addField("user", y: 100)
    let password = scene.addField("password", y: 700)
    user.becomeFirstResponder()
    scene.showInTwoTurns()
    // 100 ... 144 lies above the keyboard's 508: passed over, nothing written.
    #expect(scene.controller.recorder.writes == 0)
    scene.screen.runStep { _ = password.becomeFirstResponder() }
    // A new focus is decided again, in the pass that ends its turn, with the keyboard's last
    // duration and curve (rule F4): 700 ... 744 is covered, own addition 336 - 34 = 302.
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(scene.controller.recorder.animations == [AnimationTiming(duration: 0.25, curve: 7)])
    #expect(scene.frame(of: password) == CGRect(x: 16, y: 398, width: 358, height: 44))
  }

  @Test func `L10: an input inside the keyboard's accessory view is not served`() {
    let scene = ScreenStage()
    // UIKit shows an input accessory view in the keyboard's own window, under a controller
    // of its own (UIInputWindowController).
    let keyboardWindow = HeadlessWindow(
      screen: scene.screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let inputWindowController = HeadlessViewController(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    inputWindowController.isOwnedBySystem = true
    inputWindowController.show(in: keyboardWindow)
    let bar = HeadlessView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    inputWindowController.view.content.addSubview(bar)
    let reply = HeadlessTextField(
      identifier: "reply", frame: CGRect(x: 8, y: 4, width: 374, height: 36))
    bar.addSubview(reply)
    _ = scene.addField("name", y: 700)
    reply.becomeFirstResponder()
    scene.keyboard.show(height: 336)
    #expect(scene.controller.additionalSafeAreaInsets == .zero)
    #expect(inputWindowController.additionalSafeAreaInsets == .zero)
    #expect(inputWindowController.recorder.writes == 0)
  }

  @Test func `L10: a text view that begins editing after will-show joins that show's animation`() {
    let scene = ScreenStage()
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    notes.isScrollEnabled = false
    scene.controller.view.content.addSubview(notes)
    scene.keyboard.show(shown, focusing: notes)
    // Served at its begin-editing, inside the show's step: one write in the show's own
    // animation, 0.25 s with curve 7, and laid out there.
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(scene.controller.recorder.writes == 1)
    #expect(scene.controller.recorder.animations == [AnimationTiming(duration: 0.25, curve: 7)])
    #expect(scene.screen.forcedLayoutPasses == 0)
  }

  @Test func `L10: the screen is the outermost content controller, and its children move with it`()
    throws
  {
    let scene = ScreenStage()
    // A navigation controller at the window's root shows the screen, which embeds a child
    // whose view covers its bottom half, 422 ... 844.
    let (navigation, screens) = scene.showRoot(
      kind: .navigation, childFrames: [CGRect(x: 0, y: 0, width: 390, height: 844)])
    let screenController = try #require(screens.first)
    let child = HeadlessViewController(frame: CGRect(x: 0, y: 422, width: 390, height: 422))
    screenController.addChild(child)
    // The field at 278 ... 322 of the child: 700 ... 744 of the window.
    let field = scene.showKeyboard(focusingFieldAt: 278, in: child)
    // The screen gets 336 - 34 = 302; neither the navigation controller nor the child.
    #expect(screenController.additionalSafeAreaInsets.bottom == 302)
    #expect(navigation.additionalSafeAreaInsets == .zero)
    #expect(child.additionalSafeAreaInsets == .zero)
    // The child's safe area reaches from the screen's bottom 336: the child's own bottom
    // inset is 336, and its field moved up 302 with the screen's content.
    #expect(child.view.safeAreaInsets.bottom == 336)
    // 422 + 278 - 302 = 398 in the window.
    #expect(field.convert(field.bounds, to: nil).origin == CGPoint(x: 16, y: 398))
  }

  @Test func `L10: in a side menu the app made, the content holding the input moves, not the menu`()
  {
    let scene = ScreenStage()
    // The app's own container at the window's root, its menu open: the menu 0 ... 280 and
    // the content at x 280, both full height, both in the window.
    let (sideMenu, children) = scene.showRoot(childFrames: [
      CGRect(x: 0, y: 0, width: 280, height: 844), CGRect(x: 280, y: 0, width: 390, height: 844),
    ])
    let (menu, content) = (children[0], children[1])
    let field = scene.showKeyboard(focusingFieldAt: 700, in: content)
    // The content is the screen: 336 covered, 34 already kept, 336 - 34 = 302 added to it
    // alone; the container and the menu keep their safe area.
    #expect(content.additionalSafeAreaInsets.bottom == 302)
    #expect(sideMenu.additionalSafeAreaInsets == .zero)
    #expect(menu.additionalSafeAreaInsets == .zero)
    #expect(menu.view.safeAreaInsets.bottom == 34)
    // The field moved up with the content's safe area: 700 - 302 = 398, at 280 + 16 = 296.
    #expect(field.convert(field.bounds, to: nil).origin == CGPoint(x: 296, y: 398))
  }
}
