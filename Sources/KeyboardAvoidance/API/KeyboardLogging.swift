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
/// animation) becomes one line, prefixed `KeyboardAvoidance:`: with `NSLog` on Apple
/// platforms (the unified log and Xcode's console), and on standard error elsewhere. Inputs and hosts are named by type and frame only, never by
/// their text, so a password field cannot leak through it.
@MainActor
public enum KeyboardLogging {
  /// Whether the engine logs; off by default.
  public static var isEnabled: Bool {
    get { KeyboardLog.isEnabled }
    set { KeyboardLog.isEnabled = newValue }
  }
}
