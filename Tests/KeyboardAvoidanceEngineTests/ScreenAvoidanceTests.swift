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
  let shown = ScreenStage.shown

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
