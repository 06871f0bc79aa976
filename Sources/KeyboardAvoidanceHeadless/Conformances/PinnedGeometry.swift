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
    // Beside the view, the sentinel takes its safe area from the superview, with the frame
    // above: a transform of the view's own (a flip) does not reach it.
    safeArea = ((besideView ? view.superview : nil) ?? view).safeAreaInsets
    windowSize = view.window?.frame.size
    screenSize = view.window?.screen?.bounds.size
  }
}
