/// The order in which a layout pass lays views out.
@MainActor
package enum LayoutOrder {
  /// `views` in the order UIKit lays them out: a view before its subviews, and a view's
  /// subviews in their order (back to front), each with its own subtree, whatever order
  /// they asked for layout in (a hidden view brought to the front lays out after its
  /// siblings' subtrees).
  ///
  /// UIKit documents no order between siblings (rule O1 g): with `siblingsReversed`, a
  /// view's subviews lay out front to back, each still before its own subviews.
  ///
  /// - Complexity: O(n log n) comparisons of paths as deep as the views.
  package static func sorted(_ views: [HeadlessView], siblingsReversed: Bool = false)
    -> [HeadlessView]
  {
    guard views.count > 1 else { return views }
    let paths = views.map { path(of: $0, siblingsReversed: siblingsReversed) }
    return views.indices.sorted { paths[$0].lexicographicallyPrecedes(paths[$1]) }
      .map { views[$0] }
  }

  /// The indices from the root down to `view`, each its place among its superview's
  /// subviews (negated when siblings go in reverse): a view's path is a prefix of its
  /// subviews' paths.
  private static func path(of view: HeadlessView, siblingsReversed: Bool) -> [Int] {
    var path: [Int] = []
    var current = view
    while let superview = current.superview {
      let index = superview.subviews.firstIndex { $0 === current } ?? 0
      path.append(siblingsReversed ? -index : index)
      current = superview
    }
    return path.reversed()
  }
}
