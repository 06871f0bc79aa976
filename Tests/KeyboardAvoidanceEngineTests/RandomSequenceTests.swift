import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Seeded random sequences of keyboard events, geometry changes, app writes, focus
/// changes, enable/disable, window removal and host release, plus a bottom constraint that
/// follows the keyboard beside the host (its constant written by the app, following
/// started and stopped, its view moved), with every invariant of ``InvariantChecker``
/// checked after every step, decided by an oracle that shares no code with Core's geometry
/// (`OracleTests` shows it bites).
///
/// CI runs 200,000 steps. The long run (a few minutes):
/// `KEYBOARD_RANDOM_STEPS=10000000 swift test -c release --scratch-path .build-oracle
/// --filter RandomSequenceTests`.
/// `KEYBOARD_RANDOM_SEED` picks another base seed; `KEYBOARD_RANDOM_ORDERS=1` has the model
/// pick its order at random at every point UIKit does not promise (rule O1), from each
/// sequence's seed; the checker hears the keyboard notifications the model posts on its own
/// there (rule O1 d) as notifications, and takes UIKit's own scroll of a newly focused
/// input (O1 j) as UIKit's move, not the engines'. Not yet clean with orders: on
/// 2026-12-06, runs from six base seeds each stopped after 46,000 to 566,000 steps. The
/// class left: UIKit's focus scroll begun before the engines (order 1) with insets the
/// engine then changes (the app's own inset write adopted at the begin-editing) runs on
/// after the engine found the input visible and leaves it outside the band (seeds 869,
/// 1496, 5376, 32469, 20261451): stopping it takes an offset write rule A2 forbids.
@MainActor
struct RandomSequenceTests {
  @Test func `I1: random sequences keep every inset, offset and focus invariant`() {
    let environment = ProcessInfo.processInfo.environment
    let total = environment["KEYBOARD_RANDOM_STEPS"].flatMap { Int($0) } ?? 200_000
    let baseSeed = environment["KEYBOARD_RANDOM_SEED"].flatMap { UInt64($0) } ?? 20_261_122
    var steps = 0
    var sequence: UInt64 = 0
    while steps < total {
      let seed = baseSeed &+ sequence
      var rng = SeededGenerator(seed: seed)
      var config = RandomWorldConfig.random(using: &rng)
      if environment["KEYBOARD_RANDOM_ORDERS"] == "1" { config.orderSeed = seed }
      let actions = RandomSequence.actions(
        count: min(500, total - steps), config: config, using: &rng)
      if let failure = RandomSequence.firstViolation(config: config, actions: actions) {
        let shrunk = RandomSequence.shrink(config: config, actions: actions)
        Issue.record(
          Comment(
            rawValue: RandomSequence.report(
              seed: seed, config: config, actions: actions, failure: failure, shrunk: shrunk)))
        return
      }
      steps += actions.count
      sequence += 1
    }
    #expect(steps == total)
  }
}
