package import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view tree as the SwiftUI probe's search reads it: the UIKit binding hands over its
/// views, the headless model its own (rule S1).
@MainActor
package struct SwiftUIViewTree<View: AnyObject> {
  /// The view's superview.
  package var superview: @MainActor (View) -> View?
  /// The view's subviews, back to front.
  package var subviews: @MainActor (View) -> [View]
  /// The view's bounds in its window's coordinates.
  package var frameInWindow: @MainActor (View) -> CGRect
  /// Whether the view is a scroll view that can back a container (not a text view).
  package var isScrollView: @MainActor (View) -> Bool
  /// Whether the view is the top of the SwiftUI content: its hosting view.
  package var isHostingView: @MainActor (View) -> Bool

  /// A tree read through the given functions.
  package init(
    superview: @escaping @MainActor (View) -> View?,
    subviews: @escaping @MainActor (View) -> [View],
    frameInWindow: @escaping @MainActor (View) -> CGRect,
    isScrollView: @escaping @MainActor (View) -> Bool,
    isHostingView: @escaping @MainActor (View) -> Bool
  ) {
    self.superview = superview
    self.subviews = subviews
    self.frameInWindow = frameInWindow
    self.isScrollView = isScrollView
    self.isHostingView = isHostingView
  }
}

extension SwiftUIViewTree {
  /// The view a riding bar is laid out in, against which its lift is measured (rule S4).
  ///
  /// That is the hosting view above `probe` (a view in the bar): the content of a tab ends
  /// at, or has its safe area end at, the tab bar, and a sheet's at the sheet, not at the
  /// window's bottom. Without a hosting view above it, `window`.
  ///
  /// - Complexity: O(depth of `probe`).
  package func barContainer(of probe: View, window: View?) -> View? {
    sequence(first: probe, next: superview).first(where: isHostingView) ?? window
  }
}

/// Finds the scroll view SwiftUI made for a `ScrollView`, `List` or `Form` from the probe
/// the keyboard modifier puts behind the container (rule S1).
///
/// SwiftUI does not document where in its hosting view the scroll view sits, nor what its
/// scroll view reports as its safe area (it overrides `safeAreaInsets`), and the scroll view
/// runs under the bars, the home indicator and any padding the app put outside the
/// modifier. So the search reads containment only, under the probe's hosting view: the
/// innermost scroll view whose frame in the window contains the probe's; failing that, the
/// nearest scroll view above the probe (the modifier put on the rows' stack: the probe is
/// in the content); failing that, the largest scroll view the probe's frame contains (a
/// `.padding` or `.frame` inside the modifier). Edges count within a point. The search
/// never leaves the SwiftUI content: a scroll view outside the hosting view (an app's UIKit
/// scroll view holding a hosting controller) is not SwiftUI's, and without a hosting view
/// above the probe there is no guess.
@MainActor
package enum SwiftUIScrollViewSearch {
  /// How far, in points, an edge may lie outside the other frame and still count as in it.
  private static let tolerance: CGFloat = 1

  /// The scroll view behind `probe`, or `nil`.
  ///
  /// - Complexity: O(views under the probe's hosting view, plus the probe's depth).
  package static func scrollView<View: AnyObject>(
    behind probe: View, in tree: SwiftUIViewTree<View>
  ) -> View? {
    let above = sequence(first: probe, next: { tree.superview($0) }).dropFirst()
    guard let hosting = above.first(where: tree.isHostingView) else { return nil }
    let frame = tree.frameInWindow(probe)
    var containing: (view: View, depth: Int)?
    var contained: (view: View, area: CGFloat)?
    var stack: [(view: View, depth: Int)] = [(hosting, 0)]
    while let (view, depth) = stack.popLast() {
      if view !== probe, tree.isScrollView(view) {
        let own = tree.frameInWindow(view)
        if contains(own, frame), depth > (containing?.depth ?? -1) {
          containing = (view, depth)
        } else if contains(frame, own), own.width * own.height > (contained?.area ?? -1) {
          contained = (view, own.width * own.height)
        }
      }
      stack.append(contentsOf: tree.subviews(view).reversed().map { ($0, depth + 1) })
    }
    if let containing { return containing.view }
    let inContent = above.prefix { $0 !== hosting }.first(where: tree.isScrollView)
    return inContent ?? contained?.view
  }

  /// Whether `outer` contains `inner`, each edge within ``tolerance``.
  package static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
      && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
  }
}
