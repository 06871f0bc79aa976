package import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// One section: header and footer heights, the inputs their views hold, and rows.
package struct SectionSpec: Equatable, Sendable {
  /// The header's height.
  package var header: CGFloat
  /// The footer's height.
  package var footer: CGFloat
  /// The rows.
  package var rows: [RowSpec]
  /// The inputs of the header's view, in its coordinates (a header of some height only).
  package var headerInputs: [RowSpec.InputSpec]
  /// The inputs of the footer's view, in its coordinates (a footer of some height only).
  package var footerInputs: [RowSpec.InputSpec]

  /// Creates a section.
  package init(
    header: CGFloat = 0, footer: CGFloat = 0, rows: [RowSpec],
    headerInputs: [RowSpec.InputSpec] = [], footerInputs: [RowSpec.InputSpec] = []
  ) {
    self.header = header
    self.footer = footer
    self.rows = rows
    self.headerInputs = headerInputs
    self.footerInputs = footerInputs
  }
}
