import Foundation

/// What the engine reads of a scroll view before it decides, as one value.
///
/// The engine reads its host once per event, into this value; ``AvoidancePlan`` is a pure
/// function of it and a few numbers, so Core never sees a host.
package struct HostSnapshot: Equatable, Sendable {
  /// The host's `contentInset`.
  package var contentInset: EdgeInsets
  /// The host's vertical scroll indicator insets.
  package var indicatorInsets: EdgeInsets
  /// The host's `adjustedContentInset`, which includes the engine's current addition.
  package var adjustedContentInset: EdgeInsets
  /// The host's `contentOffset`.
  package var contentOffset: CGPoint
  /// The host's `contentSize`.
  package var contentSize: CGSize
  /// The host's bounds size.
  package var boundsSize: CGSize
  /// The host's bounds-sized frame in the keyboard's screen space, or `nil` when it is not
  /// in a window (rules K5, L3).
  package var frameInScreen: CGRect?
  /// The bounds of the host's screen, or `nil` without a window.
  package var screenBounds: CGRect?
  /// The geometry of the input asked about, when it is inside the host (rules F1, F2).
  package var focus: FocusGeometry?
  /// Whether UIKit insets this host for the keyboard itself (rule I5).
  ///
  /// That is a table view whose view controller is a `UITableViewController`; the engine
  /// then writes no insets.
  package var isInsetByUIKit = false
  /// Whether the user drags the host or it decelerates (`isDragging`, `isDecelerating`).
  ///
  /// Insets are written, but no scroll starts (rule F4). A finger that has not yet moved
  /// far enough to drag (`isTracking` alone: a tap that makes a field first responder)
  /// holds nothing back.
  package var isUserScrolling = false
  /// How the host dismisses the keyboard on a drag (rules D1, D3).
  package var keyboardDismissMode = KeyboardDismissMode.none
  /// The screen the host's window is on, to compare with a keyboard's (rule K4); `nil`
  /// when unknown.
  package var screen: ObjectIdentifier?
  /// Whether the host shows its content upside down on screen (rule I4).
  ///
  /// A chat table with a `scaleY(-1)` transform, or any transform of the host or an
  /// ancestor that turns it upside down: a point one unit down in the host lies above its
  /// origin on screen. The keyboard's edge of the content is then the top: the engine's
  /// addition goes to `contentInset.top`, and its end is the smallest offset.
  package var isFlippedVertically = false
  /// Where the containers put the host on screen, scrolls of the scroll views around it
  /// left out (the host's `placeOnScreen`, rule K7); `nil` outside a window.
  package var placeOnScreen: CGRect?

  /// Creates a snapshot from the host's current values.
  package init(
    contentInset: EdgeInsets,
    indicatorInsets: EdgeInsets,
    adjustedContentInset: EdgeInsets,
    contentOffset: CGPoint,
    contentSize: CGSize,
    boundsSize: CGSize,
    frameInScreen: CGRect? = nil,
    screenBounds: CGRect? = nil,
    focus: FocusGeometry? = nil
  ) {
    self.contentInset = contentInset
    self.indicatorInsets = indicatorInsets
    self.adjustedContentInset = adjustedContentInset
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.boundsSize = boundsSize
    self.frameInScreen = frameInScreen
    self.screenBounds = screenBounds
    self.focus = focus
  }
}
