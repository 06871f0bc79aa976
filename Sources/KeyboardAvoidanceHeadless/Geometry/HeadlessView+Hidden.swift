extension HeadlessView {
  /// Whether a superview of this view, its window included, is hidden.
  ///
  /// There UIKit may run no layout pass (rule L8). The view's own flag does not count (a
  /// sentinel is hidden).
  ///
  /// - Complexity: O(depth).
  package var isInsideHiddenView: Bool {
    var current = superview
    while let view = current {
      if view.isHidden { return true }
      current = view.superview
    }
    return false
  }
}
