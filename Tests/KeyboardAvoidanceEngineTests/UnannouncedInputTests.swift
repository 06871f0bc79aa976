import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// What UIKit does not announce: a rect to reveal, a custom input the app reports.
@MainActor
struct UnannouncedInputTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `F3: reveal brings a rect into view like a focused input, with the keyboard's timing`()
  {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    stage.post(.willShow, endFrame: shown, timing: AnimationTiming(duration: 0.3, curve: 7))
    // Nothing focused: the insets only, the offset stays at -47.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -47))
    stage.scrollView.recorder = HostRecorder()
    stage.scrollView.keyboard.reveal(CGRect(x: 16, y: 700, width: 358, height: 44))
    // Target 684 ... 760 with the margin; 760 - 508 = 252, one write, the keyboard's timing.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    #expect(stage.scrollView.recorder.writes == 1)
    #expect(stage.scrollView.recorder.animations == [AnimationTiming(duration: 0.3, curve: 7)])
  }

  @Test func `F4: reveal with the keyboard hidden writes nothing`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    stage.post(.willHide, endFrame: nil)
    stage.scrollView.recorder = HostRecorder()
    stage.scrollView.keyboard.reveal(CGRect(x: 16, y: 1400, width: 358, height: 44))
    #expect(stage.scrollView.recorder.writes == 0)
  }

  @Test func `F1: a view UIKit does not announce is followed once the app announces it`() {
    let stage = Stage()
    // A custom editor: a plain view, no editing notifications of its own.
    let editor = HeadlessView(frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    stage.scrollView.addSubview(editor)
    stage.enableAndShow(shown)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -47))
    stage.scrollView.keyboard.inputDidBeginEditing(editor)
    // Revealed as a text field would be: 760 - 508 = 252.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    // Once it ends, a later event has nothing to reveal: the user's scroll to 0 stands.
    stage.scrollView.keyboard.inputDidEndEditing(editor)
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 0)
    stage.post(.didShow, endFrame: shown)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 0))
  }

  @Test func `F2: an announced custom text input is revealed at its caret, not at its top`() {
    let stage = Stage()
    // A custom editor 1000 tall at y 100: 44 lines and "end" on line 44, caret after it
    // at (30, 8 + 44 x 20 = 888), 20 tall, in the editor: 988 ... 1008 in the content.
    let editor = HeadlessTextInputView(
      frame: CGRect(x: 16, y: 100, width: 358, height: 1000),
      text: String(repeating: "line\n", count: 44) + "end")
    stage.scrollView.addSubview(editor)
    stage.enableAndShow(shown)
    stage.scrollView.keyboard.inputDidBeginEditing(editor)
    // The caret grown by 16, 972 ... 1024, to the keyboard's top: 1024 - 508 = 516. As a
    // plain view it was the editor's bounds, taller than the band, top to the band's top.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 516))
    // A selection that fits, from line 40 (8 + 800 = 808 + 100 = 908) to the end: its
    // rect 908 ... 1008, grown 892 ... 1024, already inside 516 + 47 ... 516 + 508.
    editor.select(NSRange(location: 200, length: 23))
    stage.scrollView.recorder = HostRecorder()
    stage.post(.didShow, endFrame: shown)
    #expect(stage.scrollView.recorder.writes == 0)
  }
}
