public import Foundation
public import KeyboardAvoidance

extension HeadlessScrollView {
  /// The visible band now: content neither under an inset nor off screen (SPEC F3).
  public var visibleBand: VisibleBand {
    VisibleBand(
      contentOffset: contentOffset, boundsSize: bounds.size, adjustedInset: adjustedContentInset)
  }

  /// SPEC F2's target for an input of this view, with the engine's margin, in content
  /// coordinates; `nil` when the input is not inside this view.
  public func keyboardTarget(for input: AnyObject) -> CGRect? {
    guard let focus = focusGeometry(of: input) else { return nil }
    return TargetRect.rect(
      for: focus, visibleHeight: visibleBand.rect.height, margin: keyboard.margin,
      contentHeight: contentSize.height)
  }

  /// Whether the input's target lies inside the visible band; `nil` when the input is not
  /// inside this view.
  public func isKeyboardTargetVisible(for input: AnyObject) -> Bool? {
    keyboardTarget(for: input).map { visibleBand.containsVertically($0) }
  }

  /// SPEC K4/K5's overlap of the keyboard the app saw last on this view; 0 outside a window.
  public var keyboardOverlap: CGFloat {
    guard let frame = hostFrameInScreen, let screen = window?.screen else { return 0 }
    return Overlap(
      event: screen.keyboardObserver.lastEvent, hostFrame: frame, screenBounds: screen.bounds
    ).height
  }
}
