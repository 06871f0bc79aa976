import Foundation

/// The two numbers a user can tune: room around the target and below the content.
package struct KeyboardSettings: Hashable, Sendable {
  /// Room kept above and below the focused target (rule F2), in points.
  ///
  /// Default 16.
  package var margin: CGFloat
  /// Room added to the inset whenever the keyboard overlaps (rule I1), in points.
  ///
  /// Default 0.
  package var extraSpacing: CGFloat

  /// Creates settings; the defaults are the rules' (F2, I1).
  package init(margin: CGFloat = 16, extraSpacing: CGFloat = 0) {
    self.margin = margin
    self.extraSpacing = extraSpacing
  }
}
