package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

extension HeadlessRowListView: KeyboardRowList {
  /// The number of sections.
  package var rowListSectionCount: Int { sections.count }

  /// The rows of a section.
  package func rowListRowCount(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  /// The row of the cell that holds `input`.
  package func rowListRow(containing input: AnyObject) -> RowPath? {
    guard let field = input as? HeadlessTextField, let cell = field.superview as? HeadlessRowCell
    else { return nil }
    return indexPath(for: cell)
  }

  /// The cell's focusable field, if the cell exists.
  package func rowListInput(inRow path: RowPath) -> RowInput {
    guard let cell = cellForRow(at: path) else { return .noCell }
    guard let field = cell.textField, field.isEnabled, !field.isHidden else { return .noInput }
    return .input(field)
  }

  /// The row's rect.
  package func rowListRect(ofRow path: RowPath) -> CGRect { rectForRow(at: path) }

  /// The model knows its rows with inputs (``providesInputIndex``): O(log rows with inputs).
  package func rowListInputRow(after path: RowPath, forward: Bool) -> RowSearch {
    guard providesInputIndex else { return .unknown }
    return inputRow(after: path, forward: forward).map { .found($0) } ?? .none
  }

  /// Makes an input first responder.
  package func focus(_ input: AnyObject) -> Bool {
    (input as? any HeadlessInput)?.becomeFirstResponder() ?? false
  }

  /// Makes an input resign.
  package func resignFocus(_ input: AnyObject) {
    (input as? any HeadlessInput)?.resignFirstResponder()
  }

  /// Sets the text field's Return action.
  package func onReturnKey(
    in input: AnyObject, perform action: @escaping @MainActor @Sendable () -> Void
  ) {
    (input as? HeadlessTextField)?.returnKeyAction = action
  }

  /// Clears the text field's Return action.
  package func removeReturnKeyAction(from input: AnyObject) {
    (input as? HeadlessTextField)?.returnKeyAction = nil
  }
}
