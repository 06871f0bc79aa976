#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import UIKit

  /// Where a focused input is inside a scroll view: its rect, with its cell's rect or its
  /// caret when it has one (SPEC F2).
  @MainActor
  enum UIKitFocusGeometry {
    /// The input's geometry in `host`'s content coordinates, or `nil` when `input` is not
    /// a view inside `host`.
    ///
    /// - Complexity: O(depth of the input below the scroll view).
    static func geometry(of input: AnyObject, in host: UIScrollView) -> FocusGeometry? {
      guard let view = input as? UIView, view.isDescendant(of: host) else { return nil }
      let inputRect = view.convert(view.bounds, to: host)
      if let textView = view as? UITextView, let range = textView.selectedTextRange {
        let caret = textView.convert(textView.caretRect(for: range.end), to: host)
        let selection = range.isEmpty ? nil : selectionRect(of: textView, range: range, in: host)
        return FocusGeometry(inputRect: inputRect, kind: .text(caret: caret, selection: selection))
      }
      if let cell = UIKitInputActions.enclosingCell(of: view, below: host) {
        return FocusGeometry(
          inputRect: inputRect, kind: .inCell(cellRect: cell.convert(cell.bounds, to: host)))
      }
      return FocusGeometry(inputRect: inputRect)
    }

    private static func selectionRect(
      of textView: UITextView, range: UITextRange, in host: UIScrollView
    ) -> CGRect? {
      let rects = textView.selectionRects(for: range).map(\.rect).filter { !$0.isEmpty }
      guard let first = rects.first else { return nil }
      let union = rects.dropFirst().reduce(first) { $0.union($1) }
      return textView.convert(union, to: host)
    }
  }
#endif
