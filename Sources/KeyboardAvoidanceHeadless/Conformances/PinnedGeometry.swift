import Foundation
import KeyboardAvoidanceCore

/// What a UIKit sentinel pinned to a view's edges hears of that view's geometry (rule K7),
/// so that the model's sentinels hear no more: the view's frame in its superview (or only
/// its size, for a sentinel pinned inside the view), its safe area, and its window's and
/// screen's sizes, which the UIKit binding hears from the window scene (a Stage Manager
/// resize, a rotation).
///
/// A container that moves an ancestor and leaves all of these as they were (a sheet's
/// detent, a popover UIKit shifts, an iPad form sheet raised for the keyboard, a window
/// moved on the screen) is heard by no sentinel: only the engines' look at the end of each
/// turn finds it.
struct PinnedGeometry: Equatable {
  private var frame: CGRect
  private var safeArea: EdgeInsets
  private var windowSize: CGSize?
  private var screenSize: CGSize?

  /// `view`'s geometry as a sentinel beside it (`besideView`) or inside it hears it.
  @MainActor
  init(of view: HeadlessView, besideView: Bool) {
    frame = besideView ? view.frame : CGRect(origin: .zero, size: view.frame.size)
    if besideView, let superview = view.superview {
      safeArea = Self.safeArea(of: view.frame, in: superview)
    } else {
      safeArea = view.safeAreaInsets
    }
    windowSize = view.window?.frame.size
    screenSize = view.window?.screen?.bounds.size
  }

  /// The safe area of a view at `frame` in `superview`: the part of the superview's safe
  /// area that covers it (`UIView.safeAreaInsets`), whatever transform the view beside has
  /// of its own (a flip, which keeps the safe area out of the flipped view itself).
  @MainActor
  private static func safeArea(of frame: CGRect, in superview: HeadlessView) -> EdgeInsets {
    let margins = superview.safeAreaInsets
    let bounds = superview.bounds
    let safe = CGRect(
      x: bounds.minX + margins.left, y: bounds.minY + margins.top,
      width: bounds.width - margins.left - margins.right,
      height: bounds.height - margins.top - margins.bottom)
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), limit) }
    return EdgeInsets(
      top: clamp(safe.minY - frame.minY, frame.height),
      left: clamp(safe.minX - frame.minX, frame.width),
      bottom: clamp(frame.maxY - safe.maxY, frame.height),
      right: clamp(frame.maxX - safe.maxX, frame.width))
  }
}
