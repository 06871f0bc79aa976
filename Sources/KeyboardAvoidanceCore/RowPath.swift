/// A row's position: section and row, like `IndexPath(row:section:)`.
public struct RowPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section.
  public var section: Int
  /// The row within the section.
  public var row: Int

  /// Creates a row path.
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Row order: by section, then by row.
  public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `[section, row]`.
  public var description: String { "[\(section), \(row)]" }
}
