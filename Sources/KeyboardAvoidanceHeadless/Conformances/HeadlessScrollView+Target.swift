package import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

extension HeadlessScrollView {
  /// The bounds-sized frame converted through the window into screen space, or `nil`
  /// outside a window on a screen (rule K5).
  package var frameInScreen: CGRect? {
    guard let window, window.screen != nil else { return nil }
    return window.convertToScreen(frameInWindow)
  }

  /// Whether the view shows its content upside down on screen (rule I4).
  ///
  /// A point one unit down in it converts to a point above its origin, through its own flip
  /// and its ancestors', the window's included. Read by conversion, as the UIKit binding
  /// reads it, never from the view's own flag alone.
  package var isFlippedOnScreen: Bool {
    let origin = bounds.origin
    var points = (convert(origin, to: nil), convert(CGPoint(x: origin.x, y: origin.y + 1), to: nil))
    if let window {
      points = (window.convertToScreen(points.0), window.convertToScreen(points.1))
    }
    return points.1.y < points.0.y
  }

  /// The visible band now: content neither under an inset nor off screen (rule F3).
  package var visibleBand: VisibleBand {
    VisibleBand(
      contentOffset: contentOffset, boundsSize: bounds.size, adjustedInset: adjustedContentInset)
  }

  /// rule F2's target for an input of this view, with the engine's margin, in content
  /// coordinates; `nil` when the input is not inside this view.
  ///
  /// In a table that a table view controller manages, the input's own rect: the engine
  /// reveals no more there (rule I5).
  package func keyboardTarget(for input: AnyObject) -> CGRect? {
    guard let focus = focusGeometry(of: input) else { return nil }
    if (self as? HeadlessTableView)?.tableViewController != nil { return focus.inputRect }
    return TargetRect.rect(
      for: focus, visibleHeight: visibleBand.excludingPinned(of: focus).rect.height,
      margin: marginInEffect, contentHeight: contentSize.height)
  }

  /// The margin the engine uses: the application's while the app-wide mode serves this
  /// view, else its own (rule L9).
  private var marginInEffect: CGFloat {
    existingKeyboardEngine?.effectiveSettings.geometry.margin
      ?? keyboard.margin
  }

  /// Whether the input's target lies inside the visible band, without its section's
  /// pinned header and footer (rule F3); `nil` when the input is not inside this view.
  package func isKeyboardTargetVisible(for input: AnyObject) -> Bool? {
    guard let focus = focusGeometry(of: input), let target = keyboardTarget(for: input) else {
      return nil
    }
    return visibleBand.excludingPinned(of: focus).containsVertically(target)
  }

  /// rules K4/K5's overlap of the keyboard the app saw last on this view; 0 outside a window.
  package var keyboardOverlap: CGFloat {
    guard let frame = frameInScreen, let screen = window?.screen else { return 0 }
    return Overlap(
      event: screen.keyboardObserver.lastEvent, hostFrame: frame, screenBounds: screen.bounds,
      hostScreen: ObjectIdentifier(screen)
    ).height
  }
}
