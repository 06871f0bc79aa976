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
/// animation) becomes one line. By default the lines go to the unified log at debug level
/// (subsystem `KeyboardAvoidance`, category `engine`: in memory only, shown by Xcode's
/// console and Console.app when debug messages are included), and to standard error off
/// Apple platforms; set ``handler`` to send them to your own logger instead. Warnings about
/// misuse (a constraint that cannot follow) go to the unified log at error level, whether or
/// not the log is on. Inputs and hosts are named by type and frame only, never by their
/// text, so a password field cannot leak through it.
@MainActor
public enum KeyboardLogging {
  /// Whether the engine logs; off by default.
  public static var isEnabled: Bool {
    get { KeyboardLog.isEnabled }
    set { KeyboardLog.isEnabled = newValue }
  }

  /// Receives each line instead of the default output; `nil` (the default) for the
  /// default output.
  ///
  /// Lines reach it only while ``isEnabled`` is `true`, on the main actor; warnings keep
  /// the default output. Route them to your own logger, for example your app's
  /// `os.Logger`:
  ///
  /// ```swift
  /// import os
  ///
  /// // Where you turn the log on:
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
