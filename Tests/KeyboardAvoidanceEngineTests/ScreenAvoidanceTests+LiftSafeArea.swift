import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule L10's lift where a translation moves the safe area of the view it moves (UIKit's
/// headers do not say whether it does): the lifted view loses the window's 34 at its bottom,
/// and the safe-area step is not redone because of that move: the addition stays 302.
extension ScreenAvoidanceTests {
  @Test func `L10: a lift that moves the safe area of a layout placed by frames is made once`() {
    let scene = ScreenStage(followsSafeArea: false)
    scene.window.translationMovesSafeArea = true
    let field = scene.addField("code", y: 700)
    field.becomeFirstResponder()
    scene.showInTwoTurns()
    // The field stays at 700 ... 744: lifted 744 + 16 - 508 = 252, its bottom on screen at
    // 492. Lifted, the view spans -252 ... 592, clear of the window's bottom margin (810 ...
    // 844), so its safe area loses the window's 34: the addition stays 336 - 34 = 302.
    #expect(scene.controller.view.translationY == -252)
    #expect(field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 448, width: 358, height: 44))
    #expect(scene.controller.view.safeAreaInsets.bottom == 302)
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(scene.controller.recorder.writes == 2)
    expectSettled(scene)
  }

  @Test func `L10: a lift that moves the safe area of a layout pinned to it is made once`() {
    let scene = ScreenStage()
    scene.window.translationMovesSafeArea = true
    let field = scene.addField("code", y: 790)
    field.becomeFirstResponder()
    scene.showInTwoTurns()
    // 302 moves the field to 488 ... 532; 532 + 16 - 508 = 40 more by a lift. Lifted, the
    // view spans -40 ... 804, clear of the window's bottom margin: its safe area keeps 302,
    // the addition stays 302, and the field slides back down 34, to 522 ... 566; lifted
    // again from that layout, 566 + 16 - 508 = 74, it is on screen at 448 ... 492.
    #expect(scene.controller.view.translationY == -74)
    #expect(scene.controller.view.safeAreaInsets.bottom == 302)
    #expect(field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 448, width: 358, height: 44))
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 302)
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
