package import KeyboardAvoidanceHeadless

extension HeadlessScreen {
  /// Runs `body` (a keyboard notification, say) as one step of the app, and in the same
  /// step the main queue's turns that follow it, as a device shows them a few milliseconds
  /// later, while the keyboard's animation still runs (rule K1).
  ///
  /// What an engine leaves for after UIKit has acted on a notification runs there: the
  /// look at a host UIKit moved (K1), the end of the wait for a text view's late
  /// begin-editing (rules F7, F8). The replay runs each of its steps this way.
  package func runTurn(_ body: () -> Void) {
    runStep {
      body()
      runMainQueue()
    }
  }
}
