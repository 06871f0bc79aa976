package import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
import KeyboardAvoidanceEngine

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension HeadlessScrollView {
  /// The user taps the view at `point`, in its content coordinates, as UIKit delivers a tap.
  ///
  /// The deepest shown view under the finger gets it. An input takes focus; a button runs
  /// its action and keeps the tap (controls have precedence over an ancestor's tap
  /// recognizer); any other view receives it (``HeadlessView/tapsReceived``: a cell is
  /// selected) and, while the engine hears taps (rule T2) and the library's decision
  /// (``KeyboardTapWalk``, asked when the touch begins) takes the tap, so does the engine,
  /// since the recognizer does not cancel touches.
  package func tap(at point: CGPoint) {
    let hit = deepestView(at: point)
    let heard =
      hearsTaps && KeyboardTapWalk.endsEditing(tapOn: hit, heardBy: self as HeadlessView)
    if HeadlessTapDelivery(landingOn: hit, upTo: self).isTaken { return }
    hit.tapsReceived += 1
    if heard { signalReceiver?.receive(.tappedOutsideInputs) }
  }
}
