/// What the engine needs to know of a constraint's attributes and items (rule C1).
package struct ConstraintShape: Equatable, Sendable {
  /// Whether both ends are bottoms (a bottom margin counts as a bottom).
  package var tiesBottomToBottom: Bool
  /// Whether one end is a keyboard layout guide.
  package var isTiedToKeyboardLayoutGuide: Bool

  /// Creates a shape.
  package init(tiesBottomToBottom: Bool, isTiedToKeyboardLayoutGuide: Bool) {
    self.tiesBottomToBottom = tiesBottomToBottom
    self.isTiedToKeyboardLayoutGuide = isTiedToKeyboardLayoutGuide
  }

  /// Whether a constant of this shape can follow the keyboard: bottom to bottom, and not
  /// tied to the keyboard layout guide, which follows it already (rule C1).
  package var canFollow: Bool { tiesBottomToBottom && !isTiedToKeyboardLayoutGuide }
}
