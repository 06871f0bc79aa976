import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule L10: screens that do not scroll, served through their bottom safe area.
///
/// Screen and window 390 x 844, safe area top 47 and bottom 34; the app-wide mode on; a
/// view controller whose view covers the window, with a field at 700 ... 744 in the view's
/// space as first laid out (pinned to the safe area's bottom unless said otherwise); a
/// 336 pt keyboard from 508, 0.25 s, curve 7. Margin 16.
@MainActor
struct ScreenAvoidanceTests {
  private let shown = ScreenStage.shown

  @Test
  func
    `L10: a screen covers the keyboard with its bottom safe area, not stacking the home indicator`()
  {
    let scene = ScreenStage()
    let field = scene.addField("password", y: 700)
    field.becomeFirstResponder()
    scene.showInTwoTurns()
    // Overlap of the 0 ... 844 view: 844 - 508 = 336; the safe area keeps 34 of it: own
    // addition 336 - 34 = 302, so the bottom safe area is 34 + 302 = 336.
    #expect(
      scene.controller.additionalSafeAreaInsets
        == EdgeInsets(top: 0, left: 0, bottom: 302, right: 0))
    #expect(scene.controller.view.safeAreaInsets.bottom == 336)
    // Laid out inside the keyboard's animation: the form pinned to the safe area moves up
    // 302: the field at 700 - 302 = 398 ... 442; with the margin 458 <= 508: no lift.
    #expect(scene.frame(of: field) == CGRect(x: 16, y: 398, width: 358, height: 44))
    #expect(scene.controller.view.translationY == 0)
    #expect(scene.controller.recorder.writes == 1)
    #expect(scene.controller.recorder.animations == [AnimationTiming(duration: 0.25, curve: 7)])
    #expect(scene.screen.forcedLayoutPasses == 0)
    scene.keyboard.hide()
    // rule I3: back to zero exactly, the field back at 700 after the layout.
    #expect(scene.controller.additionalSafeAreaInsets == .zero)
    #expect(scene.frame(of: field) == CGRect(x: 16, y: 700, width: 358, height: 44))
  }

  @Test func `L10: the app's own additionalSafeAreaInsets count and come back exactly`() {
    let scene = ScreenStage(appInsets: EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    let field = scene.addField("password", y: 700)
    field.becomeFirstResponder()
    scene.keyboard.show(height: 336)
    // The safe area keeps 34 + 20 = 54: own addition 336 - 54 = 282, on top of the app's
    // 20: 302.
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(scene.controller.view.safeAreaInsets.bottom == 336)
    scene.keyboard.hide()
    #expect(
      scene.controller.additionalSafeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    )
  }

  @Test
  func `L10: a layout that does not follow the safe area is lifted from its untransformed layout`()
  {
    let scene = ScreenStage(followsSafeArea: false)
    let field = scene.addField("code", y: 700)
    field.becomeFirstResponder()
    scene.showInTwoTurns()
    // The safe area still gets 302, but the field stays at 700 ... 744: its target's
    // bottom 744 + 16 = 760 is 760 - 508 = 252 below the keyboard's top: lifted 252.
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(scene.controller.view.translationY == -252)
    #expect(scene.controller.recorder.writes == 2)
    #expect(scene.controller.recorder.animations.count == 1)
    // On screen the field's bottom is 744 - 252 = 492, 16 above the keyboard.
    #expect(field.convert(field.bounds, to: nil).maxY == 492)
    // The did-notifications and a layout pass measure the untransformed layout again: no
    // second lift.
    scene.controller.recorder = HostRecorder()
    scene.screen.runLayoutPass()
    #expect(scene.controller.recorder.writes == 0)
    scene.keyboard.hide()
    #expect(scene.controller.view.translationY == 0)
    #expect(scene.controller.additionalSafeAreaInsets == .zero)
  }

  @Test
  func
    `L10: the app writing additionalSafeAreaInsets while the keyboard is up is adopted edge by edge`()
  {
    let scene = ScreenStage()
    let field = scene.addField("password", y: 700)
    field.becomeFirstResponder()
    scene.keyboard.show(height: 336)
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
    // `additionalSafeAreaInsets.top = 10` writes the whole value back, the engine's 302
    // included: the top becomes the app's, the bottom stays the engine's (rule I2).
    scene.controller.additionalSafeAreaInsets.top = 10
    scene.controller.recorder = HostRecorder()
    scene.screen.runLayoutPass()
    #expect(scene.controller.recorder.writes == 0)
    // A bottom of its own: 20 becomes the base; the safe area keeps 34 + 20 = 54: own
    // addition 336 - 54 = 282, bottom 20 + 282 = 302 again.
    scene.controller.additionalSafeAreaInsets.bottom = 20
    scene.screen.runLayoutPass()
    #expect(
      scene.controller.additionalSafeAreaInsets
        == EdgeInsets(top: 10, left: 0, bottom: 302, right: 0))
    scene.keyboard.hide()
    // rule I3: the app's top 10 and bottom 20, exactly; not the 0 found at the start.
    #expect(
      scene.controller.additionalSafeAreaInsets
        == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
  }

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
  {
    let scene = ScreenStage()
    // A navigation controller at the window's root shows the screen, which embeds a child
    // whose view covers its bottom half, 422 ... 844.
    let navigation = HeadlessViewController(
      kind: .navigation, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    navigation.show(in: scene.window)
    let screenController = HeadlessViewController(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    navigation.addChild(screenController)
    let child = HeadlessViewController(frame: CGRect(x: 0, y: 422, width: 390, height: 422))
    screenController.addChild(child)
    scene.screen.runLayoutPass()
    // The field at 278 ... 322 of the child: 700 ... 744 of the window.
    let field = scene.addField("code", y: 278, in: child)
    field.becomeFirstResponder()
    scene.keyboard.show(height: 336)
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

  @Test
  func
    `L10: a screen that leaves its window gives the insets back, and takes them again on return`()
  {
    let scene = ScreenStage()
    let field = scene.addField("password", y: 700)
    field.becomeFirstResponder()
    scene.keyboard.show(height: 336)
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
    // Off the window with the keyboard up (a tab switched away): the base, exactly (I3).
    scene.controller.view.removeFromSuperview()
    #expect(scene.controller.additionalSafeAreaInsets == .zero)
    // Back, the keyboard still up, and the field focused again: 302 at once, without
    // animation (rule L3), from the view's layout pass.
    scene.controller.show(in: scene.window)
    field.becomeFirstResponder()
    scene.controller.recorder = HostRecorder()
    scene.screen.runLayoutPass()
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(scene.controller.recorder.animations.isEmpty)
  }

  @Test func `L10: the insets come back on hide even when the served input is gone`() {
    let scene = ScreenStage()
    do {
      let field = scene.addField("otp", y: 700)
      field.becomeFirstResponder()
      scene.keyboard.show(height: 336)
      #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
      // The app swaps the field out (a step of a one-time-code flow); nothing keeps it.
      field.removeFromSuperview()
    }
    scene.keyboard.hide()
    #expect(scene.controller.additionalSafeAreaInsets == .zero)
  }

  @Test func `L10: a screen the app opts out is not served`() {
    let scene = ScreenStage()
    scene.controller.keyboard.isScreenAvoidanceEnabled = false
    let field = scene.addField("password", y: 700)
    field.becomeFirstResponder()
    scene.keyboard.show(height: 336)
    #expect(!scene.controller.keyboard.isScreenAvoidanceEnabled)
    #expect(scene.controller.additionalSafeAreaInsets == .zero)
    #expect(scene.controller.recorder.writes == 0)
  }
}

/// rules L10 and F8: a screen is the outer host of the scroll views inside it.
@MainActor
struct ScreenNestingTests {
  /// The shared screen stage (the app-wide mode off until the test turns it on) with a list
  /// over the top 600 pt of its view, pinned to the view (not to its safe area), with
  /// 1,200 pt of content, `always` adjustment, enabled by hand.
  private func screenWithList() -> (ScreenStage, HeadlessScrollView) {
    let stage = ScreenStage(appWide: false)
    let list = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600),
      contentSize: CGSize(width: 390, height: 1200))
    list.contentInsetAdjustmentBehavior = .always
    stage.controller.view.addSubview(list)
    list.keyboard.enable()
    return (stage, list)
  }

  @Test
  func
    `F8: a scroll view inside a screen measures after the screen's layout, with no inset taken back`()
  {
    // A list over the top 600 pt of the view, pinned to the view (not to its safe area),
    // enabled by hand before the screen is ever served; `always` adjustment.
    let (stage, list) = screenWithList()
    let (screen, controller) = (stage.screen, stage.controller)
    // A field below the list, in the screen's content: no scroll view holds it.
    let field = HeadlessTextField(
      identifier: "code", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    controller.view.content.addSubview(field)
    screen.runLayoutPass()
    screen.keyboard.enableEverywhere()
    let keyboard = stage.keyboard
    field.becomeFirstResponder()
    keyboard.show(height: 336)
    // The screen first: 336 - 34 = 302, its safe area's bottom at 844 - 336 = 508. The list
    // (0 ... 600) then finds 600 - 508 = 92 of safe area at its bottom, which covers its
    // overlap of 600 - 508 = 92 (rule I1): no inset written, none taken back.
    #expect(controller.additionalSafeAreaInsets.bottom == 302)
    #expect(list.adjustedContentInset.bottom == 92)
    #expect(list.contentInset.bottom == 0)
    #expect(list.recorder.contentInsets.isEmpty)
  }

  @Test
  func
    `F8: a scroll view inside a screen that writes nothing measures once the screen has decided`()
  {
    // The same list over the top 600 pt, enabled by hand, `always` adjustment.
    let (stage, list) = screenWithList()
    let (screen, controller) = (stage.screen, stage.controller)
    // A form 390 x 100 pinned 40 above the view's bottom by a constraint that follows the
    // keyboard, its field 20 in: at 724 ... 768.
    let form = HeadlessView(frame: CGRect(x: 0, y: 704, width: 390, height: 100))
    controller.view.addSubview(form)
    let field = HeadlessTextField(
      identifier: "code", frame: CGRect(x: 16, y: 20, width: 358, height: 44))
    form.addSubview(field)
    let constraint = HeadlessLayoutConstraint(
      view: controller.view, constant: 40, isSafeAreaAware: false, item: form)
    constraint.keyboard.follow()
    screen.runLayoutPass()
    screen.keyboard.enableEverywhere()
    let keyboard = stage.keyboard
    field.becomeFirstResponder()
    let begin = CGRect(x: 0, y: 844, width: 390, height: 336)
    let end = CGRect(x: 0, y: 508, width: 390, height: 336)
    screen.runStep {
      for name in [KeyboardEventName.willChangeFrame, .willShow] {
        keyboard.post(
          KeyboardEvent(name: name, beginFrame: begin, endFrame: end, timing: .keyboardDefault))
        // The list waits for the screen's decision: nothing written at the notification.
        #expect(list.recorder.contentInsets.isEmpty)
      }
    }
    // The constraint lifts the field to 844 - (40 + 336) - 100 + 20 = 388 ... 432, above
    // 508: the screen writes nothing. The list then measures: its overlap 600 - 508 = 92,
    // its safe area's bottom 34 - (844 - 600) < 0, so 0 (rule I1): an inset of 92, once,
    // inside what is left of the keyboard's animation.
    #expect(controller.additionalSafeAreaInsets == .zero)
    #expect(controller.recorder.writes == 0)
    #expect(list.recorder.contentInsets == [EdgeInsets(top: 0, left: 0, bottom: 92, right: 0)])
    #expect(list.recorder.animations == [AnimationTiming(duration: 0.25, curve: 7)])
  }
}
