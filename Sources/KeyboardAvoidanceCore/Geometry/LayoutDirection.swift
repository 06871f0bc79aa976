/// The direction a host lays out its content in, which orders the inputs of a line (rule
/// F6).
///
/// UIKit's `UIUserInterfaceLayoutDirection`, with the same raw values; a view reports its own
/// as `effectiveUserInterfaceLayoutDirection`, from its `semanticContentAttribute` and the
/// app's language.
package enum LayoutDirection: Int, Sendable, CaseIterable {
  /// Left to right: a line is read from its left edge.
  case leftToRight = 0
  /// Right to left (Arabic, Hebrew): a line is read from its right edge.
  case rightToLeft = 1
}
