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

  /// The `count` text fields SwiftUI made in `view`'s subtree, in tree order, each with an
  /// empty input view (no real keyboard), the first made first responder
  /// (``requireFocus(_:sourceLocation:)``); fails the test when there are not `count`.
  func requireFocusedFields(
    _ count: Int, in view: UIView, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [UITextField] {
    let fields = SwiftUIHosting.all(UITextField.self, in: view)
    try #require(
      fields.count == count, "SwiftUI made \(fields.count) text fields, not \(count)",
      sourceLocation: sourceLocation)
    for field in fields { field.inputView = UIView() }
    try await requireFocus(fields[0], sourceLocation: sourceLocation)
    return fields
  }
}
