import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule O1 for the screen cases of rules K7 and L10 that the shared rule scenarios do not
/// hold: each runs in the model's usual order, then in every combination of the order
/// points it meets, and ends with the rules' own values every time, nothing left waiting.
///
/// The screen of ``ScreenStage`` (390 x 844, safe area 47 / 34), the 336 pt keyboard from
/// 508 shown in two turns.
@MainActor
struct ScreenOrderExplorationTests {
  @Test func `O1: a screen in a sheet moved with no event ends as the rules say in every order`() {
    let explored = OrderExploration.everyOrder { orders, table in
      // A sheet 390 x 600 at 100 holding a presented controller's view, a field at 540 in
      // it; the sheet then moves to 60 (see the K7 screen tests for the numbers).
      let scene = ScreenStage()
      scene.screen.orders = orders
      let (sheet, presented) = scene.presentedInSheet(at: 100)
      let field = scene.addField("code", y: 540, in: presented)
      field.becomeFirstResponder()
      scene.showInTwoTurns()
      scene.screen.runMainQueue()
      #expect(presented.additionalSafeAreaInsets.bottom == 192, "\(table)")
      sheet.frame.origin.y = 60
      scene.screen.runMainQueue()
      #expect(presented.additionalSafeAreaInsets.bottom == 152, "\(table)")
      #expect(presented.view.translationY == 0, "\(table)")
      expectShownThenHidden(field, of: presented, on: scene, table)
    }
    #expect(explored.runs > 0)
  }

  @Test(arguments: [false, true])
  func `O1: a lift that moves the safe area ends as the rules say in every order`(
    translationMovesSafeArea: Bool
  ) {
    let explored = OrderExploration.everyOrder { orders, table in
      // A layout placed by frames, the field at 700 ... 744: lifted 744 + 16 - 508 = 252,
      // the addition 336 - 34 = 302 whether or not the lift moves the safe area (rule L10).
      let scene = ScreenStage(followsSafeArea: false)
      scene.screen.orders = orders
      scene.window.translationMovesSafeArea = translationMovesSafeArea
      let field = scene.addField("code", y: 700)
      field.becomeFirstResponder()
      scene.showInTwoTurns()
      scene.screen.runMainQueue()
      #expect(scene.controller.view.translationY == -252, "\(table)")
      #expect(scene.controller.additionalSafeAreaInsets.bottom == 302, "\(table)")
      expectShownThenHidden(field, of: scene.controller, on: scene, table)
    }
    #expect(explored.runs > 0)
  }

  /// Expects `field` on screen at 448 to 492 with nothing waiting, then the view back.
  ///
  /// Once the keyboard hides, `controller`'s view has no lift and no addition (rule I3).
  private func expectShownThenHidden(
    _ field: HeadlessTextField, of controller: HeadlessViewController, on scene: ScreenStage,
    _ table: [OrderPoint: [Int]], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let label = Comment(rawValue: "\(table)")
    #expect(
      field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 448, width: 358, height: 44),
      label, sourceLocation: sourceLocation)
    #expect(
      scene.screen.keyboardObserver.waitingEngineCount == 0, label,
      sourceLocation: sourceLocation)
    scene.keyboard.hide()
    scene.screen.runMainQueue()
    #expect(controller.view.translationY == 0, label, sourceLocation: sourceLocation)
    #expect(
      controller.additionalSafeAreaInsets == .zero, label, sourceLocation: sourceLocation)
  }
}
