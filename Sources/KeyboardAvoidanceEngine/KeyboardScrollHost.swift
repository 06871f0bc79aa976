public import Foundation
public import KeyboardAvoidanceCore

/// What the engine reads and writes of a scroll view.
///
/// The engine never imports UIKit: `UIScrollView` adopts this protocol in the binding, the
/// headless model's scroll view in the headless module. Member names carry a `host`
/// prefix so that they never collide with UIKit's own (`contentInset` is a
/// `UIEdgeInsets` there). Writes through these setters are the engine's writes; a host
/// may count them.
@MainActor
public protocol KeyboardScrollHost: KeyboardAvoidanceCompatible, KeyboardAnimator,
  KeyboardInputSource
{
  /// The scroll view's `contentInset`.
  var hostContentInset: EdgeInsets { get set }
  /// The scroll view's vertical scroll indicator insets.
  var hostIndicatorInsets: EdgeInsets { get set }
  /// The scroll view's `adjustedContentInset`: `contentInset` plus the safe-area share that
  /// its `contentInsetAdjustmentBehavior` includes.
  var hostAdjustedContentInset: EdgeInsets { get }
  /// The scroll view's `contentOffset`.
  var hostContentOffset: CGPoint { get set }
  /// The scroll view's `contentSize`.
  var hostContentSize: CGSize { get }
  /// The scroll view's bounds size.
  var hostBoundsSize: CGSize { get }
  /// The scroll view's bounds-sized frame in the keyboard's screen space, or `nil` when it
  /// is not in a window (SPEC K5, L3).
  var hostFrameInScreen: CGRect? { get }
  /// The bounds of the screen the scroll view's window is on, or `nil` without a window.
  var hostScreenBounds: CGRect? { get }
  /// The app-wide observer of keyboard and editing notifications for this host, or `nil`
  /// when the host cannot reach one yet (a headless view before it joins a screen).
  var hostKeyboardObserver: KeyboardObserver? { get }
}

extension KeyboardScrollHost {
  /// The host's current values as one value for Core.
  var snapshot: HostSnapshot {
    HostSnapshot(
      contentInset: hostContentInset,
      indicatorInsets: hostIndicatorInsets,
      adjustedContentInset: hostAdjustedContentInset,
      contentOffset: hostContentOffset,
      contentSize: hostContentSize,
      boundsSize: hostBoundsSize
    )
  }
}
