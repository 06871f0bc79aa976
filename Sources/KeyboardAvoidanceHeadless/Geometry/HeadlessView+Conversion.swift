package import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension HeadlessView {
  /// Converts a rect from this view's coordinates into those of `ancestor`, or returns
  /// `nil` when `ancestor` is not this view or one of its superviews.
  ///
  /// One walk up does both the `isDescendant(of:)` check and the conversion.
  ///
  /// - Complexity: O(depth of this view below `ancestor`).
  package func convert(_ rect: CGRect, toAncestor ancestor: HeadlessView) -> CGRect? {
    map(toAncestor: ancestor, noting: HeadlessRowCell.self)?.map.apply(rect)
  }

  /// How this view's coordinates map into those of `ancestor` and, found in the same walk,
  /// the nearest superview of type `marker` below `ancestor` (the cell that holds an
  /// input); `nil` when `ancestor` is not this view or one of its superviews.
  ///
  /// A caller that converts several rects of this view (an input's bounds and its caret)
  /// walks once and applies the map to each.
  ///
  /// - Complexity: O(depth of this view below `ancestor`).
  func map<Marker: HeadlessView>(
    toAncestor ancestor: HeadlessView, noting marker: Marker.Type
  ) -> (map: SuperviewMap, marker: Marker?)? {
    var map = SuperviewMap.identity
    var found: Marker?
    var view: HeadlessView = self
    while view !== ancestor {
      guard let parent = view.superview else { return nil }
      if found == nil, view !== self, let match = view as? Marker { found = match }
      map = view.mapToSuperview.after(map)
      view = parent
    }
    return (map, found)
  }

  /// Converts a rect from this view's coordinates into `view`'s, or into window
  /// coordinates when `view` is `nil`, as `UIView.convert(_:to:)`.
  package func convert(_ rect: CGRect, to view: HeadlessView?) -> CGRect {
    let inRoot = mapToRoot.apply(rect)
    guard let view else { return inRoot }
    return view.mapToRoot.inverse.apply(inRoot)
  }

  /// Converts a point from this view's coordinates into `view`'s, or into window
  /// coordinates when `view` is `nil`, as `UIView.convert(_:to:)`.
  ///
  /// A point converts as the origin of an empty rect at it, which the rect's conversion maps
  /// exactly: flipped or not, an empty rect's top is its origin's image.
  package func convert(_ point: CGPoint, to view: HeadlessView?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), to: view).origin
  }

  /// How this view's coordinates map into its superview's: its frame's place, its bounds
  /// origin and its flip about its center.
  var mapToSuperview: SuperviewMap {
    untransformedMapToSuperview.moved(by: translationY)
  }

  /// ``mapToSuperview`` without ``translationY``: the view where its layout put it.
  private var untransformedMapToSuperview: SuperviewMap {
    SuperviewMap(
      dx: frame.minX - boundsOrigin.x, scaleY: isFlippedVertically ? -1 : 1,
      dy: isFlippedVertically ? frame.maxY + boundsOrigin.y : frame.minY - boundsOrigin.y)
  }

  /// This view's bounds in its window's coordinates where the layout put it: no
  /// ``translationY`` of it or its superviews counts.
  ///
  /// - Complexity: O(depth of the view).
  var untransformedFrameInWindow: CGRect {
    mapToRoot(through: \.untransformedMapToSuperview).apply(bounds)
  }

  /// How this view's coordinates map into its topmost ancestor's (its window's).
  ///
  /// - Complexity: O(depth of the view).
  var mapToRoot: SuperviewMap { mapToRoot(through: \.mapToSuperview) }

  /// The maps `step` gives this view and each superview below the topmost, composed: how
  /// this view's coordinates map into its topmost ancestor's.
  ///
  /// - Complexity: O(depth of the view).
  private func mapToRoot(through step: (HeadlessView) -> SuperviewMap) -> SuperviewMap {
    var map = SuperviewMap.identity
    var view: HeadlessView = self
    while let parent = view.superview {
      map = step(view).after(map)
      view = parent
    }
    return map
  }

  /// This view's frame (bounds-sized) in its window's coordinates.
  var frameInWindow: CGRect {
    convert(bounds, to: nil)
  }

  /// Whether this view or one of its superviews below its window is flipped vertically.
  var isInFlippedView: Bool {
    var view: HeadlessView? = self
    while let current = view, !(current is HeadlessWindow) {
      if current.isFlippedVertically { return true }
      view = current.superview
    }
    return false
  }
}
