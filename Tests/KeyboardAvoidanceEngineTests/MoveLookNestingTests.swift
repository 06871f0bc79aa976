import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule K7's look at the end of each turn for a host inside another: a scroll of the host
/// around it moves the inner host on screen, but no container moved, so nothing is looked
/// at (rule F8 follows the outer's scroll; a user's drag must reveal nothing under the
/// finger).
///
/// A form (390 x 844, content 1,600) holding a text view "notes" at (16, 600), 358 x 200,
/// with 20 lines; the keyboard 336 pt tall from 508.
@MainActor
struct MoveLookNestingTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// The form with the text view inside it.
  private func formWithNotes() -> (Stage, HeadlessTextView) {
    let stage = Stage.form()
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 600, width: 358, height: 200),
      text: String(repeating: "line\n", count: 19) + "last")
    stage.scrollView.addSubview(notes)
    return (stage, notes)
  }

  @Test func `K7: a host inside another whose offset stops on its way asks for no look`() {
    let (stage, notes) = formWithNotes()
    let flight = InFlightHost.install(on: stage.scrollView)
    notes.keyboard.enable()
    stage.enableAndShow(shown, focusing: notes)
    // The form scrolls 308 to show the text view (its glide never lands here: a tap stopped
    // it); the text view measured where the form is sending it.
    #expect(flight.landing == CGPoint(x: 0, y: 308))
    stage.screen.advanceClock(by: 10)
    stage.screen.runMainQueue()
    #expect(stage.screen.layoutFaults.isEmpty)
    stage.screen.runLayoutPass()
    // Only the form's offset moved the text view: no engine waits for a look, turn after turn.
    #expect(stage.screen.keyboardObserver.waitingEngineCount == 0)
    stage.screen.runLayoutPass()
    #expect(stage.screen.keyboardObserver.waitingEngineCount == 0)
    flight.land()
  }

  @Test func `F8: a user's drag of the form writes nothing to the text view inside it`() {
    let (stage, notes) = formWithNotes()
    notes.keyboard.enable()
    stage.scrollView.keyboard.enable()
    notes.becomeFirstResponder()
    for name in [KeyboardEventName.willChangeFrame, .willShow, .didChangeFrame, .didShow] {
      stage.post(name, endFrame: shown)
    }
    stage.screen.runMainQueue()
    let offset = notes.contentOffset
    notes.recorder = HostRecorder()
    // The user drags the form down 300 pt, a turn of the run loop per 20 pt.
    stage.scrollView.beginUserDrag()
    for _ in 0..<15 {
      stage.scrollView.contentOffset.y -= 20
      stage.screen.runLayoutPass()
      stage.screen.runMainQueue()
    }
    #expect(notes.recorder.writes == 0)
    #expect(notes.contentOffset == offset)
  }
}
