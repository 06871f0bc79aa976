package import KeyboardAvoidanceCore

/// A row, header or footer without a cell or view that a walk needs (rule F6).
///
/// The engine scrolls the list, unanimated, straight to the offset rule F3 gives the
/// item's rect (the list's `rectForRow(at:)` needs no cell), lays the list out, corrects
/// once if laying out moved the rect (estimated heights), and goes on with ``resume``, all
/// within the action.
@MainActor
package struct RowVisit {
  /// The list the item is in, held weakly.
  package weak var list: (any KeyboardRowList)?
  /// The row, header or footer.
  package let item: RowListItem
  /// The walk once the list is laid out with the item in view.
  package let resume: @MainActor () -> InputWalk

  /// A visit of `item` in `list`, going on with `resume`.
  package init(
    list: any KeyboardRowList, item: RowListItem, resume: @escaping @MainActor () -> InputWalk
  ) {
    self.list = list
    self.item = item
    self.resume = resume
  }
}
