/// A row's position: section and row, like `IndexPath(row:section:)`.
package struct RowPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section.
  package var section: Int
  /// The row within the section.
  package var row: Int

  /// Creates a row path.
  package init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Row order: by section, then by row.
  package static func < (lhs: RowPath, rhs: RowPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `[section, row]`.
  package var description: String { "[\(section), \(row)]" }
}
