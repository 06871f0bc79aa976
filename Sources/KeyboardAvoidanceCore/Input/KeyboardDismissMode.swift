/// How a scroll view dismisses the keyboard when the user drags it
/// (`UIScrollView.KeyboardDismissMode`, same raw values).
package enum KeyboardDismissMode: Int, Sendable, CaseIterable {
  /// Dragging does not dismiss the keyboard (UIKit's default).
  case none = 0
  /// The keyboard goes when a drag begins.
  case onDrag = 1
  /// The keyboard follows the finger down and can be pulled back up (rule D1).
  case interactive = 2
  /// As `onDrag`, keeping the input accessory view.
  case onDragWithAccessory = 3
  /// As `interactive`, keeping the input accessory view (rule D1).
  case interactiveWithAccessory = 4

  /// Whether a drag moves the keyboard with the finger, frame by frame (rules D1, D3).
  package var isInteractive: Bool { self == .interactive || self == .interactiveWithAccessory }
}
