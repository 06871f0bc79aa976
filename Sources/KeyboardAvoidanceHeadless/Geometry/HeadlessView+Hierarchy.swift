package import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension HeadlessView {
  /// Whether this view is `view` or inside it, as `UIView.isDescendant(of:)`.
  ///
  /// - Complexity: O(depth of this view below `view`).
  package func isDescendant(of view: HeadlessView) -> Bool {
    var current: HeadlessView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The direction the view arranges its immediate content in, as UIKit's
  /// `effectiveUserInterfaceLayoutDirection`: its own ``semanticContentDirection``, else the
  /// nearest superview's, else the app's, which the model keeps left to right.
  ///
  /// UIKit derives an unspecified view's direction from the app's language through its
  /// traits, so a window set right to left stands for an app in a right-to-left language.
  /// UIKit does not promise that a superview's forced attribute reaches a subview (UIView.h:
  /// "Do not assume that the value propagates through the view's subtree"): the binding
  /// reads the host's own direction, and UIKit tests force it on the host itself.
  ///
  /// - Complexity: O(depth of the view).
  package var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    var view: HeadlessView? = self
    while let current = view {
      if let direction = current.semanticContentDirection { return direction }
      view = current.superview
    }
    return .leftToRight
  }
}
