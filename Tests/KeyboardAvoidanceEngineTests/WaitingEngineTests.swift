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
    `O1: an engine waits for its look at a host that moved until the main queue turns`()
  {
    // A form in a sheet at 200 with a field at 900, the keyboard up from 968: the sheet
    // moves to 100 with no notification; the turn that ends then finds the scroll view
    // elsewhere on screen and asks to look again once UIKit has acted (rule K7), a
    // main-queue turn later. One engine waits after the layout pass, none after the turn.
    let stage = Stage(
      screenSize: CGSize(width: 1024, height: 1366), safeArea: .zero,
      hostFrame: CGRect(x: 0, y: 0, width: 700, height: 980),
      contentSize: CGSize(width: 700, height: 1400))
    let sheet = HeadlessView(frame: CGRect(x: 162, y: 200, width: 700, height: 980))
    stage.window.addSubview(sheet)
    sheet.addSubview(stage.scrollView)
    let field = stage.addField("name", frame: CGRect(x: 20, y: 900, width: 660, height: 44))
    stage.enableAndShow(CGRect(x: 0, y: 968, width: 1024, height: 398), focusing: field)
    stage.screen.runMainQueue()
    #expect(stage.screen.keyboardObserver.waitingEngineCount == 0)
    sheet.frame.origin.y = 100
    stage.screen.runLayoutPass()
    #expect(stage.screen.keyboardObserver.waitingEngineCount == 1)
    stage.screen.runMainQueue()
    #expect(stage.screen.keyboardObserver.waitingEngineCount == 0)
    // Sheet bottom 1080: overlap 1080 - 968 = 112.
    #expect(stage.scrollView.contentInset.bottom == 112)
  }
}
