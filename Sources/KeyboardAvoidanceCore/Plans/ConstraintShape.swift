/// What the engine needs to know of a constraint's attributes and items (rule C1).
package struct ConstraintShape: Equatable, Sendable {
  /// Whether both ends are bottoms (a bottom margin counts as a bottom).
  package var tiesBottomToBottom: Bool
  /// Whether one end is a keyboard layout guide.
  package var isTiedToKeyboardLayoutGuide: Bool

  /// The shape of a constraint whose ends are, or are not, bottoms: it ties bottom to
  /// bottom when both are.
  ///
  /// - Parameters:
  ///   - firstIsBottom: Whether the first attribute is a bottom or a bottom margin.
  ///   - secondIsBottom: Whether the second attribute is.
  ///   - isTiedToKeyboardLayoutGuide: Whether one item is a keyboard layout guide.
  package init(firstIsBottom: Bool, secondIsBottom: Bool, isTiedToKeyboardLayoutGuide: Bool) {
    tiesBottomToBottom = firstIsBottom && secondIsBottom
    self.isTiedToKeyboardLayoutGuide = isTiedToKeyboardLayoutGuide
  }

  /// A bottom-to-bottom constraint free of the keyboard layout guide: one that can follow,
  /// such as the constraint a SwiftUI bar's host keeps, or one already released.
  package static let bottomToBottom = ConstraintShape(
    firstIsBottom: true, secondIsBottom: true, isTiedToKeyboardLayoutGuide: false)

  /// Whether a constant of this shape can follow the keyboard: bottom to bottom, and not
  /// tied to the keyboard layout guide, which follows it already (rule C1).
  package var canFollow: Bool { tiesBottomToBottom && !isTiedToKeyboardLayoutGuide }
}
