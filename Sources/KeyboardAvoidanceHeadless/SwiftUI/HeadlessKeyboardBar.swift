package import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// A SwiftUI bottom bar with `ridesKeyboard()`, as the SwiftUI binding makes it (rule S4).
///
/// SwiftUI lays the bar out at the bottom of its container's safe area (`layoutContainer`,
/// the hosting view of a tab's or a sheet's content), lifted by the bar's bottom padding:
/// the lift the constraint engine follows (C1's value form). What the lift is measured
/// against is the binding's choice, ``SwiftUIViewTree/barContainer(of:window:)``; the
/// model only places the bar where SwiftUI would.
@MainActor
package final class HeadlessKeyboardBar: KeyboardConstraintHost {
  /// The bar.
  package let bar: HeadlessView
  /// The view SwiftUI lays the bar out in: its bottom safe area is the bar's resting place.
  package let layoutContainer: HeadlessView
  /// The lift above the container's safe area, the bar's bottom padding.
  package private(set) var lift: CGFloat = 0
  /// The engine, made on first use.
  package private(set) lazy var engine = ConstraintEngine(constraint: self)

  /// A bar inside `layoutContainer`, resting on its safe area's bottom.
  package init(bar: HeadlessView, layoutContainer: HeadlessView) {
    self.bar = bar
    self.layoutContainer = layoutContainer
    place()
  }

  /// Follows the keyboard from the bar's screen, with the bar's own probe of the keyboard
  /// layout guide (rule S4).
  package func follow() {
    engine.follow()
    guard !hearsGuide, let screen = bar.window?.screen else { return }
    hearsGuide = true
    screen.keyboardGuideSampleHandlers.append { [weak self] top in
      self?.keyboardGuideDidSample(top)
    }
  }

  /// Whether the bar's probe hears its keyboard layout guide.
  private var hearsGuide = false

  /// The bar's probe read the guide's top at `top`, in screen space.
  private func keyboardGuideDidSample(_ top: CGFloat) {
    engine.keyboardGuideDidMove(to: top)
  }

  /// The view the binding measures against, as it picks it.
  package var measuredView: HeadlessView? {
    SwiftUIViewTree.headless.barContainer(of: bar, window: bar.window)
  }

  /// The lift, the measured view's place on screen and its safe area.
  package func constraintSnapshot(focusedInput: AnyObject?) -> ConstraintSnapshot {
    let view = measuredView
    let window = view?.window
    return ConstraintSnapshot(
      constant: lift, keepsSafeArea: true,
      viewFrameInScreen: view.flatMap { view in
        window?.convertToScreen(view.convert(view.bounds, to: nil))
      },
      screenBounds: window?.screen?.bounds, safeAreaBottom: view?.safeAreaInsets.bottom ?? 0,
      inputFrame: nil, screen: window?.screen.map(ObjectIdentifier.init))
  }

  /// SwiftUI lays the bar out with the new padding.
  package func applyConstant(
    _ constant: CGFloat, timing: AnimationTiming?,
    alongside: (@MainActor @Sendable (CGFloat) -> Void)?
  ) {
    lift = constant
    place()
    alongside?(constant)
  }

  /// Bottom to bottom, never tied to the keyboard layout guide.
  package var constraintShape: ConstraintShape {
    .bottomToBottom
  }

  /// The observer of the bar's screen, which learns at the library's first use what was
  /// editing (rule L2).
  package var hostKeyboardObserver: KeyboardObserver? {
    bar.window.flatMap { $0.screen?.keyboardObserver(reachedFrom: $0) }
  }

  /// The bar's bottom on the container's safe area, `lift` above it.
  private func place() {
    let frame = bar.frame
    let bottom = layoutContainer.bounds.height - layoutContainer.safeAreaInsets.bottom - lift
    let inContainer = CGRect(
      x: frame.minX, y: bottom - frame.height, width: frame.width, height: frame.height)
    guard let superview = bar.superview, superview !== layoutContainer else {
      bar.frame = inContainer
      return
    }
    bar.frame = layoutContainer.convert(inContainer, to: superview)
  }
}
