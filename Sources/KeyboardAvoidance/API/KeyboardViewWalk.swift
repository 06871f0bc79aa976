/// The walks up a view tree that only read superviews, one for UIKit and the model.
///
/// Their tests are closures, never key paths: a key path over the generic view type is made
/// at run time on every call, which costs more than the walk (the engine walks per event).
@MainActor
package enum KeyboardViewWalk {
  /// `view` and its superviews, nearest first.
  ///
  /// - Complexity: O(depth of `view`).
  package static func lineage<View: KeyboardViewNode>(of view: View) -> [View]
  where View.Node == View {
    Array(sequence(first: view) { $0.superview })
  }

  /// Whether `view` is SwiftUI's own or inside SwiftUI content (rule L7): a SwiftUI view is
  /// `view` or one of its superviews.
  ///
  /// - Complexity: O(depth of `view`).
  package static func isInsideSwiftUI<View: KeyboardViewNode>(_ view: View) -> Bool
  where View.Node == View {
    sequence(first: view) { $0.superview }.contains { $0.isSwiftUIView }
  }

  /// Whether a superview of `view`, its window included, is hidden.
  ///
  /// There UIKit may run no layout pass (rule L8). The view's own flag does not count (a
  /// sentinel is hidden).
  ///
  /// - Complexity: O(depth of `view`).
  package static func isInsideHiddenView<View: KeyboardViewNode>(_ view: View) -> Bool
  where View.Node == View {
    sequence(first: view) { $0.superview }.dropFirst().contains { $0.isHidden }
  }

  /// The outermost of `view`'s superviews that is a scroll view, `nil` for none: its frame
  /// is where the containers put `view` on screen, the scrolls of the scroll views around
  /// `view` left out (rule K7).
  ///
  /// Inlinable so that the model's and the binding's calls are specialized for their own
  /// view type: an engine reads it at every turn's end with the keyboard up (rule K7).
  ///
  /// - Complexity: O(depth of `view`).
  @inlinable
  package static func outermostScrollView<View: KeyboardViewNode>(around view: View) -> View?
  where View.Node == View {
    var outermost: View?
    var ancestor = view.superview
    while let current = ancestor {
      if current.isScrollView { outermost = current }
      ancestor = current.superview
    }
    return outermost
  }

  /// The views on the way up from `view` that are outside SwiftUI content, nearest first.
  ///
  /// All of `view`'s lineage when no SwiftUI view is in it, else the views above its
  /// outermost SwiftUI view (rule L7). A view inside SwiftUI content is SwiftUI's, which
  /// lifts that content itself; SwiftUI content inside a UIKit view (a cell's hosting
  /// configuration, a hosting controller's view in a form) leaves the UIKit views above it.
  ///
  /// - Complexity: O(depth of `view`).
  package static func lineageOutsideSwiftUI<View: KeyboardViewNode>(of view: View) -> [View]
  where View.Node == View {
    let lineage = lineage(of: view)
    let outside = lineage.lastIndex { $0.isSwiftUIView }.map { $0 + 1 } ?? 0
    return Array(lineage[outside...])
  }
}
