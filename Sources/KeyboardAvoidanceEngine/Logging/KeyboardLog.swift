import Foundation
package import KeyboardAvoidanceCore

#if canImport(os)
  import os
#endif

/// The library's one log: the debug log, off by default, with one line per event handled
/// and per write; and warnings about misuse, always written.
///
/// Debug lines go to the app's sink when it set one; they and warnings otherwise go to the
/// unified log on Apple platforms
/// (`os_log`, subsystem `KeyboardAvoidance`, category `engine`), the debug log at debug
/// level (kept in memory only) and warnings at error level; on standard error elsewhere.
///
/// Lines name inputs and hosts by type and frame only, never by content (rule L6): no
/// line is built from an input's `description`, which for a `UITextField` includes its
/// text.
@MainActor
package enum KeyboardLog {
  /// Whether lines are written.
  package static var isEnabled = false
  /// Where lines go instead of the platform's log (the app's handler, or a test's);
  /// `nil` for the platform's.
  package static var sink: (@MainActor (String) -> Void)?

  /// Writes `message()` to the debug log when logging is on; the message is not built
  /// otherwise.
  package static func write(_ message: @autoclosure () -> String) {
    guard isEnabled else { return }
    emit(message(), isWarning: false)
  }

  /// Writes a warning about the app's use of the library (a refused constraint), whether
  /// or not the debug log is on: it is seen even when the value that reports it is
  /// discarded.
  package static func warn(_ message: String) {
    emit(message, isWarning: true)
  }

  #if canImport(os)
    /// The library's handle on the unified log.
    private static let unifiedLog = OSLog(subsystem: "KeyboardAvoidance", category: "engine")
  #endif

  private static func emit(_ line: String, isWarning: Bool) {
    if !isWarning, let sink {
      sink(line)
      return
    }
    #if canImport(os)
      // `os_log` with a static format works from iOS 10 on; a line never holds what the
      // user typed (rule L6), so it is public.
      os_log("%{public}@", log: unifiedLog, type: isWarning ? .error : .debug, line as NSString)
    #else
      FileHandle.standardError.write(Data("KeyboardAvoidance: \(line)\n".utf8))
    #endif
  }

  /// An object by its type only: `UITextField`, never its description.
  package static func name(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }

  /// `(x, y, width x height)`.
  package static func text(_ rect: CGRect?) -> String {
    rect.map { LengthText.rect($0) } ?? "none"
  }

  /// `(x, y)`.
  package static func text(_ point: CGPoint) -> String {
    "(\(number(point.x)), \(number(point.y)))"
  }

  /// `top left bottom right`.
  package static func text(_ insets: EdgeInsets) -> String {
    "(\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right)))"
  }

  /// A length without trailing zeros.
  package static func number(_ value: CGFloat) -> String { LengthText.number(value) }

  /// The keyboard event's name, end frame and timing.
  package static func text(_ event: KeyboardEvent) -> String {
    "\(event.name) end \(text(event.endFrame)), \(number(event.timing.duration)) s, "
      + "curve \(event.timing.curve)\(event.isLocal ? "" : ", another app's")"
  }
}
