// The one file that imports `os`. The Linux real-SDK checker cannot load the SDK's `os`
// module (its interface fails to build there), so that check compiles the package with
// KEYBOARD_AVOIDANCE_NO_UNIFIED_LOG and this file type-checks against a cited stub of the
// `os` declarations it uses instead (.ci/typecheck-uikit).
#if canImport(os) && !KEYBOARD_AVOIDANCE_NO_UNIFIED_LOG
  import Foundation
  import os

  /// Apple's unified log, at debug level, subsystem `KeyboardAvoidance`.
  enum UnifiedLog {
    /// Writes `line` at debug level; returns `true` (the unified log took it).
    static func debug(_ line: String) -> Bool {
      if #available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) {
        Logger(subsystem: "KeyboardAvoidance", category: "engine").debug(
          "\(line, privacy: .public)")
      } else {
        os_log(
          "%{public}@", log: OSLog(subsystem: "KeyboardAvoidance", category: "engine"),
          type: .debug, line)
      }
      return true
    }
  }
#else
  /// No unified log on this platform: the caller writes to standard error.
  enum UnifiedLog {
    /// Returns `false`: nothing was written.
    static func debug(_ line: String) -> Bool { false }
  }
#endif
