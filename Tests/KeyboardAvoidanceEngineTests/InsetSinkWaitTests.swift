import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import Testing

/// rule S2: the offset that waits for SwiftUI to lay the engine's bottom addition out is
/// written at the first layout pass that shows it, or after 60 passes all the same, and a
/// newer offset replaces the one that waits.
struct InsetSinkWaitTests {
  private let offset = HostChanges(contentOffset: CGPoint(x: 0, y: 1052))
  private let timing = AnimationTiming(duration: 0.25, curve: 7)

  @Test func `S2: the offset is written at the first layout pass that shows the addition`() {
    var wait = InsetSinkWait()
    let generation = wait.start(offset: offset, timing: timing)
    #expect(wait.isCurrent(generation))
    #expect(wait.layoutPassed(laidOut: false) == .waitForTurn)
    #expect(
      wait.layoutPassed(laidOut: true) == .write(offset: offset, timing: timing, gaveUp: false))
    // Nothing waits now: a later pass or token finds nothing.
    #expect(!wait.isPending)
    #expect(!wait.isCurrent(generation))
    #expect(wait.layoutPassed(laidOut: true) == nil)
  }

  @Test func `S2: after 60 passes that never show the addition the offset is written all the same`()
  {
    var wait = InsetSinkWait()
    _ = wait.start(offset: offset, timing: timing)
    for _ in 1...59 { #expect(wait.layoutPassed(laidOut: false) == .waitForTurn) }
    // The 60th pass: a second of frames at 60 Hz.
    #expect(
      wait.layoutPassed(laidOut: false) == .write(offset: offset, timing: timing, gaveUp: true))
    #expect(!wait.isPending)
  }

  @Test
  func `S2: a newer offset replaces the one that waits, and the older wait's tokens go unheard`() {
    var wait = InsetSinkWait()
    let older = wait.start(offset: offset, timing: timing)
    _ = wait.layoutPassed(laidOut: false)
    let newer = HostChanges(contentOffset: CGPoint(x: 0, y: 700))
    let current = wait.start(offset: newer, timing: nil)
    #expect(!wait.isCurrent(older))
    #expect(wait.isCurrent(current))
    // The newer wait starts its own 60 passes: 59 more misses still wait.
    for _ in 1...59 { #expect(wait.layoutPassed(laidOut: false) == .waitForTurn) }
    #expect(wait.layoutPassed(laidOut: true) == .write(offset: newer, timing: nil, gaveUp: false))
  }

  @Test func `S2: a wait whose host or sink is gone writes nothing`() {
    var wait = InsetSinkWait()
    let generation = wait.start(offset: offset, timing: timing)
    wait.cancel()
    #expect(!wait.isCurrent(generation))
    #expect(wait.layoutPassed(laidOut: true) == nil)
  }
}
