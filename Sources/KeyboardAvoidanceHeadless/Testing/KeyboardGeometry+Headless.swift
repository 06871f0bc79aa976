package import Foundation
import KeyboardAvoidanceCore
package import KeyboardAvoidanceTesting

/// The testing product's geometry queries on the headless model: the same questions as on
/// iOS (`KeyboardAvoidanceTesting+UIKit.swift`), asked of headless views and windows.
extension KeyboardGeometry {
  /// Whether `view` lies wholly inside `window`'s visible area above the keyboard (as on
  /// iOS).
  package static func isVisible(_ view: HeadlessView, in window: HeadlessWindow) -> Bool {
    visibility(of: view, in: window).isVisible
  }

  /// Whether `view` lies wholly inside `window`'s visible area above the keyboard, and
  /// why not (as on iOS; scroll views clip).
  package static func visibility(of view: HeadlessView, in window: HeadlessWindow)
    -> KeyboardVisibility
  {
    visibility(of: view.bounds, in: view, window: window)
  }

  /// Whether `rect`, in `view`'s coordinates, lies wholly inside `window`'s visible area
  /// above the keyboard (as on iOS: for a text view's caret).
  package static func visibility(
    of rect: CGRect, in view: HeadlessView, window: HeadlessWindow
  ) -> KeyboardVisibility {
    let toScreen = { (rect: CGRect, from: HeadlessView) in
      window.convertToScreen(from.convert(rect, to: nil))
    }
    var area: CGRect?
    if view.window === window {
      let safe = window.windowSafeAreaInsets
      var visible = toScreen(
        CGRect(
          x: safe.left, y: safe.top, width: window.bounds.width - safe.left - safe.right,
          height: window.bounds.height - safe.top - safe.bottom), window)
      var current: HeadlessView? = view
      while let ancestor = current, ancestor !== window, !visible.isNull {
        if ancestor.isHidden { visible = .null }
        if ancestor is HeadlessScrollView {
          visible = visible.intersection(toScreen(ancestor.bounds, ancestor))
        }
        current = ancestor.superview
      }
      area = visible.isNull ? nil : visible
    }
    return visibility(
      of: Placement(
        name: (view as? any HeadlessInput)?.identifier ?? String(describing: type(of: view)),
        frameInScreen: toScreen(rect, view), area: area, screen: window.screen,
        screenBounds: window.screen?.bounds ?? .zero))
  }

  /// How much of `view` the keyboard covers (as on iOS).
  package static func overlap(of view: HeadlessView) -> CGFloat {
    guard let window = view.window, let screen = window.screen else { return 0 }
    return overlap(
      of: window.convertToScreen(view.convert(view.bounds, to: nil)), screen: screen,
      screenBounds: screen.bounds)
  }

  /// The part of `scrollView`'s content the user can see above the keyboard (as on iOS).
  package static func visibleBand(of scrollView: HeadlessScrollView) -> CGRect {
    band(
      offset: scrollView.contentOffset, size: scrollView.bounds.size,
      adjusted: scrollView.adjustedContentInset, overlap: overlap(of: scrollView),
      isFlippedOnScreen: scrollView.isFlippedOnScreen)
  }
}
