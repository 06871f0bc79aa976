import Foundation

/// A line for the developer, written to standard error (Xcode's console on a device).
///
/// Used for misuse that the API reports by value too, so that it is seen even when the
/// value is discarded. It never carries anything the user typed (rule L6).
enum ConsoleMessage {
  /// Writes `KeyboardAvoidance: message` and a newline.
  static func write(_ message: String) {
    FileHandle.standardError.write(Data("KeyboardAvoidance: \(message)\n".utf8))
  }
}
