import Foundation

/// The engine's write lines while `body` runs, from the public debug log: those with
/// " -> ", one per applied event, and not the lines that name an inset the engine adopted as
/// the app's (a `UITableViewController` writes one itself).
///
/// The headless model's tests and the UIKit tests read writes the same way, through the API
/// an app has.
@MainActor
public func engineWriteLines(during body: () -> Void) -> [String] {
  loggedLines(during: body).filter { $0.contains(" -> ") && !$0.contains(" adopted ") }
}
