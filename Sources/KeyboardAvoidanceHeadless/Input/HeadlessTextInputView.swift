package import Foundation
import KeyboardAvoidanceCore

/// A custom text editor that is not a text view: a plain view adopting `UITextInput`.
///
/// UIKit posts no editing notification for it, so the app announces it
/// (`inputDidBeginEditing(_:)`), and the engine asks it for carets as it asks a text view
/// (rule F2). It lays its text out as ``HeadlessTextView`` does (``TextLayout``, inset 8 at
/// the top and bottom) and never scrolls itself.
@MainActor
package final class HeadlessTextInputView: HeadlessView, HeadlessTextInput {
  /// The selection, in UTF-16 offsets; it starts as a caret at the end of the text.
  package private(set) var selectedRange: NSRange
  private let layout: TextLayout

  /// An editor with `text`, laid out in its frame's width.
  package init(frame: CGRect, text: String, font: TextFont = TextFont()) {
    layout = TextLayout(
      text: text, width: frame.width, inset: EdgeInsets(top: 8, bottom: 8), font: font)
    selectedRange = NSRange(location: layout.length, length: 0)
    super.init(frame: frame)
  }

  /// Moves the selection, clamped to the text.
  package func select(_ range: NSRange) {
    let start = min(max(0, range.location), layout.length)
    selectedRange = NSRange(
      location: start, length: min(max(0, range.length), layout.length - start))
  }

  /// The caret rect at a UTF-16 offset, in the editor's coordinates.
  package func caretRect(at offset: Int) -> CGRect {
    layout.caretRect(at: offset)
  }
}
