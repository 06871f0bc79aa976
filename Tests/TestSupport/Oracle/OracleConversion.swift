package import Foundation
package import KeyboardAvoidanceHeadless

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Rect conversion up the model's view tree, by the oracle's own arithmetic (rule K5's
/// "through its window", rule F2's "in the host's content coordinates"), through vertical
/// flips (rule I4).
///
/// A point `p` in a view's bounds coordinates is `p - bounds.origin + frame.origin` in its
/// superview's. A view flipped vertically (a `scaleY(-1)` transform about its center) shows
/// its bounds upside down inside the same frame: `y` is `frame.maxY - (y - bounds.origin.y)`
/// in its superview's, so a rect's top and bottom trade places. A window's frame is in
/// screen space (UIKit's `UIWindow.frame`). Only the views' raw `frame`, `boundsOrigin`,
/// `isFlippedVertically` and `superview` are read: none of the model's own conversions,
/// which the engine uses too.
@MainActor
package enum OracleConversion {
  /// `rect`, given in the bounds coordinates of `space`, in those of `ancestor` (a scroll
  /// view's content coordinates); `nil` when `ancestor` is not `space` or above it.
  package static func rect(
    _ rect: CGRect, in space: HeadlessView, toAncestor ancestor: HeadlessView
  ) -> CGRect? {
    var x = rect.origin.x
    var top = rect.origin.y
    var bottom = rect.origin.y + rect.size.height
    var view = space
    while view !== ancestor {
      guard let parent = view.superview else { return nil }
      x += view.frame.origin.x - view.boundsOrigin.x
      (top, bottom) = intoSuperview(of: view, top, bottom)
      view = parent
    }
    return CGRect(x: x, y: top, width: rect.size.width, height: bottom - top)
  }

  /// `view`'s frame (its bounds' size) in `ancestor`'s bounds coordinates; `nil` when
  /// `ancestor` is not above it.
  package static func frame(of view: HeadlessView, in ancestor: HeadlessView) -> CGRect? {
    guard view !== ancestor else { return nil }
    return rect(view.bounds, in: view, toAncestor: ancestor)
  }

  /// `view`'s frame in screen space, walked through its window; `nil` outside a window on
  /// a screen.
  package static func frameInScreen(of view: HeadlessView) -> CGRect? {
    if let window = view as? HeadlessWindow {
      return window.screen == nil ? nil : window.frame
    }
    guard let window = window(of: view), window.screen != nil,
      let inWindow = rect(view.bounds, in: view, toAncestor: window)
    else { return nil }
    return CGRect(
      x: inWindow.origin.x + window.frame.origin.x - window.boundsOrigin.x,
      y: inWindow.origin.y + window.frame.origin.y - window.boundsOrigin.y,
      width: inWindow.size.width, height: inWindow.size.height)
  }

  /// Whether `view` shows its content upside down on screen (rule I4's edge E is its top).
  ///
  /// A point one unit down in its bounds lands above the first one on the screen,
  /// through every flip between it and its window (two flips make it upright again).
  /// `false` outside a window.
  package static func isUpsideDown(_ view: HeadlessView) -> Bool {
    guard let window = window(of: view) else { return false }
    let origin = view.boundsOrigin.y
    func imageInWindow(_ y: CGFloat) -> CGFloat? {
      rect(CGRect(x: 0, y: y, width: 0, height: 0), in: view, toAncestor: window)?.origin.y
    }
    guard let first = imageInWindow(origin), let below = imageInWindow(origin + 1) else {
      return false
    }
    return below < first
  }

  /// The top and bottom of a span in `view`'s bounds coordinates, in its superview's.
  private static func intoSuperview(of view: HeadlessView, _ top: CGFloat, _ bottom: CGFloat)
    -> (CGFloat, CGFloat)
  {
    let frame = view.frame
    let origin = view.boundsOrigin.y
    guard view.isFlippedVertically else {
      return (top + frame.origin.y - origin, bottom + frame.origin.y - origin)
    }
    let frameBottom = frame.origin.y + frame.size.height
    return (frameBottom - (bottom - origin), frameBottom - (top - origin))
  }

  /// The window above `view`, or `nil`.
  private static func window(of view: HeadlessView) -> HeadlessWindow? {
    var current = view.superview
    while let parent = current {
      if let window = parent as? HeadlessWindow { return window }
      current = parent.superview
    }
    return nil
  }
}
