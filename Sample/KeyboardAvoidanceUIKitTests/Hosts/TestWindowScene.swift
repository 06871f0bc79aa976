import Foundation
import UIKit

/// The window scene the rule tests put their windows in: the one the host app
/// (`Sample/UIKitTestHost`) connects.
///
/// A window needs a scene to show on screen and to let a text field become first responder;
/// a test bundle without a host app has none. The tests may start before the app's scene
/// connects, so ``connected(within:)`` waits for it.
@MainActor
enum TestWindowScene {
  /// No window scene connected in time: the bundle runs without its host app, or the app
  /// declares no scene.
  struct Missing: Error, CustomStringConvertible {
    /// How long the tests waited.
    let seconds: TimeInterval

    var description: String {
      "no UIWindowScene connected after \(seconds) s: the UIKit rule tests need their host "
        + "app, UIKitTestHost, whose Info.plist declares a window scene"
    }
  }

  /// The host app's connected window scene, waiting up to `seconds` for one while the app
  /// runs.
  static func connected(within seconds: TimeInterval = 5) async throws -> UIWindowScene {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while true {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      if let scene = scenes.first { return scene }
      guard Date() < deadline else { throw Missing(seconds: seconds) }
      await MainRunLoop.run(for: 0.05)
    }
  }
}
