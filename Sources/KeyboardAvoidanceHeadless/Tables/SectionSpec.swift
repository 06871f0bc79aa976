package import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// One section: header and footer heights and rows.
package struct SectionSpec: Equatable, Sendable {
  /// The header's height.
  package var header: CGFloat
  /// The footer's height.
  package var footer: CGFloat
  /// The rows.
  package var rows: [RowSpec]

  /// Creates a section.
  package init(header: CGFloat = 0, footer: CGFloat = 0, rows: [RowSpec]) {
    self.header = header
    self.footer = footer
    self.rows = rows
  }
}
