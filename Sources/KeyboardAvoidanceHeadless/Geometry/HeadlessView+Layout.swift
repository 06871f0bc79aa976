import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension HeadlessView {
  /// Asks for a layout pass, as `UIView.setNeedsLayout()`.
  ///
  /// ``layoutSubviews()`` runs at the run loop's next layout pass
  /// (``HeadlessScreen/runLayoutPass()``) or at the next ``layoutIfNeeded()`` of this view, a
  /// view inside it, or an ancestor, not now. Outside a window it runs at once (nothing else
  /// would run it).
  package func setNeedsLayout() {
    if let screen = window?.screen {
      screen.setNeedsLayout(self)
    } else {
      performLayout()
    }
  }

  /// Runs pending layout now, as `UIView.layoutIfNeeded()`: UIKit lays out from the topmost
  /// view among this one and its ancestors that needs layout (rule L8), so asking a view
  /// deep in a screen runs the screen's own pending layout too.
  ///
  /// - Complexity: O(depth + pending views × their depth): never a walk of the whole tree.
  package func layoutIfNeeded() {
    window?.screen?.layoutIfNeeded(inside: self)
  }

  /// One layout pass of this view: its constraints place their items, then
  /// ``layoutSubviews()`` runs.
  func performLayout() {
    layoutPassCount += 1
    if bottomFollowsKeyboardLayoutGuide, let window, let superview {
      // The guide's top and the view's top in window coordinates (a superview that is not
      // flipped); the frame's height spans the two.
      let guideTop =
        window.keyboardLayoutGuideFrameInScreen.minY - window.convertToScreen(CGPoint.zero).y
      let top = superview.convert(CGPoint(x: frame.minX, y: frame.minY), to: nil).y
      frame.size.height = max(0, guideTop - top)
    }
    for observer in geometryObservers { observer.constraint?.placeItem() }
    let screen = window?.screen
    let outer = screen?.viewLayingOut
    screen?.viewLayingOut = self
    layoutSubviews()
    screen?.viewLayingOut = outer
  }

  // A view's own constraints hear last, after the scroll views inside it have re-applied:
  // a when-covered constraint then measures inputs where scrolling left them, the order the
  // keyboard observer keeps for keyboard events.

  /// Runs `body` at the next main-queue turn of the view's screen, as
  /// `DispatchQueue.main.async` runs it once UIKit has acted on what runs now (rules K1,
  /// K7); at once outside a window, where no run loop of the model turns.
  package func enqueueOnScreenMainQueue(_ body: @escaping @MainActor () -> Void) {
    guard let screen = window?.screen else { return body() }
    screen.enqueueOnMainQueue(body)
  }

  func notifyWindowChange() {
    if waitsForLayoutInWindow, let screen = window?.screen {
      waitsForLayoutInWindow = false
      screen.setNeedsLayout(self)
    }
    didMoveToWindow()
    for view in subviews { view.notifyWindowChange() }
    for observer in geometryObservers { observer.viewGeometryDidChange() }
  }

  func notifyGeometryChange() {
    geometryDidChange()
    for view in subviews { view.notifyGeometryChange() }
    for observer in geometryObservers { observer.viewGeometryDidChange() }
  }
}
