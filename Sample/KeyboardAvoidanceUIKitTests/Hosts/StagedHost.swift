import UIKit

/// Real UIKit views of a rule scenario on a ``UIKitStage``.
@MainActor
protocol StagedHost: AnyObject {
  /// The window and keyboard the views are on.
  var stage: UIKitStage { get }

  /// Hides the keyboard, disables what the host enabled, ends editing and takes the window
  /// down, so that the next test starts from a hidden keyboard and its own key window.
  func tearDown() async
}

extension StagedHost {
  /// Hides the keyboard and takes the stage down (for hosts that enable nothing).
  func tearDown() async {
    await stage.tearDown()
  }
}

/// Runs `body` on a host that `make` builds in the host app's window scene, and tears the
/// host down after, whether `body` returns or throws (a teardown that waits for UIKit cannot
/// run in a `defer`).
@MainActor
func withHost<Host: StagedHost>(
  _ make: (UIWindowScene) async throws -> Host, _ body: (Host) async throws -> Void
) async throws {
  let host = try await make(try await TestWindowScene.connected())
  do {
    try await body(host)
  } catch {
    await host.tearDown()
    throw error
  }
  await host.tearDown()
}
