import SwiftUI
import UIKit

/// SwiftUI content on the test stage: a hosting controller at the stage's root, and the UIKit
/// views SwiftUI made for it, for the hosted SwiftUI tests (rules S1, S2, T1).
@MainActor
enum SwiftUIHosting {
  /// Shows `rootView` in a hosting controller at the stage's root, lets the probe look,
  /// runs `body`, and tears the stage down after.
  static func withHost<Content: View>(
    _ rootView: Content, _ body: (UIKitStage, UIView) async throws -> Void
  ) async throws {
    try await withController(UIHostingController(rootView: rootView), body)
  }

  /// Shows `controller` at the stage's root, lets the probe look, runs `body` with the stage
  /// and the controller's view, and tears the stage down after, even when `body` throws.
  static func withController(
    _ controller: UIViewController, _ body: (UIKitStage, UIView) async throws -> Void
  ) async throws {
    let stage = UIKitStage(scene: try await TestWindowScene.connected(), root: controller)
    await MainRunLoop.run(for: 0.5)
    do {
      try await body(stage, controller.view)
    } catch {
      await stage.tearDown()
      throw error
    }
    await stage.tearDown()
  }

  /// The views in `view`'s subtree, breadth first, of type `type`.
  static func all<View: UIView>(_ type: View.Type, in view: UIView) -> [View] {
    var queue = [view]
    var found: [View] = []
    while !queue.isEmpty {
      let next = queue.removeFirst()
      if let match = next as? View { found.append(match) }
      queue.append(contentsOf: next.subviews)
    }
    return found
  }

  /// The first view of type `type` in `view`'s subtree, breadth first.
  static func first<View: UIView>(_ type: View.Type, in view: UIView) -> View? {
    all(type, in: view).first
  }
}
