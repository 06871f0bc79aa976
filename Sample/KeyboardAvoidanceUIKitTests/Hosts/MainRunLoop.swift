import Foundation

/// Waiting in a test while the app goes on: scenes connect, UIKit posts its notifications,
/// animations run.
///
/// The tests suspend (`Task.sleep`) rather than spin a nested `RunLoop.run(until:)`: a main
/// actor test runs as a block of the main dispatch queue, and Core Foundation's run loop does
/// not drain that queue while it runs nested inside one of its blocks (CFRunLoop.c:
/// `libdispatchQSafe` is false while `__CFTSDKeyIsInGCDMainQ` is set), so work UIKit
/// dispatches to the main queue would wait for the test to end. Suspended, the main actor is
/// free and the main run loop turns at its top level, as in the app.
@MainActor
enum MainRunLoop {
  /// How long a test waits for an animation with the keyboard's timing to be over: its
  /// 0.25 s and a margin.
  static let animationTime: TimeInterval = 0.35

  /// Lets the app run for `seconds`, then returns (at once if the test is cancelled).
  static func run(for seconds: TimeInterval) async {
    try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
  }

  /// Lets the app run until an animation with the keyboard's timing, begun now, is over.
  static func runUntilAnimationsEnd() async {
    await run(for: animationTime)
  }
}
