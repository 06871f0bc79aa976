import Foundation
package import KeyboardAvoidanceCore

/// The engine's debug log: off by default; when on, one line per event handled and per
/// write, with `NSLog` on Apple platforms (the unified log and Xcode's console) and on
/// standard error elsewhere.
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

  /// Writes `message()` when logging is on; the message is not built otherwise.
  package static func write(_ message: @autoclosure () -> String) {
    guard isEnabled else { return }
    let line = message()
    if let sink {
      sink(line)
      return
    }
    #if canImport(Darwin)
      // Apple's unified log (and Xcode's console). `os.Logger` would log at debug level,
      // but the iPhoneOS SDK check this package must pass cannot load the `os` module;
      // an app that wants debug level routes the lines there with a sink.
      NSLog("KeyboardAvoidance: %@", line)
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
