import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

@MainActor
struct AnimationTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `A1: all writes of one event share one animation and one layout pass`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    stage.scrollView.keyboard.enable()
    field.becomeFirstResponder()
    stage.post(.willShow, endFrame: shown, timing: AnimationTiming(duration: 0.35, curve: 7))
    #expect(stage.scrollView.recorder.writes == 3)
    #expect(stage.scrollView.recorder.layoutPasses == 1)
    #expect(stage.scrollView.recorder.animations == [AnimationTiming(duration: 0.35, curve: 7)])
  }

  @Test func `A1: duration 0 applies without animation`() {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    stage.post(.willShow, endFrame: shown, timing: AnimationTiming(duration: 0, curve: 7))
    #expect(stage.scrollView.contentInset.bottom == 302)
    #expect(stage.scrollView.recorder.animations.isEmpty)
    #expect(stage.scrollView.recorder.layoutPasses == 1)
  }

  @Test func `A2: a notification repeated three times writes nothing after the first`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    stage.enableAndShow(shown, focusing: field)
    let first = stage.scrollView.recorder
    stage.post(.willShow, endFrame: shown)
    stage.post(.willShow, endFrame: shown)
    #expect(first.writes == 3)
    #expect(stage.scrollView.recorder == first)
  }
}
