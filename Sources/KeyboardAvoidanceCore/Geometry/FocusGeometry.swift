import Foundation

/// Where the focused input is, in the host's content coordinates (the input of rule F2).
///
/// Hosts produce this from the view tree; Core turns it into a target rect with
/// ``TargetRect``. No text is ever part of it: only rects (rule L6).
package struct FocusGeometry: Equatable, Sendable {
  /// What kind of input it is, with the rects that kind contributes.
  package enum Kind: Equatable, Sendable {
    /// A plain input: its bounds are the target.
    case plain
    /// An input inside a table or collection view cell, with the cell's rect.
    case inCell(cellRect: CGRect)
    /// A text view, with its caret rect at the end of the selection and, for a non-empty
    /// selection, the rect of the whole selection.
    case text(caret: CGRect, selection: CGRect?)
  }

  /// The input's bounds converted into the host's content coordinates.
  package var inputRect: CGRect
  /// The kind of input, and its extra rects.
  package var kind: Kind
  /// The height of the input's section header where it pins to the band's top, else 0.
  ///
  /// A plain table's floating header, a flow layout's pinned one: the band's top excludes
  /// it (rule F3).
  package var pinnedHeader: CGFloat
  /// The height of the input's section footer where it pins to the band's bottom, else 0.
  ///
  /// The band's bottom excludes it (rule F3).
  package var pinnedFooter: CGFloat

  /// Creates a focus geometry.
  package init(
    inputRect: CGRect, kind: Kind = .plain, pinnedHeader: CGFloat = 0, pinnedFooter: CGFloat = 0
  ) {
    self.inputRect = inputRect
    self.kind = kind
    self.pinnedHeader = pinnedHeader
    self.pinnedFooter = pinnedFooter
  }
}
