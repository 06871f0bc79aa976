import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule K7 on a screen (rule L10) that a container moves on screen with no keyboard event:
/// a sheet's detent, a popover UIKit shifts. No sentinel inside the screen's view hears an
/// ancestor move that leaves the view's size and safe area as they were; the engine finds
/// it at the end of the turn and re-applies once UIKit has acted.
///
/// A sheet 390 x 600 at 100 (bottom 700, clear of the window's 34 pt margin, so the view
/// has no safe area), holding a presented controller's view; a field at 540 ... 584 in it;
/// the 336 pt keyboard from 508.
extension ScreenAvoidanceTests {
  @Test func `K7: a screen in a sheet that moves with no keyboard event is recomputed in place`() {
    let scene = ScreenStage()
    let (sheet, presented) = scene.presentedInSheet(at: 100)
    let field = scene.addField("code", y: 540, in: presented)
    field.becomeFirstResponder()
    scene.showInTwoTurns()
    scene.screen.runMainQueue()
    // Overlap 700 - 508 = 192, no safe area to keep: addition 192; the content pinned to
    // the safe area rises 192, the field to 348 ... 392, on screen 448 ... 492: no lift.
    #expect(presented.additionalSafeAreaInsets.bottom == 192)
    #expect(presented.view.translationY == 0)
    presented.recorder = HostRecorder()
    // The user drags the sheet's detent up 40: only the sheet moves.
    sheet.frame.origin.y = 60
    #expect(presented.recorder.writes == 0)
    scene.screen.runMainQueue()
    // Bottom 660: overlap 152, addition 152; the field at 388 ... 432, on screen 448 ... 492.
    #expect(presented.additionalSafeAreaInsets.bottom == 152)
    #expect(presented.view.translationY == 0)
    #expect(field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 448, width: 358, height: 44))
    #expect(presented.recorder.writes == 1)
    #expect(presented.recorder.animations.isEmpty)
    #expect(scene.screen.keyboardObserver.waitingEngineCount == 0)
  }

  @Test func `K7: a screen in a sheet UIKit raises for the keyboard ends where it was raised to`() {
    // UIKit raises the sheet 40 before the will, during the keyboard's animation or after
    // the did (rule O1 l 1, 2, 3): each ends as the sheet raised before the will does.
    for choice in 1...3 {
      let scene = ScreenStage()
      let (sheet, presented) = scene.presentedInSheet(at: 100)
      scene.screen.orders = OrderChoices(table: [.l: [choice]])
      sheet.movesForKeyboard(to: CGRect(x: 0, y: 60, width: 390, height: 600))
      let field = scene.addField("code", y: 540, in: presented)
      field.becomeFirstResponder()
      scene.showInTwoTurns()
      scene.screen.runMainQueue()
      #expect(sheet.frame.minY == 60, "l\(choice)")
      // Bottom 660: overlap 152, addition 152; the field on screen at 448 ... 492.
      #expect(presented.additionalSafeAreaInsets.bottom == 152, "l\(choice)")
      #expect(presented.view.translationY == 0, "l\(choice)")
      #expect(
        field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 448, width: 358, height: 44),
        "l\(choice)")
      #expect(scene.screen.keyboardObserver.waitingEngineCount == 0, "l\(choice)")
    }
  }
}
