import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Constraints that cannot follow, and a following constraint through a rotation.
///
/// A 390 x 844 screen with a 34 pt bottom safe area; the constraint keeps the safe area
/// and has a constant of 16; the keyboard is 336 tall: `16 + 336 - 34 = 318` when it
/// follows.
@MainActor
struct ConstraintShapeTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `C1: a constraint that is not bottom to bottom is refused and never moves`() {
    let login = LoginStage()
    // `item.top = guide.bottom - 16`: adding the overlap to it would be meaningless.
    login.constraint.firstAttribute = .top
    #expect(login.constraint.keyboard.followOrRefuse() == .notBottomToBottom)
    #expect(!login.constraint.keyboard.isFollowing)
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    #expect(login.constraint.constant == 16)
    #expect(login.constraint.recorder.writes == 0)
    #expect(KeyboardFollowRefusal.notBottomToBottom.description.contains("bottom to a bottom"))
  }

  @Test func `C1: a constraint tied to the keyboard layout guide is refused`() {
    let login = LoginStage()
    login.constraint.isTiedToKeyboardLayoutGuide = true
    #expect(login.constraint.keyboard.followOrRefuse() == .tiedToKeyboardLayoutGuide)
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    #expect(login.constraint.constant == 16)
    #expect(login.constraint.recorder.writes == 0)
    #expect(
      KeyboardFollowRefusal.tiedToKeyboardLayoutGuide.description.contains("keyboardLayoutGuide"))
  }

  @Test func `C1: a bottom margin counts as a bottom`() {
    let login = LoginStage()
    login.constraint.secondAttribute = .bottomMargin
    #expect(login.constraint.keyboard.followOrRefuse() == nil)
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    #expect(login.constraint.constant == 318)
  }

  @Test func `K7: a following constraint waits through a rotation for the keyboard's notification`()
  {
    let login = LoginStage()
    login.constraint.keyboard.follow()
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    #expect(login.constraint.constant == 318)
    login.constraint.recorder = HostRecorder()
    // The screen turns first, then the window and the view. The old frame (508 ... 844)
    // lies below a 390 pt screen: applying it would put 16 back, and the keyboard's own
    // notification would move the constraint again.
    login.screen.setSize(CGSize(width: 844, height: 390))
    login.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    login.view.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(login.constraint.recorder.writes == 0)
    #expect(login.constraint.constant == 318)
    // The keyboard's notification for the new orientation: 390 - 190 = 200 covered, less
    // the 34 pt kept by the safe area: 16 + 166 = 182, in one write.
    login.keyboard.post(
      KeyboardEvent(name: .willChangeFrame, endFrame: CGRect(x: 0, y: 190, width: 844, height: 200))
    )
    #expect(login.constraint.constant == 182)
    #expect(login.constraint.recorder.writes == 1)
  }
}
