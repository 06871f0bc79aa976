import Testing
import UIKit

/// Runs `body` on real UIKit views built for `scenario`, its field first responder and its
/// scroll view (made by `kind`) enabled, and takes them down after (``withHost(_:_:)``).
@MainActor
func withFocusedHost(
  _ scenario: ScrollScenario,
  kind: @escaping @MainActor (CGRect) -> UIScrollView = { UIScrollView(frame: $0) },
  _ body: (UIKitScenarioHost) async throws -> Void
) async throws {
  try await withHost({ await UIKitScenarioHost.make(scenario, scene: $0, kind: kind) }) { host in
    try #require(host.isFocused, "the field did not become first responder")
    try await body(host)
  }
}
