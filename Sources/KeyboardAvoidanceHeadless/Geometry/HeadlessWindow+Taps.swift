package import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A navigation bar or a toolbar in a window: a tap in it is the bar's, and never ends
/// editing (rule T2).
@MainActor
package final class HeadlessBar: HeadlessView {}

extension HeadlessWindow {
  /// UIKit's `UIWindow.didBecomeVisibleNotification`, posted with the window as its
  /// object on the screen's notification center when a window becomes visible.
  package static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")

  /// The user taps the window at `point`, in its coordinates, as UIKit delivers a tap.
  ///
  /// The deepest shown view under the finger gets it. An input takes focus; a button runs
  /// its action and keeps the tap; inside a scroll view, the scroll view gets it as
  /// ``HeadlessScrollView/tap(at:)`` describes; any other view receives it
  /// (``HeadlessView/tapsReceived``). Then, while the application's tap to dismiss watches
  /// the window (rules T2, L9) and the library's decision (``KeyboardTapWalk``, asked when
  /// the touch begins, as UIKit asks a recognizer's delegate) takes the tap, editing ends in
  /// this window, and only in it (rule F1): the recognizer does not cancel touches.
  package func tap(at point: CGPoint) {
    let hit = deepestView(at: point)
    let endsEditing =
      endsEditingOnTap && KeyboardTapWalk.endsEditing(tapOn: hit, heardBy: self as HeadlessView)
    let delivery = HeadlessTapDelivery(landingOn: hit, upTo: self)
    if delivery.isTaken { return }
    if let scrollView = delivery.scrollView {
      scrollView.tap(at: convert(point, to: scrollView))
    } else {
      hit.tapsReceived += 1
    }
    if endsEditing { endEditing() }
  }

  /// Resigns the first responder when it is inside this window, as
  /// `UIView.endEditing(true)`; an input in another window keeps editing.
  package func endEditing() {
    guard let input = firstResponder as? any HeadlessInput else { return }
    input.resignFirstResponder()
  }
}
