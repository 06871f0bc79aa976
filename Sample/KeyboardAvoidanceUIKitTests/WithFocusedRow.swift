import KeyboardAvoidance
import Testing
import UIKit

/// Runs `body` on a table or collection view (`kind`) whose row `row` holds a field with
/// the `default` Return key, the list enabled and that field first responder, and takes
/// them down after (``withHost(_:_:)``).
@MainActor
func withFocusedRow(
  _ kind: UIKitRowsHost.Kind, row: Int, _ body: (UIKitRowsHost) async throws -> Void
) async throws {
  try await withHost({ UIKitRowsHost(kind, rows: [row: .default], scene: $0) }) { host in
    host.list.keyboard.enable()
    defer { host.list.keyboard.disable() }
    let field = try #require(host.field(row), "row \(row)'s cell does not exist")
    try await host.stage.requireFocus(field)
    try await body(host)
  }
}
