package import Foundation

/// A view with a selection and carets, as `UITextInput` offers them: the text view, and a
/// custom editor that UIKit does not announce.
///
/// The engine asks only for the carets at the selection's two ends, never for the rects of
/// the whole selection (rule F2).
@MainActor
package protocol HeadlessTextInput: HeadlessView {
  /// The selection, in UTF-16 offsets; length 0 is a caret.
  var selectedRange: NSRange { get }

  /// The caret rect at a UTF-16 offset, in this view's own (content) coordinates
  /// (`caretRect(for:)`).
  func caretRect(at offset: Int) -> CGRect
}
