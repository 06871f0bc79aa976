#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import UIKit

  /// Where a focused input is inside a scroll view: its rect, with its cell's rect or its
  /// caret when it has one (rule F2).
  @MainActor
  enum UIKitFocusGeometry {
    /// The input's geometry in `host`'s content coordinates, or `nil` when `input` is not
    /// a view inside `host`.
    ///
    /// - Complexity: O(depth of the input below the scroll view); for a text input, two
    ///   caret rects, never the rects of the whole selection.
    static func geometry(of input: AnyObject, in host: UIScrollView) -> FocusGeometry? {
      guard let view = input as? UIView, view.isDescendant(of: host) else { return nil }
      let inputRect = view.convert(view.bounds, to: host)
      if let kind = caretKind(of: view, inputRect: inputRect, in: host) {
        return FocusGeometry(inputRect: inputRect, kind: kind)
      }
      if let cell = UIKitInputActions.enclosingCell(of: view, below: host) {
        return FocusGeometry(
          inputRect: inputRect, kind: .inCell(cellRect: cell.convert(cell.bounds, to: host)))
      }
      return FocusGeometry(inputRect: inputRect)
    }

    /// The caret of any text input but a text field (a text view, or a custom
    /// `UITextInput` view the app announced): the caret rect at the selection's end and,
    /// for a selection, the rect between the carets at its two ends (``SelectionRect``).
    ///
    /// `selectionRects(for:)` would lay out the whole selection on every event (after
    /// Select All, the whole document); two carets cost two lines. Rects come in the
    /// coordinates of the input's `textInputView`, as `UITextInput` defines them. A text
    /// field is measured by its bounds (rule F2).
    private static func caretKind(of view: UIView, inputRect: CGRect, in host: UIScrollView)
      -> FocusGeometry.Kind?
    {
      guard !(view is UITextField), let text = view as? any UITextInput,
        let range = text.selectedTextRange
      else { return nil }
      let space = text.textInputView ?? view
      let end = space.convert(text.caretRect(for: range.end), to: host)
      guard !range.isEmpty else { return .text(caret: end, selection: nil) }
      let start = space.convert(text.caretRect(for: range.start), to: host)
      return .text(
        caret: end, selection: SelectionRect.between(start: start, end: end, lines: inputRect))
    }
  }
#endif
