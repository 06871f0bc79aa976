package import Foundation
package import KeyboardAvoidanceCore

/// Questions a test asks about the screen above the keyboard, for the keyboard state a
/// ``KeyboardSimulator`` last posted on that screen.
///
/// The answers are values, not assertions: hand them to `XCTAssert` or `#expect`, with
/// ``KeyboardVisibility/description`` as the message. All frames are in screen
/// coordinates, as the keyboard's.
@MainActor
public enum KeyboardGeometry {
  /// A view's place, as the platform files measure it: this module's UIKit file on iOS,
  /// `KeyboardGeometry+Headless.swift` of the headless model elsewhere.
  package struct Placement {
    /// The view's name for messages: its accessibility identifier or its type.
    package var name: String
    /// The view's bounds in screen coordinates.
    package var frameInScreen: CGRect
    /// The window's safe area cut by every clipping ancestor, in screen coordinates, or
    /// `nil` when the view is not shown in the window.
    package var area: CGRect?
    /// The window's screen.
    package var screen: AnyObject?
    /// The screen's bounds.
    package var screenBounds: CGRect

    /// A view's place; the arguments are the properties of the same names.
    package init(
      name: String, frameInScreen: CGRect, area: CGRect?, screen: AnyObject?,
      screenBounds: CGRect
    ) {
      self.name = name
      self.frameInScreen = frameInScreen
      self.area = area
      self.screen = screen
      self.screenBounds = screenBounds
    }
  }

  /// The keyboard last posted on a screen.
  static func keyboardFrame(on screen: AnyObject?) -> CGRect? {
    PostedKeyboards.shared.frame(on: screen)
  }

  /// Whether the placed view lies in the visible area above a docked keyboard.
  package static func visibility(of placement: Placement) -> KeyboardVisibility {
    let keyboard = keyboardFrame(on: placement.screen)
    var area = placement.area
    if let visible = area, let keyboard,
      Docking.isDocked(
        KeyboardEvent(name: .didShow, endFrame: keyboard), screenBounds: placement.screenBounds)
    {
      let bottom = max(visible.minY, min(visible.maxY, keyboard.minY))
      area = CGRect(
        x: visible.minX, y: visible.minY, width: visible.width, height: bottom - visible.minY)
    }
    let frame = placement.frameInScreen
    let inside = area.map { area in
      !LengthTolerance.isLess(frame.minY, area.minY)
        && !LengthTolerance.isLess(area.maxY, frame.maxY)
        && !LengthTolerance.isLess(frame.minX, area.minX)
        && !LengthTolerance.isLess(area.maxX, frame.maxX)
    }
    return KeyboardVisibility(
      isVisible: inside ?? false, viewFrame: frame, visibleArea: area, keyboardFrame: keyboard,
      viewName: placement.name)
  }

  /// How much of a frame the keyboard last posted on its screen covers, from its bottom
  /// edge up (0 for a keyboard that is hidden, floating or on another screen).
  package static func overlap(of frameInScreen: CGRect, screen: AnyObject?, screenBounds: CGRect)
    -> CGFloat
  {
    guard let keyboard = keyboardFrame(on: screen) else { return 0 }
    return Overlap(
      event: KeyboardEvent(name: .didShow, endFrame: keyboard), hostFrame: frameInScreen,
      screenBounds: screenBounds
    ).height
  }

  /// The part of a scroll view's content the user can see, in its content coordinates:
  /// inside the adjusted content insets, and clear of the keyboard's overlap where that is
  /// larger than the inset on the keyboard's edge.
  ///
  /// The keyboard's edge is the content's bottom, or its top for a scroll view shown upside
  /// down (a chat table flipped with `scaleY(-1)`, rule I4): there the keyboard covers the
  /// content's top.
  package static func band(
    offset: CGPoint, size: CGSize, adjusted: EdgeInsets, overlap: CGFloat,
    isFlippedOnScreen: Bool = false
  ) -> CGRect {
    let top = isFlippedOnScreen ? max(adjusted.top, overlap) : adjusted.top
    let bottom = isFlippedOnScreen ? adjusted.bottom : max(adjusted.bottom, overlap)
    return CGRect(
      x: offset.x + adjusted.left, y: offset.y + top,
      width: max(0, size.width - adjusted.left - adjusted.right),
      height: max(0, size.height - top - bottom))
  }
}
