import Testing
import UIKit

extension UIKitStage {
  /// Makes `input` first responder (``focus(_:)``, which lets UIKit's own keyboard
  /// notifications for it arrive) and fails the test where it is called when it did not
  /// become first responder: what every hosted rule test does before the keyboard shows.
  func requireFocus(
    _ input: UIView, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let focused = await focus(input)
    try #require(
      focused, "the \(type(of: input)) did not become first responder",
      sourceLocation: sourceLocation)
  }
}
