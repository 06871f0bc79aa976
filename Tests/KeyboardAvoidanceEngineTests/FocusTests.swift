import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

@MainActor
struct FocusTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `F1: an input outside the host is not this host's input`() {
    let stage = Stage()
    let outside = HeadlessTextField(
      identifier: "search", frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    stage.window.addSubview(outside)
    stage.enableAndShow(shown, focusing: outside)
    #expect(stage.scrollView.contentInset.bottom == 302)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -47))
  }

  @Test func `F1: an input deep in nested views is found through its superviews`() {
    let stage = Stage()
    let card = HeadlessView(frame: CGRect(x: 0, y: 600, width: 390, height: 300))
    let row = HeadlessView(frame: CGRect(x: 10, y: 100, width: 370, height: 60))
    stage.scrollView.addSubview(card)
    card.addSubview(row)
    let field = HeadlessTextField(
      identifier: "deep", frame: CGRect(x: 6, y: 8, width: 358, height: 44))
    row.addSubview(field)
    stage.enableAndShow(shown, focusing: field)
    // input at (16, 708) in content; target 692 ... 768: 768 - 844 + 336 = 260
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 260))
  }

  @Test func `F4: switching fields while docked scrolls to the new one with the keyboard's timing`()
  {
    let stage = Stage()
    let email = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    let zip = stage.addField("zip", frame: CGRect(x: 16, y: 1200, width: 358, height: 44))
    stage.scrollView.keyboard.enable()
    email.becomeFirstResponder()
    stage.post(.willShow, endFrame: shown, timing: AnimationTiming(duration: 0.3, curve: 7))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    stage.scrollView.recorder = HostRecorder()
    zip.becomeFirstResponder()
    // 1260 - 844 + 336 = 752
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 752))
    #expect(stage.scrollView.recorder.writes == 1)
    #expect(stage.scrollView.recorder.animations == [AnimationTiming(duration: 0.3, curve: 7)])
  }

  @Test func `F4: focusing while the keyboard is hidden scrolls nothing`() {
    let stage = Stage()
    let zip = stage.addField("zip", frame: CGRect(x: 16, y: 1200, width: 358, height: 44))
    stage.scrollView.keyboard.enable()
    zip.becomeFirstResponder()
    #expect(stage.scrollView.recorder.writes == 0)
    stage.post(.willShow, endFrame: shown)
    stage.post(.willHide, endFrame: nil)
    stage.scrollView.recorder = HostRecorder()
    zip.resignFirstResponder()
    zip.becomeFirstResponder()
    #expect(stage.scrollView.recorder.writes == 0)
  }

  @Test func `F4: a docked keyboard that does not overlap still reveals the target`() {
    // A short host at the top of the screen, ending above the keyboard.
    let stage = Stage(hostFrame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let field = stage.addField("far", frame: CGRect(x: 16, y: 900, width: 358, height: 44))
    stage.enableAndShow(shown, focusing: field)
    // no overlap, no inset; adjusted top 47, bottom 0; 960 - 400 + 0 = 560
    #expect(stage.scrollView.contentInset == .zero)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 560))
  }

  @Test func `F2: the margin setting grows the target`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    stage.scrollView.keyboard.margin = 40
    stage.enableAndShow(shown, focusing: field)
    // 744 + 40 = 784: 784 - 844 + 336 = 276
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 276))
    #expect(stage.scrollView.keyboard.margin == 40)
  }
}
