import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless

@testable import KeyboardAvoidanceEngine

/// A headless scroll view whose animated offset writes stay in flight until ``land()``, as
/// a table's `setContentOffset(_:animated:)` does on UIKit's own clock (rule A1); every
/// other read and write goes to the view as it is.
@MainActor
final class InFlightHost: KeyboardScrollHost {
  private weak var view: HeadlessScrollView?
  /// The offset on its way, until it lands.
  private(set) var landing: CGPoint?

  init(_ view: HeadlessScrollView) {
    self.view = view
  }

  /// Gives `scrollView` an engine over a new in-flight host of it, and returns that host,
  /// for the test to land its offset.
  static func install(on scrollView: HeadlessScrollView) -> InFlightHost {
    let flight = InFlightHost(scrollView)
    scrollView.keyboardEngineSlot = KeyboardEngineSlot { KeyboardScrollEngine(host: flight) }
    return flight
  }

  /// The animation ends: the offset reaches its target.
  func land() {
    if let landing { view?.contentOffset = landing }
    landing = nil
  }

  var placeOnScreen: CGRect? { view?.placeOnScreen }

  func keyboardSnapshot(focusedInput: AnyObject?) -> HostSnapshot {
    view?.keyboardSnapshot(focusedInput: focusedInput)
      ?? HostSnapshot(
        contentInset: .zero, indicatorInsets: .zero, adjustedContentInset: .zero,
        contentOffset: .zero, contentSize: .zero, boundsSize: .zero)
  }

  var keyboardWindow: AnyObject? { view?.window }

  func applyKeyboardChanges(_ changes: HostChanges, timing: AnimationTiming?) {
    var now = changes
    if timing?.isAnimated == true, let offset = changes.contentOffset {
      landing = offset
      now.contentOffset = nil
    }
    view?.applyKeyboardChanges(now, timing: timing)
  }

  var hostKeyboardObserver: KeyboardObserver? { view?.hostKeyboardObserver }
  // The engine is found under the view's identity, as the UIKit adapter's is (rule F8).
  var hostIdentity: ObjectIdentifier? { view.map(ObjectIdentifier.init) }
  func enclosingHostIdentity(where isServed: (ObjectIdentifier) -> Bool) -> ObjectIdentifier? {
    view?.enclosingHostIdentity(where: isServed)
  }
  var liveContentOffset: CGPoint { view?.contentOffset ?? .zero }
  // Its animated offset lands later, as a table's does (rule A1).
  var animatesOffsetOnItsOwnClock: Bool { true }

  func startSignals(to receiver: any KeyboardSignalReceiver) {}
  func hearTaps(_ isOn: Bool) {}

  func nextInput(after input: AnyObject, toward direction: NavigationDirection) -> InputWalk {
    view?.nextInput(after: input, toward: direction) ?? .end
  }
  func hasNextInput(after input: AnyObject, toward direction: NavigationDirection) -> Bool {
    view?.hasNextInput(after: input, toward: direction) ?? false
  }
  func showToolbar(
    on input: AnyObject, canMoveBack: Bool, canMoveForward: Bool, tint: AnyObject?,
    title: String?, perform: @escaping @MainActor @Sendable (ToolbarButton) -> Void
  ) -> Bool {
    view?.showToolbar(
      on: input, canMoveBack: canMoveBack, canMoveForward: canMoveForward, tint: tint,
      title: title, perform: perform)
      ?? false
  }
  func placeholder(of input: AnyObject) -> String? { view?.placeholder(of: input) }
  func removeToolbar(from input: AnyObject) { view?.removeToolbar(from: input) }
  func focus(_ input: AnyObject) -> Bool { view?.focus(input) ?? false }
  func resignFocus(_ input: AnyObject) { view?.resignFocus(input) }
  func onReturnKey(in input: AnyObject, perform action: @escaping @MainActor @Sendable () -> Void) {
    view?.onReturnKey(in: input, perform: action)
  }
  func removeReturnKeyAction(from input: AnyObject) { view?.removeReturnKeyAction(from: input) }
  func returnKeyType(of input: AnyObject) -> ReturnKeyType? { view?.returnKeyType(of: input) }
}
