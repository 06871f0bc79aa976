package import Foundation
package import KeyboardAvoidanceHeadless

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Rect conversion up the model's view tree, by the oracle's own arithmetic (rule K5's
/// "through its window", rule F2's "in the host's content coordinates").
///
/// A point `p` in a view's bounds coordinates is `p - bounds.origin + frame.origin` in its
/// superview's; a window's frame is in screen space (UIKit's `UIWindow.frame`). Only the
/// views' raw `frame`, `boundsOrigin` and `superview` are read: none of the model's own
/// conversions, which the engine uses too.
@MainActor
package enum OracleConversion {
  /// `rect`, given in the bounds coordinates of `space`, in those of `ancestor` (a scroll
  /// view's content coordinates); `nil` when `ancestor` is not `space` or above it.
  package static func rect(
    _ rect: CGRect, in space: HeadlessView, toAncestor ancestor: HeadlessView
  ) -> CGRect? {
    var x = rect.origin.x
    var y = rect.origin.y
    var view = space
    while view !== ancestor {
      guard let parent = view.superview else { return nil }
      x += view.frame.origin.x - view.boundsOrigin.x
      y += view.frame.origin.y - view.boundsOrigin.y
      view = parent
    }
    return CGRect(x: x, y: y, width: rect.size.width, height: rect.size.height)
  }

  /// `view`'s frame (its bounds' size) in `ancestor`'s bounds coordinates; `nil` when
  /// `ancestor` is not above it.
  package static func frame(of view: HeadlessView, in ancestor: HeadlessView) -> CGRect? {
    guard view !== ancestor, let parent = view.superview else { return nil }
    return rect(view.frame, in: parent, toAncestor: ancestor)
  }

  /// `view`'s frame in screen space, walked through its window; `nil` outside a window on
  /// a screen.
  package static func frameInScreen(of view: HeadlessView) -> CGRect? {
    var x = view.frame.origin.x
    var y = view.frame.origin.y
    var current = view is HeadlessWindow ? nil : view.superview
    var window = view as? HeadlessWindow
    while window == nil, let parent = current {
      x += parent.frame.origin.x - parent.boundsOrigin.x
      y += parent.frame.origin.y - parent.boundsOrigin.y
      window = parent as? HeadlessWindow
      current = parent.superview
    }
    guard let window, window.screen != nil else { return nil }
    return CGRect(x: x, y: y, width: view.frame.size.width, height: view.frame.size.height)
  }
}
