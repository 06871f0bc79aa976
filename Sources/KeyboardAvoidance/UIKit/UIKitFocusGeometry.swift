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
        let pinned = pinnedHeights(of: cell, in: host)
        return FocusGeometry(
          inputRect: inputRect, kind: .inCell(cellRect: cell.convert(cell.bounds, to: host)),
          pinnedHeader: pinned.header, pinnedFooter: pinned.footer)
      }
      return FocusGeometry(inputRect: inputRect)
    }

    /// The heights of the cell's section header and footer where they pin to the visible
    /// bounds (rule F3), 0 where they scroll (``pinnedHeights(ofSection:in:)``).
    ///
    /// - Complexity: O(1) besides UIKit's own lookups: one index path, two rects.
    private static func pinnedHeights(of cell: UIView, in host: UIScrollView)
      -> (header: CGFloat, footer: CGFloat)
    {
      let centre = host.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), from: cell)
      if let table = host as? UITableView, table.style == .plain,
        let cell = cell as? UITableViewCell,
        let path = table.indexPath(for: cell) ?? table.indexPathForRow(at: centre)
      {
        return pinnedHeights(ofSection: path.section, in: table)
      }
      guard let collection = host as? UICollectionView,
        let cell = cell as? UICollectionViewCell,
        let path = collection.indexPath(for: cell) ?? collection.indexPathForItem(at: centre)
      else { return (0, 0) }
      return pinnedHeights(ofSection: path.section, in: collection)
    }

    /// The heights of a section's header and footer where they pin to the visible bounds
    /// (rule F3), 0 where they scroll; with or without cells, for a row walk too (rule F6).
    ///
    /// A plain table's float (`rectForHeader(inSection:)`, `rectForFooter(inSection:)`), a
    /// flow layout's with `sectionHeadersPinToVisibleBounds` or
    /// `sectionFootersPinToVisibleBounds` pin (their layout attributes). A
    /// compositional layout's `pinToVisibleBounds` items are not read (no public API lists a
    /// section's boundary items).
    ///
    /// - Complexity: O(1) besides UIKit's own lookups: two rects or layout attributes.
    static func pinnedHeights(ofSection section: Int, in host: UIScrollView)
      -> (header: CGFloat, footer: CGFloat)
    {
      if let table = host as? UITableView {
        guard table.style == .plain else { return (0, 0) }
        return (
          table.rectForHeader(inSection: section).height,
          table.rectForFooter(inSection: section).height
        )
      }
      guard let collection = host as? UICollectionView,
        let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout,
        flow.sectionHeadersPinToVisibleBounds || flow.sectionFootersPinToVisibleBounds
      else { return (0, 0) }
      let first = IndexPath(item: 0, section: section)
      func height(_ kind: String, _ pins: Bool) -> CGFloat {
        guard pins else { return 0 }
        return collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: first)?
          .frame.height ?? 0
      }
      return (
        height(UICollectionView.elementKindSectionHeader, flow.sectionHeadersPinToVisibleBounds),
        height(UICollectionView.elementKindSectionFooter, flow.sectionFootersPinToVisibleBounds)
      )
    }

    /// The caret of any text input but a text field (a text view, or a custom
    /// `UITextInput` view the app announced): the caret rect at the selection's end and,
    /// for a selection, the rect between the carets at its two ends (``SelectionRect``).
    ///
    /// `selectionRects(for:)` would lay out the whole selection on every event (after
    /// Select All, the whole document); two carets cost two lines. Rects come in the
    /// coordinates of the input's `textInputView`, as `UITextInput` defines them. A text
    /// field is measured by its bounds (rule F2). A text input inside the host, not the host
    /// itself, shows only what lies inside its bounds: both rects are clamped into them.
    private static func caretKind(of view: UIView, inputRect: CGRect, in host: UIScrollView)
      -> FocusGeometry.Kind?
    {
      guard !(view is UITextField), let text = view as? any UITextInput,
        let range = text.selectedTextRange
      else { return nil }
      let space = text.textInputView ?? view
      let endCaret = text.caretRect(for: range.end)
      guard isUsable(endCaret) else { return nil }
      // rule F2: a text input inside the host shows only what lies inside its bounds.
      func shown(_ rect: CGRect) -> CGRect {
        view === host ? rect : TargetRect.clamped(rect, into: inputRect)
      }
      let end = space.convert(endCaret, to: host)
      let startCaret = range.isEmpty ? nil : text.caretRect(for: range.start)
      guard let startCaret, isUsable(startCaret) else {
        return .text(caret: shown(end), selection: nil)
      }
      let start = space.convert(startCaret, to: host)
      return .text(
        caret: shown(end),
        selection: shown(SelectionRect.between(start: start, end: end, lines: inputRect)))
    }

    /// Whether a caret rect from the text system is one to measure: a text input may answer
    /// a null or infinite rect (no layout yet); the input's bounds are used instead.
    private static func isUsable(_ rect: CGRect) -> Bool {
      !rect.isNull && !rect.isInfinite && rect.minY.isFinite && rect.maxY.isFinite
    }
  }
#endif
