#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// What the adapters of a table and of a list-style collection view share: Return and
  /// previous/next move by rows, headers and footers (rule F6), and an input's row is its
  /// cell's (rule F2 for cells).
  ///
  /// Each adapter says how its view counts, finds and measures its rows; the protocol's
  /// extension turns that into ``KeyboardRowList``'s answers. An adapter without header
  /// or footer views keeps the extension's answers for them: none.
  @MainActor
  protocol UIKitRowListHost: UIKitScrollHost, KeyboardRowList {
    /// The row's rect in content coordinates.
    func rowListRect(ofRow path: RowPath) -> CGRect

    /// The index path of `cell`, a cell of this view; for a cell that is not visible (UIKit
    /// keeps the first responder's cell when its row scrolls off, and the view does not
    /// know its index path), the row under the cell's centre.
    func indexPath(of cell: UIView) -> IndexPath?

    /// The row's cell, when it exists.
    func cell(at path: RowPath) -> UIView?

    /// The header or footer whose view holds `view`, which is in no cell.
    func supplementItem(containing view: UIView) -> RowListItem?

    /// The view of a header or footer, when it exists.
    func supplementView(for item: RowListItem) -> UIView?

    /// The rect of a header or footer in content coordinates; empty when it has none.
    func supplementRect(of item: RowListItem) -> CGRect
  }

  extension UIKitRowListHost {
    /// The row of the cell that holds `input`, else the header or footer whose view holds
    /// it.
    func rowListItem(containing input: AnyObject) -> RowListItem? {
      guard let scrollView, let view = input as? UIView, view.isDescendant(of: scrollView)
      else { return nil }
      guard let cell = UIKitInputActions.enclosingCell(of: view, below: scrollView) else {
        return supplementItem(containing: view)
      }
      // A row's index is an item's: the index path's second index.
      return indexPath(of: cell).map { .row(RowPath(section: $0.section, row: $0.row)) }
    }

    /// The inputs of the row's cell, or of the header's or footer's view, when it exists
    /// in the window; a table header or footer view that is not set holds none.
    func rowListInput(in item: RowListItem) -> RowInput {
      switch item {
      case .row(let path):
        return KeyboardInputWalk.rowInput(of: cell(at: path), direction: layoutDirection)
      case .tableHeader, .tableFooter:
        guard let view = supplementView(for: item) else { return .cell(inputs: []) }
        return KeyboardInputWalk.rowInput(of: view, direction: layoutDirection)
      case .sectionHeader, .sectionFooter:
        return KeyboardInputWalk.rowInput(of: supplementView(for: item), direction: layoutDirection)
      }
    }

    /// The item's rect in content coordinates.
    func rowListRect(of item: RowListItem) -> CGRect {
      item.rowPath.map { rowListRect(ofRow: $0) } ?? supplementRect(of: item)
    }

    /// A row's section's pinned header and footer heights (rule F3); none for a header or
    /// footer.
    func rowListPinnedHeights(of item: RowListItem) -> (header: CGFloat, footer: CGFloat) {
      guard let scrollView, let path = item.rowPath else { return (0, 0) }
      return UIKitFocusGeometry.pinnedHeights(ofSection: path.section, in: scrollView)
    }

    /// `layoutIfNeeded()` on the list, within Return's or the bar's action only: the rows
    /// the engine scrolled into view get their cells (rules F6, L8).
    func rowListLayOut() {
      scrollView?.layoutIfNeeded()
    }

    /// No header or footer view holds inputs.
    func supplementItem(containing view: UIView) -> RowListItem? { nil }

    /// No header or footer views.
    func supplementView(for item: RowListItem) -> UIView? { nil }

    /// Headers and footers take no room the walk scrolls to.
    func supplementRect(of item: RowListItem) -> CGRect { .zero }
  }
#endif
