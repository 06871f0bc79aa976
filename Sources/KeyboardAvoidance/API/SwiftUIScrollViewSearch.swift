package import Foundation
package import KeyboardAvoidanceCore

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
  /// The view's safe area insets.
  package var safeAreaInsets: @MainActor (View) -> EdgeInsets
  /// Whether the view is a scroll view that can back a container (not a text view).
  package var isScrollView: @MainActor (View) -> Bool
  /// Whether the view is the top of the SwiftUI content: its hosting view.
  package var isHostingView: @MainActor (View) -> Bool

  /// A tree read through the given functions.
  package init(
    superview: @escaping @MainActor (View) -> View?,
    subviews: @escaping @MainActor (View) -> [View],
    frameInWindow: @escaping @MainActor (View) -> CGRect,
    safeAreaInsets: @escaping @MainActor (View) -> EdgeInsets,
    isScrollView: @escaping @MainActor (View) -> Bool,
    isHostingView: @escaping @MainActor (View) -> Bool
  ) {
    self.superview = superview
    self.subviews = subviews
    self.frameInWindow = frameInWindow
    self.safeAreaInsets = safeAreaInsets
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
/// SwiftUI does not document where in its hosting view the scroll view sits. The probe is
/// the container's background, so it has the container's frame, which keeps the safe area;
/// the scroll view runs into the safe area on the edges SwiftUI lets it, and its
/// `safeAreaInsets` say by how much. A scroll view matches when each of its edges, or the
/// same edge inset by its safe area, is the probe's. A probe inside the scroll view's
/// content (the modifier put on the rows' stack) takes the nearest scroll view above it
/// instead. The search never leaves the SwiftUI content: a scroll view outside the hosting
/// view (an app's UIKit scroll view holding a hosting controller) is not SwiftUI's.
@MainActor
package enum SwiftUIScrollViewSearch {
  /// How many superviews of the probe are searched at most, and how deep below each.
  private static let levels = 4
  private static let depth = 3
  /// How far, in points, an edge may be from the probe's and still match.
  private static let tolerance: CGFloat = 1

  /// The scroll view behind `probe`, or `nil`.
  ///
  /// - Complexity: O(views within ``depth`` below the probe's nearest ``levels``
  ///   superviews, plus the probe's depth).
  package static func scrollView<View: AnyObject>(
    behind probe: View, in tree: SwiftUIViewTree<View>
  ) -> View? {
    let frame = tree.frameInWindow(probe)
    // The probe's superviews up to the hosting view, which is the last one searched.
    var inside: [View] = []
    for view in sequence(first: probe, next: { tree.superview($0) }).dropFirst() {
      inside.append(view)
      if tree.isHostingView(view) { break }
    }
    for view in inside.prefix(levels) {
      if let match = scrollView(in: view, framed: frame, tree: tree, depth: depth) {
        return match
      }
    }
    // Without a hosting view above it the probe is not in SwiftUI content: no guess.
    guard let top = inside.last, tree.isHostingView(top) else { return nil }
    return inside.first { tree.isScrollView($0) }
  }

  /// Whether `scrollView` is the container whose background has `frame`: on each edge,
  /// its frame's or its safe area's edge is the probe's.
  package static func matches(frame: CGRect, scrollView own: CGRect, safeArea: EdgeInsets)
    -> Bool
  {
    func near(_ edge: CGFloat, _ outer: CGFloat, _ inner: CGFloat) -> Bool {
      abs(edge - outer) <= tolerance || abs(edge - inner) <= tolerance
    }
    return near(frame.minX, own.minX, own.minX + safeArea.left)
      && near(frame.maxX, own.maxX, own.maxX - safeArea.right)
      && near(frame.minY, own.minY, own.minY + safeArea.top)
      && near(frame.maxY, own.maxY, own.maxY - safeArea.bottom)
  }

  private static func scrollView<View: AnyObject>(
    in view: View, framed frame: CGRect, tree: SwiftUIViewTree<View>, depth: Int
  ) -> View? {
    for subview in tree.subviews(view) {
      if tree.isScrollView(subview),
        matches(
          frame: frame, scrollView: tree.frameInWindow(subview),
          safeArea: tree.safeAreaInsets(subview))
      {
        return subview
      }
      if depth > 1,
        let match = scrollView(in: subview, framed: frame, tree: tree, depth: depth - 1)
      {
        return match
      }
    }
    return nil
  }
}
