/// Which way a move among a host's inputs goes (rule F6), as the Previous and Next buttons
/// of the bar above the keyboard name it: Return and Next go to the next input in reading
/// order, Previous to the one before.
package enum NavigationDirection: Sendable {
  /// Toward the input after, in reading order (Next, Return).
  case next
  /// Toward the input before, in reading order (Previous).
  case previous
}
