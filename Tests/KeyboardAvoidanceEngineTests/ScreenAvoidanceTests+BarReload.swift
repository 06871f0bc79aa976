import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule L10 when the application's bar makes the keyboard taller while the engines still
/// hear a begin-editing: the screen decides in a layout pass after that delivery, never in
/// the same one for ever (rule L8).
extension ScreenAvoidanceTests {
  /// Also where a translation moves the safe area (UIKit's headers are silent): the field's
  /// addition leaves it clear, so nothing is lifted and nothing may change.
  @Test(arguments: [false, true])
  func `L10: a bar that makes the keyboard taller at begin-editing is decided once`(
    translationMovesSafeArea: Bool
  ) {
    let scene = ScreenStage()
    scene.window.translationMovesSafeArea = translationMovesSafeArea
    scene.app.showsToolbar = true
    // A field in a scroll view that no host serves takes the keyboard up with no bar.
    let list = HeadlessScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    list.contentSize = CGSize(width: 390, height: 600)
    scene.controller.view.content.addSubview(list)
    let top = list.addFormField("top", y: 20)
    let low = scene.addField("low", y: 700)
    scene.screen.runLayoutPass()
    top.becomeFirstResponder()
    scene.keyboard.show(height: 336)
    // The screen serves the low field: its bar (44 pt) reloads the keyboard's views while
    // the engines hear the begin-editing, and the keyboard grows to 336 + 44 = 380.
    low.becomeFirstResponder()
    // The pass that came inside that delivery was not the app's; the screen asks for another
    // once the engines have heard the begin-editing, and the run loop's next pass decides.
    scene.screen.runMainQueue()
    #expect(low.inputAccessoryView is HeadlessToolbar)
    #expect(scene.screen.systemKeyboardFrame == CGRect(x: 0, y: 464, width: 390, height: 380))
    // 380 over the view's bottom, less the window's 34: 346 added to the bottom safe area.
    #expect(scene.controller.additionalSafeAreaInsets.bottom == 346)
  }
}
