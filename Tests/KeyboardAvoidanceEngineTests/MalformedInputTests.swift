import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

@MainActor
struct MalformedInputTests {
  @Test(arguments: MalformedUserInfo.allCases)
  func `K3: a malformed show or frame change leaves state unchanged and starts no animation`(
    kind: MalformedUserInfo
  ) {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    stage.enableAndShow(CGRect(x: 0, y: 508, width: 390, height: 336), focusing: field)
    stage.scrollView.recorder = HostRecorder()
    for name in [KeyboardEventName.willShow, .didShow, .willChangeFrame, .didChangeFrame] {
      stage.keyboard.post(name, userInfo: kind.userInfo)
    }
    #expect(stage.scrollView.recorder == HostRecorder())
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.verticalScrollIndicatorInsets == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    #expect(
      stage.screen.keyboardObserver.lastEvent?.endFrame
        == CGRect(x: 0, y: 508, width: 390, height: 336))
  }

  @Test(arguments: MalformedUserInfo.allCases)
  func `K3: a hide with any malformed frame still hides`(kind: MalformedUserInfo) {
    let stage = Stage()
    stage.enableAndShow(CGRect(x: 0, y: 508, width: 390, height: 336))
    stage.keyboard.post(.willHide, userInfo: kind.userInfo)
    #expect(stage.scrollView.contentInset == .zero)
  }
}
