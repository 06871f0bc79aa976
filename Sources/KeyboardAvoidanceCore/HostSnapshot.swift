public import Foundation

/// What the engine reads of a scroll view before it decides, as one value.
///
/// Reading everything once keeps Core free of hosts: ``KeyboardLayout`` is a pure
/// function of this snapshot and a few numbers.
public struct HostSnapshot: Equatable, Sendable {
  /// The host's `contentInset`.
  public var contentInset: EdgeInsets
  /// The host's vertical scroll indicator insets.
  public var indicatorInsets: EdgeInsets
  /// The host's `adjustedContentInset`, which includes the engine's current addition.
  public var adjustedContentInset: EdgeInsets
  /// The host's `contentOffset`.
  public var contentOffset: CGPoint
  /// The host's `contentSize`.
  public var contentSize: CGSize
  /// The host's bounds size.
  public var boundsSize: CGSize

  /// Creates a snapshot from the host's current values.
  public init(
    contentInset: EdgeInsets,
    indicatorInsets: EdgeInsets,
    adjustedContentInset: EdgeInsets,
    contentOffset: CGPoint,
    contentSize: CGSize,
    boundsSize: CGSize
  ) {
    self.contentInset = contentInset
    self.indicatorInsets = indicatorInsets
    self.adjustedContentInset = adjustedContentInset
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.boundsSize = boundsSize
  }
}
