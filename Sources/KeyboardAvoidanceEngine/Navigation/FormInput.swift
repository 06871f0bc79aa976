package import Foundation
package import KeyboardAvoidanceCore

/// An input of a host that is not a list (a form, a text view) and where it is.
package struct FormInput {
  /// The text field or text view.
  package var input: AnyObject
  /// Its frame in the host's content coordinates.
  package var frame: CGRect

  /// Creates an entry.
  package init(input: AnyObject, frame: CGRect) {
    self.input = input
    self.frame = frame
  }

  /// The input after (before) `input` among `inputs` in reading order (lines top to
  /// bottom, each from its leading edge in `direction`), or `nil` when it is the last
  /// (first) or not among them (rule F6).
  ///
  /// Every input of a form exists, so nothing needs scrolling before focus moves: focusing
  /// the next input reveals it as any input beginning to edit is revealed (rule F4).
  ///
  /// - Complexity: O(n log n) for n inputs.
  package static func next(
    after input: AnyObject, toward heading: NavigationDirection, in inputs: [FormInput],
    direction: LayoutDirection
  ) -> AnyObject? {
    let order = ReadingOrder.indices(of: inputs.map(\.frame), direction: direction)
    guard let position = order.firstIndex(where: { inputs[$0].input === input }) else {
      return nil
    }
    let next = position + (heading == .next ? 1 : -1)
    return order.indices.contains(next) ? inputs[order[next]].input : nil
  }
}
