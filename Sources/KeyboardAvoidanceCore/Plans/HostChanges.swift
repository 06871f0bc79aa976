/// The writes one event makes to a scroll view, handed to the host in one call.
///
/// A `nil` property is not written. The host applies all of them inside one animation
/// with one layout pass (rule A1); an empty value is never handed over (rule A2).
package struct HostChanges: Equatable, Sendable {
  /// The new `contentInset`, if it changes.
  package var contentInset: EdgeInsets?
  /// The new vertical scroll indicator insets, if they change.
  package var indicatorInsets: EdgeInsets?
  /// The new `contentOffset`, if it changes.
  package var contentOffset: CGPoint?

  /// Creates a set of changes.
  package init(
    contentInset: EdgeInsets? = nil, indicatorInsets: EdgeInsets? = nil,
    contentOffset: CGPoint? = nil
  ) {
    self.contentInset = contentInset
    self.indicatorInsets = indicatorInsets
    self.contentOffset = contentOffset
  }

  /// Whether nothing is written.
  package var isEmpty: Bool {
    contentInset == nil && indicatorInsets == nil && contentOffset == nil
  }
}
