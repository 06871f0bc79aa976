import KeyboardAvoidance

extension HeadlessView {
  /// Whether a superview of this view, its window included, is hidden.
  ///
  /// There UIKit may run no layout pass (rule L8). The walk is the binding's
  /// (`KeyboardViewWalk`).
  ///
  /// - Complexity: O(depth).
  package var isInsideHiddenView: Bool { KeyboardViewWalk.isInsideHiddenView(self) }
}
