/// A place in a table's or collection view's reading order that may hold inputs (rule F6):
/// the table's header view, then per section its header, its rows and its footer, then
/// the table's footer view.
package enum RowListItem: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The table's header view (`tableHeaderView`).
  case tableHeader
  /// A section's header view.
  case sectionHeader(Int)
  /// A row's cell.
  case row(RowPath)
  /// A section's footer view.
  case sectionFooter(Int)
  /// The table's footer view (`tableFooterView`).
  case tableFooter

  /// The row, for a row.
  package var rowPath: RowPath? {
    if case .row(let path) = self { return path }
    return nil
  }

  /// Where the item comes in reading order: section, then header, rows, footer.
  private var rank: (section: Int, part: Int, row: Int) {
    switch self {
    case .tableHeader: (Int.min, 0, 0)
    case .sectionHeader(let section): (section, 0, 0)
    case .row(let path): (path.section, 1, path.row)
    case .sectionFooter(let section): (section, 2, 0)
    case .tableFooter: (Int.max, 0, 0)
    }
  }

  /// Reading order (rule F6).
  package static func < (lhs: RowListItem, rhs: RowListItem) -> Bool {
    lhs.rank < rhs.rank
  }

  /// `tableHeader`, `header 1`, `[1, 2]`, `footer 1`, `tableFooter`.
  package var description: String {
    switch self {
    case .tableHeader: "tableHeader"
    case .sectionHeader(let section): "header \(section)"
    case .row(let path): path.description
    case .sectionFooter(let section): "footer \(section)"
    case .tableFooter: "tableFooter"
    }
  }
}
