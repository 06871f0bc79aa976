import Foundation
import KeyboardAvoidance

/// The engine's write lines while `body` runs, from the public debug log: those with
/// " -> ", one per applied event, and not the lines that name an inset the engine adopted as
/// the app's (a `UITableViewController` writes one itself).
///
/// The headless model's tests and the UIKit tests read writes the same way, through the API
/// an app has.
@MainActor
public func engineWriteLines(during body: () -> Void) -> [String] {
  var lines: [String] = []
  KeyboardLogging.isEnabled = true
  KeyboardLogging.handler = { line in
    if line.contains(" -> ") && !line.contains(" adopted ") { lines.append(line) }
  }
  defer {
    KeyboardLogging.handler = nil
    KeyboardLogging.isEnabled = false
  }
  body()
  return lines
}
