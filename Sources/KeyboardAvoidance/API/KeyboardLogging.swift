import KeyboardAvoidanceEngine

/// The engine's debug log: what it saw and what it wrote, for finding out why a screen
/// moves the way it does.
///
/// ```swift
/// KeyboardLogging.isEnabled = true   // in a debug build, before the screen appears
/// ```
///
/// Each keyboard notification, each input that begins or ends editing and each write
/// (insets, offset, a constraint's constant, with the values they replaced and the
/// animation) becomes one line. By default a line goes out prefixed `KeyboardAvoidance:`,
/// with `NSLog` on Apple platforms (the unified log and Xcode's console) and on standard
/// error elsewhere; set ``handler`` to send the lines to your own logger instead. Inputs
/// and hosts are named by type and frame only, never by their text, so a password field
/// cannot leak through it.
@MainActor
public enum KeyboardLogging {
  /// Whether the engine logs; off by default.
  public static var isEnabled: Bool {
    get { KeyboardLog.isEnabled }
    set { KeyboardLog.isEnabled = newValue }
  }

  /// Receives each line, without the prefix, instead of the default output; `nil` (the
  /// default) for the default output.
  ///
  /// Lines reach it only while ``isEnabled`` is `true`, on the main actor. Route them to
  /// your own logger, for example `os.Logger` at debug level, which keeps them in memory
  /// only:
  ///
  /// ```swift
  /// // Where you turn the log on (iOS 14 or later; `import os`):
  /// let logger = Logger(subsystem: "com.example.app", category: "keyboard")
  /// KeyboardLogging.handler = { line in logger.debug("\(line, privacy: .public)") }
  /// ```
  ///
  /// A line never holds what the user typed, so marking it public reveals no input.
  public static var handler: (@MainActor (String) -> Void)? {
    get { KeyboardLog.sink }
    set { KeyboardLog.sink = newValue }
  }
}
