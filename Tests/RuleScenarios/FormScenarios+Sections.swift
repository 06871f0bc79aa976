#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  public import Foundation
#endif

/// A table of sections for the section scenarios of ``FormScenarios``: section headers and
/// footers of fixed heights, rows of ``FormScenarios/rowHeight``, and which of them, and of
/// the table's own header and footer views, hold a text field (at
/// ``FormScenarios/fieldInCell`` in their own coordinates).
public struct TableSections: Sendable {
  /// One section.
  public struct Section: Sendable {
    /// The header's height, and whether it holds a field.
    public var header: CGFloat
    /// Whether the header holds a field.
    public var headerHasField: Bool
    /// The number of rows.
    public var rows: Int
    /// The rows that hold a field.
    public var fieldRows: Set<Int>
    /// The footer's height.
    public var footer: CGFloat
    /// Whether the footer holds a field.
    public var footerHasField: Bool

    /// Creates a section.
    public init(
      header: CGFloat = 0, headerHasField: Bool = false, rows: Int, fieldRows: Set<Int>,
      footer: CGFloat = 0, footerHasField: Bool = false
    ) {
      self.header = header
      self.headerHasField = headerHasField
      self.rows = rows
      self.fieldRows = fieldRows
      self.footer = footer
      self.footerHasField = footerHasField
    }
  }

  /// Whether the table is plain-style, its section headers and footers floating.
  public var isPlain: Bool
  /// The height of the table's header view, which holds a field; 0 for none.
  public var tableHeader: CGFloat
  /// The sections.
  public var sections: [Section]
  /// The height of the table's footer view, which holds a field; 0 for none.
  public var tableFooter: CGFloat

  /// Creates a table.
  public init(
    isPlain: Bool, tableHeader: CGFloat = 0, sections: [Section], tableFooter: CGFloat = 0
  ) {
    self.isPlain = isPlain
    self.tableHeader = tableHeader
    self.sections = sections
    self.tableFooter = tableFooter
  }
}

extension FormScenarios {
  /// F3: a plain table whose one section header, 28 tall, floats over the rows.
  ///
  /// The ``rowCount`` rows of ``rowHeight`` follow it, so row r spans 28 + 44 r ...
  /// 72 + 44 r; fields are in rows 16, focused first, and 6, focused by Previous.
  public static let floatingHeaderTable = TableSections(
    isPlain: true, sections: [.init(header: 28, rows: rowCount, fieldRows: [6, 16])])
  /// F3: the rows whose fields are focused, the second by Previous.
  public static let floatingHeaderRows = [16, 6]
  /// F3: the state once row 16's field shows, offset 284.
  ///
  /// Row 16 spans 732 to 776, its target 716 to 792: offset 792 - 508 = 284.
  public static let floatingHeaderShown = HostState(bottom: 336, offsetY: 284)
  /// F3: the state after Previous to row 6, offset 248.
  ///
  /// Row 6 spans 292 to 336, its target 276 to 352; the band starts 28 below the offset,
  /// under the header: 276 - 28 = 248 (a header that did not count would give 276, leaving
  /// the target's top 28 pt under it).
  public static let floatingHeaderPrevious = HostState(bottom: 336, offsetY: 248)
}

/// A place of a ``TableSections`` table that holds a field, in rule F6's terms.
public enum TablePlace: Sendable, Equatable {
  /// The table's header view.
  case tableHeader
  /// A section's header view.
  case sectionHeader(Int)
  /// A row's cell: section, row.
  case row(Int, Int)
  /// A section's footer view.
  case sectionFooter(Int)
  /// The table's footer view.
  case tableFooter
}

extension FormScenarios {
  /// F6: a table whose header and footer views hold fields, and one section header.
  ///
  /// Plain style. The table header view 0 ... 60; section 0: header 28 (no field), three
  /// rows with fields, footer 28 (no field); section 1: header 60 with a field, three rows
  /// with fields; the table footer view 60: 60 + 28 + 132 + 28 + 60 + 132 + 60 = 500 tall,
  /// all on screen.
  public static let headerFooterTable = TableSections(
    isPlain: true, tableHeader: 60,
    sections: [
      .init(header: 28, rows: 3, fieldRows: [0, 1, 2], footer: 28),
      .init(header: 60, headerHasField: true, rows: 3, fieldRows: [0, 1, 2]),
    ],
    tableFooter: 60)
  /// F6: Return's order through ``headerFooterTable``.
  ///
  /// The table header view, section 0's rows (its header and footer hold nothing), section
  /// 1's header, then its rows, then the table footer view, where Return ends editing. The
  /// bar's Previous is off on the first, its Next on the last.
  public static let headerFooterOrder: [TablePlace] = [
    .tableHeader, .row(0, 0), .row(0, 1), .row(0, 2), .sectionHeader(1), .row(1, 0),
    .row(1, 1), .row(1, 2), .tableFooter,
  ]
}
