import Foundation
import KeyboardAvoidanceCore
import Testing

struct RotationWaitTests {
  private let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
  private let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)

  @Test func `K7: a screen that changed size since the last event waits for the keyboard`() {
    var wait = RotationWait()
    #expect(!wait.waits(screenBounds: landscape))
    wait.keyboardEventApplied(screenBounds: portrait)
    #expect(!wait.waits(screenBounds: portrait))
    #expect(wait.waits(screenBounds: landscape))
    // The keyboard's notification for the new orientation ends the wait.
    wait.keyboardEventApplied(screenBounds: landscape)
    #expect(!wait.waits(screenBounds: landscape))
  }

  @Test func `K7: with no screen known on either side nothing waits`() {
    var wait = RotationWait()
    wait.keyboardEventApplied(screenBounds: nil)
    #expect(!wait.waits(screenBounds: portrait))
    wait.keyboardEventApplied(screenBounds: portrait)
    #expect(!wait.waits(screenBounds: nil))
  }
}
