import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension HeadlessView {
  /// The deepest shown view under `point`, in this view's bounds coordinates; the view
  /// itself when no subview is there (what a tap lands on, rule T2).
  ///
  /// - Complexity: O(depth of the view found × subviews per level).
  func deepestView(at point: CGPoint) -> HeadlessView {
    var view: HeadlessView = self
    var local = point
    while let next = view.subviews.last(where: { !$0.isHidden && $0.frame.contains(local) }) {
      // Into the subview's own coordinates, through its flip (rule I4).
      local = next.mapToSuperview.inverse.apply(local)
      view = next
    }
    return view
  }
}
