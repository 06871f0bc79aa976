import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule L10's lift where a translation moves the safe area of the view it moves (UIKit's
/// headers do not say whether it does): the lifted view loses the window's 34 at its bottom,
/// the screen keeps the whole overlap instead, and nothing is lifted again.
extension ScreenAvoidanceTests {
  @Test func `L10: a lift that moves the safe area of a layout placed by frames is made once`() {
    let scene = ScreenStage(followsSafeArea: false)
    scene.window.translationMovesSafeArea = true
    let field = scene.addField("code", y: 700)
    field.becomeFirstResponder()
    scene.showInTwoTurns()
    // The field stays at 700 ... 744: lifted 744 + 16 - 508 = 252, its bottom on screen at
    // 492. Lifted, the view spans -252 ... 592, clear of the window's bottom margin (810 ...
    // 844): the screen's addition grows from 336 - 34 = 302 to the whole 336, one write.
    #expect(scene.controller.view.translationY == -252)
    #expect(field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 448, width: 358, height: 44))
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 336)
    #expect(scene.controller.recorder.writes == 3)
    expectSettled(scene)
  }

  @Test func `L10: a lift that moves the safe area of a layout pinned to it is made once`() {
    let scene = ScreenStage()
    scene.window.translationMovesSafeArea = true
    let field = scene.addField("code", y: 790)
    field.becomeFirstResponder()
    scene.showInTwoTurns()
    // 302 moves the field to 488 ... 532; 532 + 16 - 508 = 40 more by a lift. Lifted, the
    // view spans -40 ... 804, clear of the window's bottom margin: the addition grows to
    // 336, so the safe area keeps 336 and the field stays at 488 ... 532, on screen 448.
    #expect(scene.controller.view.translationY == -40)
    #expect(scene.controller.view.safeAreaInsets.bottom == 336)
    #expect(field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 448, width: 358, height: 44))
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 336)
    #expect(scene.controller.recorder.writes == 3)
    expectSettled(scene)
  }

  /// Expects later layout passes to write nothing (no creep), and the hide to give the app's
  /// insets (none) and the view's place back exactly (rule I3).
  private func expectSettled(_ scene: ScreenStage) {
    scene.controller.recorder = HostRecorder()
    scene.controller.view.setNeedsLayout()
    scene.screen.runLayoutPass()
    scene.screen.runLayoutPass()
    #expect(scene.controller.recorder.writes == 0)
    scene.keyboard.hide()
    #expect(scene.controller.view.translationY == 0)
    #expect(scene.controller.additionalSafeAreaInsets == .zero)
  }
}
