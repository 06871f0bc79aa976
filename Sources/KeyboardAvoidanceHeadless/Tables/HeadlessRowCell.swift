import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A cell of a table or list: a view for one row at a time, reused as rows scroll.
///
/// Models `UITableViewCell` and `UICollectionViewCell`: the same cell, and the same text
/// field inside it, serve different rows over time.
@MainActor
package class HeadlessRowCell: HeadlessView {
  /// The row the cell shows now.
  package internal(set) var rowPath = RowPath(section: 0, row: 0)
  /// The cell's text field, hidden when its row has no input.
  package internal(set) var textField: HeadlessTextField?

  /// Creates a cell.
  package init() {
    super.init(frame: .zero)
  }

  /// Shows `row` at `frame`, reusing or creating the text field.
  func configure(for path: RowPath, row: RowSpec, frame: CGRect) {
    rowPath = path
    self.frame = frame
    guard let input = row.input else {
      textField?.isHidden = true
      return
    }
    let field: HeadlessTextField
    if let existing = textField {
      field = existing
    } else {
      field = HeadlessTextField(identifier: input.id, frame: input.frame)
      addSubview(field)
      textField = field
    }
    field.identifier = input.id
    field.frame = input.frame
    field.isEnabled = input.isEnabled
    field.isHidden = input.isHidden
  }
}

/// A table view cell (`UITableViewCell`).
@MainActor
package final class HeadlessTableViewCell: HeadlessRowCell {}

/// A collection view cell (`UICollectionViewCell`).
@MainActor
package final class HeadlessCollectionViewCell: HeadlessRowCell {}
