import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

@MainActor
struct KeyboardEventTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `K1: a did notification repairs a missed will without animation`() {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    stage.post(.didShow, endFrame: shown)
    #expect(stage.scrollView.contentInset.bottom == 302)
    #expect(stage.scrollView.recorder.animations.isEmpty)
    #expect(stage.scrollView.recorder.layoutPasses == 1)
  }

  @Test func `K1: a did notification after its will writes nothing`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    let afterWill = stage.scrollView.recorder
    stage.post(.didShow, endFrame: shown)
    #expect(stage.scrollView.recorder == afterWill)
  }

  @Test func `K1: the six notifications from the simulator show and hide`() {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    stage.keyboard.show(height: 336)
    #expect(stage.scrollView.contentInset.bottom == 302)
    // willChangeFrame wrote; willShow, didChangeFrame and didShow found nothing to change
    #expect(stage.scrollView.recorder.animations.count == 1)
    stage.keyboard.hide()
    #expect(stage.scrollView.contentInset == .zero)
  }

  @Test func `K3: every malformed show is ignored and the last good state stands`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    let before = (stage.scrollView.contentInset, stage.scrollView.contentOffset)
    stage.scrollView.recorder = HostRecorder()
    let end = KeyboardUserInfoKey.frameEnd
    let malformed: [[AnyHashable: Any]?] = [
      nil,
      [:],
      [end: "{{0, 300}, {390, 544}}"],
      [end: NSNumber(value: 544)],
      [end: NSValue.keyboardValue(wrapping: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 544))],
      [end: CGRect(x: 0, y: 300, width: CGFloat.infinity, height: 544)],
      [end: CGRect(x: 0, y: 300, width: 390, height: -544)],
    ]
    for userInfo in malformed {
      for name in [KeyboardEventName.willShow, .willChangeFrame, .didShow, .didChangeFrame] {
        stage.keyboard.post(name, userInfo: userInfo)
      }
    }
    #expect(stage.scrollView.recorder == HostRecorder())
    #expect(stage.scrollView.contentInset == before.0)
    #expect(stage.scrollView.contentOffset == before.1)
    #expect(stage.screen.keyboardObserver.lastEvent?.endFrame == shown)
  }

  @Test func `K3: a hide with no userInfo still hides`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    stage.keyboard.post(.willHide, userInfo: nil)
    #expect(stage.scrollView.contentInset == .zero)
    // default timing 0.25 / 7 for the hide's animation
    #expect(stage.scrollView.recorder.animations.last == .keyboardDefault)
  }

  @Test func `K4: a floating keyboard insets nothing and scrolls nothing`() {
    let stage = Stage(
      screenSize: CGSize(width: 1024, height: 1366), safeArea: EdgeInsets(top: 24, bottom: 20))
    let field = stage.addField("low", frame: CGRect(x: 40, y: 1200, width: 300, height: 40))
    stage.scrollView.keyboard.enable()
    field.becomeFirstResponder()
    stage.post(.willChangeFrame, endFrame: CGRect(x: 350, y: 700, width: 320, height: 250))
    #expect(stage.scrollView.contentInset == .zero)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -24))
    #expect(stage.scrollView.recorder.writes == 0)
  }

  @Test func `K6: another app's keyboard insets but scrolls nothing until a local event`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    let other = stage.addField("zip", frame: CGRect(x: 16, y: 1200, width: 358, height: 44))
    stage.scrollView.keyboard.enable()
    field.becomeFirstResponder()
    stage.post(.willShow, endFrame: shown, isLocal: false)
    #expect(stage.scrollView.contentInset.bottom == 302)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -47))
    other.becomeFirstResponder()
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -47))
    stage.post(.didShow, endFrame: shown, isLocal: true)
    // zip: target 1184 ... 1260: 1260 - 844 + 336 = 752
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 752))
  }

  @Test func `K7: a form sheet that moves is recomputed in place without animation`() {
    let stage = Stage(
      screenSize: CGSize(width: 1024, height: 1366), safeArea: EdgeInsets(top: 24, bottom: 20),
      hostFrame: CGRect(x: 0, y: 0, width: 700, height: 980),
      contentSize: CGSize(width: 700, height: 1400))
    let sheet = HeadlessView(frame: CGRect(x: 162, y: 200, width: 700, height: 980))
    stage.window.addSubview(sheet)
    sheet.addSubview(stage.scrollView)
    stage.scrollView.contentOffset = .zero
    let field = stage.addField("name", frame: CGRect(x: 20, y: 900, width: 660, height: 44))
    stage.enableAndShow(CGRect(x: 0, y: 968, width: 1024, height: 398), focusing: field)
    // sheet bottom 1180: overlap 1180 - 968 = 212; target 884 ... 960: 960 - 980 + 212 = 192
    #expect(stage.scrollView.contentInset.bottom == 212)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 192))
    stage.scrollView.recorder = HostRecorder()
    sheet.frame = CGRect(x: 162, y: 100, width: 700, height: 980)
    // UIKit tells no view inside the sheet that it moved: nothing is written until the
    // turn ends, and the engine finds the scroll view elsewhere on screen.
    #expect(stage.scrollView.recorder.writes == 0)
    stage.screen.runMainQueue()
    // bottom 1080: overlap 112; band 192 ... 1060 still holds 884 ... 960
    #expect(stage.scrollView.contentInset.bottom == 112)
    #expect(stage.scrollView.verticalScrollIndicatorInsets.bottom == 112)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 192))
    #expect(stage.scrollView.recorder.writes == 2)
    #expect(stage.scrollView.recorder.animations.isEmpty)
  }

  @Test func `K7: a Stage Manager window resized while the keyboard is up is recomputed in place`()
  {
    let stage = Stage(
      screenSize: CGSize(width: 1366, height: 1024),
      windowFrame: CGRect(x: 300, y: 100, width: 800, height: 700), safeArea: .zero,
      contentSize: CGSize(width: 800, height: 1500), adjustment: .automatic)
    let field = stage.addField("title", frame: CGRect(x: 40, y: 600, width: 300, height: 40))
    stage.enableAndShow(CGRect(x: 0, y: 640, width: 1366, height: 384), focusing: field)
    // window bottom 800: overlap 160; target 584 ... 656: 656 - 700 + 160 = 116
    #expect(stage.scrollView.contentInset.bottom == 160)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 116))
    stage.scrollView.recorder = HostRecorder()
    stage.window.frame = CGRect(x: 300, y: 100, width: 800, height: 600)
    stage.scrollView.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
    // bottom 700: overlap 60; band 116 + 60 ... 116 + 540 = 656 still holds the target
    #expect(stage.scrollView.contentInset.bottom == 60)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 116))
    // inset and indicator once each: no intermediate restore, no animation
    #expect(stage.scrollView.recorder.writes == 2)
    #expect(stage.scrollView.recorder.animations.isEmpty)
  }
}
