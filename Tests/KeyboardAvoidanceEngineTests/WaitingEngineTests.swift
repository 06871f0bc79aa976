import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule O1's "nothing left waiting", as the observer counts it.
@MainActor
struct WaitingEngineTests {
  @Test
  func
    `O1: an engine waits for UIKit to act on an animated will until the main queue turns`()
  {
    // A form with a field at 700: an animated will-show asks to look again once UIKit has
    // acted (rule K1), a main-queue turn later; the step of the will alone runs no such
    // turn, so one engine waits after it and none after the turn.
    let stage = Stage.form()
    let field = stage.addField("note", y: 700)
    stage.enableAndShow(CGRect(x: 0, y: 508, width: 390, height: 336), focusing: field)
    let afterWill = stage.screen.keyboardObserver.waitingEngineCount
    #expect(afterWill == 1)
    stage.screen.runMainQueue()
    #expect(stage.screen.keyboardObserver.waitingEngineCount == 0)
  }
}
