import Foundation

/// A scroll view's content seen upside down: the frame of reference in which a host flipped
/// vertically reads as an unflipped one (rule I4).
///
/// A chat table with a `scaleY(-1)` transform shows its content upside down: the content's
/// top is at the bottom of the screen, where the keyboard is. Mirroring its content about
/// its height turns the keyboard's edge into the bottom edge again, so the one solver that
/// serves every host serves it too: the plan mirrors the host's values in, solves, and
/// mirrors the result back into the host's own edges. The mirror is its own inverse.
package struct VerticalMirror: Equatable, Sendable {
  /// The host's `contentSize.height`: content `y` becomes `contentHeight - y`.
  package var contentHeight: CGFloat
  /// The host's bounds height, which turns an offset into the mirrored band's origin.
  package var boundsHeight: CGFloat

  /// The mirror of the host `host` reads: its content's and its bounds' heights.
  package init(of host: HostSnapshot) {
    contentHeight = host.contentSize.height
    boundsHeight = host.boundsSize.height
  }

  /// Insets with top and bottom swapped.
  package func insets(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: insets.bottom, left: insets.left, bottom: insets.top, right: insets.right)
  }

  /// A content rect upside down: its top edge is at `contentHeight` minus its bottom edge.
  package func rect(_ rect: CGRect) -> CGRect {
    CGRect(
      origin: CGPoint(x: rect.origin.x, y: contentHeight - rect.origin.y - rect.size.height),
      size: rect.size)
  }

  /// A content offset upside down: the band `[y, y + boundsHeight]` mirrored starts at
  /// `contentHeight - boundsHeight - y`.
  package func offset(_ offset: CGPoint) -> CGPoint {
    CGPoint(x: offset.x, y: contentHeight - boundsHeight - offset.y)
  }

  /// An input's geometry upside down; a pinned section header (at the host's top edge)
  /// becomes a pinned footer, and the reverse.
  package func focus(_ focus: FocusGeometry) -> FocusGeometry {
    let kind: FocusGeometry.Kind
    switch focus.kind {
    case .plain: kind = .plain
    case .inCell(let cellRect): kind = .inCell(cellRect: rect(cellRect))
    case .text(let caret, let selection):
      kind = .text(caret: rect(caret), selection: selection.map(rect))
    }
    return FocusGeometry(
      inputRect: rect(focus.inputRect), kind: kind, pinnedHeader: focus.pinnedFooter,
      pinnedFooter: focus.pinnedHeader)
  }

  /// A snapshot upside down: its insets, offset and focus mirrored; what has no vertical
  /// sense (sizes, place on screen, flags) is kept.
  package func snapshot(_ host: HostSnapshot) -> HostSnapshot {
    var mirrored = host
    mirrored.contentInset = insets(host.contentInset)
    mirrored.indicatorInsets = insets(host.indicatorInsets)
    mirrored.adjustedContentInset = insets(host.adjustedContentInset)
    mirrored.contentOffset = offset(host.contentOffset)
    mirrored.focus = host.focus.map(focus)
    return mirrored
  }
}
