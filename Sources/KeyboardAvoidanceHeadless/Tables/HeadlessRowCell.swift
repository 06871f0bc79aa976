import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A cell of a table or list: a view for one row at a time, reused as rows scroll.
///
/// Models `UITableViewCell` and `UICollectionViewCell`: the same cell, and the same inputs
/// inside it, serve different rows over time. A cell holds as many inputs as its row has,
/// text fields and text views, and hides the ones a row with fewer does not use.
@MainActor
package class HeadlessRowCell: HeadlessView {
  /// The row the cell shows now.
  package internal(set) var rowPath = RowPath(section: 0, row: 0)
  /// The inputs of the row the cell shows now, in the row's order.
  package private(set) var inputs: [any HeadlessInput] = []
  /// Input views kept for reuse, in the order rows used them; those past ``inputs`` are
  /// hidden.
  private var inputViews: [any HeadlessInput] = []

  /// Creates a cell.
  package init() {
    super.init(frame: .zero)
  }

  /// The row's first text field, if it has one.
  package var textField: HeadlessTextField? {
    inputs.lazy.compactMap { $0 as? HeadlessTextField }.first
  }

  /// Shows `row` at `frame`, reusing the input views of the same kind in the same places.
  func configure(for path: RowPath, row: RowSpec, frame: CGRect) {
    rowPath = path
    self.frame = frame
    inputs = row.inputs.enumerated().map { index, spec in inputView(at: index, for: spec) }
    for view in inputViews.dropFirst(row.inputs.count) { view.isHidden = true }
  }

  /// The view at `index`, made or reused for `spec`.
  private func inputView(at index: Int, for spec: RowSpec.InputSpec) -> any HeadlessInput {
    if inputViews.indices.contains(index) {
      if !spec.isTextView, let field = inputViews[index] as? HeadlessTextField {
        field.identifier = spec.id
        field.isEnabled = spec.isEnabled
        field.frame = spec.frame
        field.isHidden = spec.isHidden
        field.returnKeyType = spec.returnKeyType
        return field
      }
      if spec.isTextView, let textView = inputViews[index] as? HeadlessTextView {
        textView.identifier = spec.id
        textView.isEditable = spec.isEnabled
        textView.frame = spec.frame
        textView.isHidden = spec.isHidden
        return textView
      }
      inputViews[index].removeFromSuperview()
    }
    let view: any HeadlessInput
    if spec.isTextView {
      let textView = HeadlessTextView(identifier: spec.id, frame: spec.frame)
      textView.isEditable = spec.isEnabled
      view = textView
    } else {
      let field = HeadlessTextField(identifier: spec.id, frame: spec.frame)
      field.isEnabled = spec.isEnabled
      field.returnKeyType = spec.returnKeyType
      view = field
    }
    view.isHidden = spec.isHidden
    addSubview(view)
    if inputViews.indices.contains(index) {
      inputViews[index] = view
    } else {
      inputViews.append(view)
    }
    return view
  }
}

/// A table view cell (`UITableViewCell`).
@MainActor
package final class HeadlessTableViewCell: HeadlessRowCell {}

/// A section's header or footer view, or a table's header or footer view, holding inputs
/// as a cell does (`UITableViewHeaderFooterView`, `tableHeaderView`): not a cell for rule
/// F2, a place of its own in rule F6's order.
@MainActor
package final class HeadlessHeaderFooterView: HeadlessRowCell {
  /// Which header or footer the view shows now.
  package internal(set) var item = RowListItem.tableHeader
}

/// A collection view cell (`UICollectionViewCell`).
@MainActor
package final class HeadlessCollectionViewCell: HeadlessRowCell {}
