package import Foundation
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
  /// selected) and, while the engine hears taps (rule T2), so does the engine, since the
  /// recognizer does not cancel touches, unless the tap is in SwiftUI content (rule T2).
  package func tap(at point: CGPoint) {
    let hit = deepestView(at: point)
    if HeadlessTapDelivery(landingOn: hit, upTo: self, barsKeepTaps: false).isTaken { return }
    hit.tapsReceived += 1
    if hearsTaps, !hit.isInsideSwiftUI { signalReceiver?.receive(.tappedOutsideInputs) }
  }
}
