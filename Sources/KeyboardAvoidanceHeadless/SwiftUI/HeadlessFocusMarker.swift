import Foundation
@_spi(KeyboardAvoidanceBinding) package import KeyboardAvoidance

/// The view `revealsAboveKeyboard(when:equals:)` puts behind a SwiftUI field, as the
/// SwiftUI binding's: it has the field's frame and is the input announced for a field that
/// posts no UIKit editing notification (rule S3).
@MainActor
package final class HeadlessFocusMarker: HeadlessView, SwiftUIFocusMarker {
  /// What the modifier does with the focus state; shared with the SwiftUI binding.
  package private(set) lazy var reveal = SwiftUIFocusReveal(marker: self)

  /// The nearest enabled host above the marker.
  package var nearestEnabledScrollView: HeadlessScrollView? { nearestEnabledKeyboardHost }

  /// The screen's main queue, the next turn, in a window only.
  package func onNextTurn(_ body: @escaping @MainActor @Sendable () -> Void) -> Bool {
    guard let screen = window?.screen else { return false }
    screen.enqueueOnMainQueue(body)
    return true
  }

  /// Ends editing of the field, as the engine asks of the input it follows (rules T1, T2,
  /// F6), as the SwiftUI binding's marker view's `resignFirstResponder()`: the field's
  /// focus state is cleared.
  ///
  /// - Returns: `true`, as UIKit's for a view that is not first responder.
  @discardableResult
  package func resignFirstResponder() -> Bool {
    reveal.endEditing()
    return true
  }

  /// A recycled row leaves its window, or comes back.
  package override func didMoveToWindow() {
    super.didMoveToWindow()
    reveal.markerDidMoveToWindow(window != nil)
  }
}
