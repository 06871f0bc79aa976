import Foundation

/// The engine's write lines while a body runs, read from the public debug log: those with
/// " -> ", one per applied event, and not the lines that name an inset the engine adopted as
/// the app's (a `UITableViewController` writes one itself).
///
/// The headless model's tests and the UIKit tests read writes the same way, through the API
/// an app has, and ask the same questions of them.
public struct EngineWrites: RandomAccessCollection, CustomStringConvertible, Sendable {
  /// The write lines, in the order the engine logged them.
  public let lines: [String]

  /// The first line's index.
  public var startIndex: Int { lines.startIndex }
  /// The index past the last line.
  public var endIndex: Int { lines.endIndex }
  /// The line at `position`.
  public subscript(position: Int) -> String { lines[position] }
  /// The lines, for a failing expectation's message.
  public var description: String { lines.description }

  /// The writes that set the content offset.
  public var offsetWrites: [String] { lines.filter { $0.contains("contentOffset") } }

  /// Whether any write set the content inset or the indicator insets.
  public var setsInsets: Bool {
    lines.contains { $0.contains("contentInset") || $0.contains("indicatorInsets") }
  }

  /// Whether the body made exactly one write, setting every one of `properties` (the names
  /// the log uses: "contentInset", "contentOffset"), inside the simulated keyboard's own
  /// animation: 0.25 s on curve 7 (rule A1).
  public func isOneKeyboardAnimation(setting properties: [String]) -> Bool {
    guard count == 1, let line = first else { return false }
    return line.contains("animated 0.25 s, curve 7") && properties.allSatisfy(line.contains)
  }
}

/// The engine's writes while `body` runs.
@MainActor
public func engineWrites(during body: () -> Void) -> EngineWrites {
  EngineWrites(
    lines: loggedLines(during: body).filter { $0.contains(" -> ") && !$0.contains(" adopted ") })
}
