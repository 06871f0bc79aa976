import KeyboardAvoidance

/// The library's debug log from its start until ``stop()``: logging on, every line kept,
/// then logging off again.
///
/// The log is process-wide: its users are main-actor tests that run one at a time. A test
/// that awaits while it listens (a hosted test, whose focus change waits for UIKit) keeps
/// one; a synchronous one calls ``loggedLines(during:)``.
@MainActor
public final class LogRecorder {
  /// The lines logged so far.
  public private(set) var lines: [String] = []

  /// Turns the log on and starts keeping its lines.
  public init() {
    KeyboardLogging.isEnabled = true
    KeyboardLogging.handler = { [weak self] line in self?.lines.append(line) }
  }

  /// Turns the log off.
  public func stop() {
    KeyboardLogging.isEnabled = false
    KeyboardLogging.handler = nil
  }
}

/// The debug log's lines while `body` runs (logging on, then off again).
@MainActor
public func loggedLines(during body: () -> Void) -> [String] {
  let log = LogRecorder()
  defer { log.stop() }
  body()
  return log.lines
}
