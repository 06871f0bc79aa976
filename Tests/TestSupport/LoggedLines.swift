import KeyboardAvoidance

/// The debug log's lines while `body` runs (logging on, then off again).
///
/// The log is process-wide: callers are synchronous main-actor tests, which never
/// interleave with one another.
@MainActor
package func loggedLines(during body: () -> Void) -> [String] {
  var lines: [String] = []
  KeyboardLogging.isEnabled = true
  KeyboardLogging.handler = { lines.append($0) }
  defer {
    KeyboardLogging.isEnabled = false
    KeyboardLogging.handler = nil
  }
  body()
  return lines
}
