package import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A view: frame, bounds, superview, window, rect conversion and safe area.
///
/// Models `UIView`. `frame` is in the superview's bounds coordinates; `bounds.size`
/// equals `frame.size`, and `bounds.origin` is where the view's content starts (a scroll
/// view's `contentOffset`). Conversion goes up to the window and down again, as
/// `convert(_:to:)` does in UIKit, through each view's vertical flip
/// (``isFlippedVertically``), and a converted rect is the bounding box of the result.
@MainActor
package class HeadlessView {
  /// The view's frame in its superview's coordinates.
  package var frame: CGRect {
    didSet { if frame != oldValue { notifyGeometryChange() } }
  }
  /// The origin of the view's own coordinate space (its `bounds.origin`).
  package var boundsOrigin: CGPoint = .zero {
    didSet { if boundsOrigin != oldValue { boundsOriginDidChange() } }
  }
  /// Whether the view is hidden.
  package var isHidden = false
  /// The view's opacity (`alpha`): at 0 the user sees nothing of it and it takes no touch.
  package var alpha: CGFloat = 1
  /// Whether the view takes touches (`isUserInteractionEnabled`).
  package var isUserInteractionEnabled = true
  /// Whether the view shows its content upside down, as UIKit's
  /// `transform = CGAffineTransform(scaleX: 1, y: -1)` does (rule I4: a chat table).
  ///
  /// The flip is about the view's center, UIKit's default anchor point, so `frame` (the
  /// bounding box) stays the same: UIKit tells no one, neither a layout pass nor the views
  /// pinned beside it, and neither does the model. Content at the top of the view's bounds
  /// shows at the bottom of its frame. UIKit does not carry the safe area into a view with
  /// a scale transform (Apple's answer in the developer forums, thread 671541): such a view
  /// and the views inside it have none.
  package var isFlippedVertically = false
  /// A vertical translation composed onto the view's transform, in points (negative is up),
  /// as `transform = CGAffineTransform(translationX: 0, y: ty)`.
  ///
  /// As in UIKit, ``frame`` keeps the untransformed layout, nothing is laid out again and no
  /// one is told; conversion through the view moves by it. The safe area is computed from
  /// the layout, not from the moved view (rule L10 measures from the untransformed layout).
  package var translationY: CGFloat = 0
  /// The view controller whose root view this is (UIKit: the view's `next` responder), held
  /// weakly.
  package internal(set) weak var viewController: HeadlessViewController?
  /// The direction the view forces on its content, as UIKit's `semanticContentAttribute`
  /// `forceLeftToRight` / `forceRightToLeft`; `nil` (`unspecified`) takes its superview's.
  package var semanticContentDirection: LayoutDirection?
  /// How many taps reached this view (a cell's selection, a view's own recognizer).
  package internal(set) var tapsReceived = 0
  /// The view that contains this one.
  package private(set) weak var superview: HeadlessView?
  /// The views this one contains, back to front.
  package private(set) var subviews: [HeadlessView] = []
  /// Constraints owned by this view that follow its geometry.
  var geometryObservers: [GeometryObserver] = []

  /// Creates a view with a frame in its future superview's coordinates.
  package init(frame: CGRect) {
    self.frame = frame
  }

  /// The view's bounds: its own coordinate space.
  package var bounds: CGRect { CGRect(origin: boundsOrigin, size: frame.size) }

  /// The window the view is in, or `nil`.
  ///
  /// - Complexity: O(depth of the view).
  package var window: HeadlessWindow? { superview?.window }

  // MARK: - Hierarchy

  /// Adds a subview on top of the others, as `UIView.addSubview(_:)`.
  ///
  /// A view already in this view only moves to the front; a view in another superview
  /// leaves it first (UIKit: "If view already has a superview and that view is not the
  /// receiver, this method removes the previous superview"). The view hears of a window
  /// change only when its window changes, else of a geometry change.
  package func addSubview(_ view: HeadlessView) {
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.append(view)
      return
    }
    let oldWindow = view.window
    view.detachFromSuperview()
    subviews.append(view)
    view.superview = self
    if view.window !== oldWindow {
      view.notifyWindowChange()
    } else if oldWindow != nil {
      view.notifyGeometryChange()
    }
  }

  /// Removes the view from its superview (and so from its window).
  package func removeFromSuperview() {
    let hadWindow = window != nil
    guard detachFromSuperview() else { return }
    if hadWindow { notifyWindowChange() }
  }

  @discardableResult
  private func detachFromSuperview() -> Bool {
    guard let parent = superview else { return false }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    return true
  }

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

  // MARK: - Conversion

  /// Converts a rect from this view's coordinates into those of `ancestor`, or returns
  /// `nil` when `ancestor` is not this view or one of its superviews.
  ///
  /// One walk up does both the `isDescendant(of:)` check and the conversion.
  ///
  /// - Complexity: O(depth of this view below `ancestor`).
  package func convert(_ rect: CGRect, toAncestor ancestor: HeadlessView) -> CGRect? {
    convert(rect, toAncestor: ancestor, noting: HeadlessRowCell.self)?.rect
  }

  /// Converts like ``convert(_:toAncestor:)`` and, in the same walk, finds the nearest
  /// superview of type `marker` below `ancestor` (the cell that holds an input).
  ///
  /// - Complexity: O(depth of this view below `ancestor`).
  func convert<Marker: HeadlessView>(
    _ rect: CGRect, toAncestor ancestor: HeadlessView, noting marker: Marker.Type
  ) -> (rect: CGRect, marker: Marker?)? {
    var map = SuperviewMap.identity
    var found: Marker?
    var view: HeadlessView = self
    while view !== ancestor {
      guard let parent = view.superview else { return nil }
      if found == nil, view !== self, let match = view as? Marker { found = match }
      map = view.mapToSuperview.after(map)
      view = parent
    }
    return (map.apply(rect), found)
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
  package func convert(_ point: CGPoint, to view: HeadlessView?) -> CGPoint {
    let inRoot = mapToRoot.apply(point)
    guard let view else { return inRoot }
    return view.mapToRoot.inverse.apply(inRoot)
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
    var map = SuperviewMap.identity
    var view: HeadlessView = self
    while let parent = view.superview {
      map = view.untransformedMapToSuperview.after(map)
      view = parent
    }
    return map.apply(bounds)
  }

  /// How this view's coordinates map into its topmost ancestor's (its window's).
  ///
  /// - Complexity: O(depth of the view).
  var mapToRoot: SuperviewMap {
    var map = SuperviewMap.identity
    var view: HeadlessView = self
    while let parent = view.superview {
      map = view.mapToSuperview.after(map)
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

  // MARK: - Safe area

  /// The view's safe area insets: the part of it under the window's unsafe margins, or
  /// under the safe area of the nearest view controller's view above it that has
  /// additional insets, plus its own view controller's `additionalSafeAreaInsets`.
  ///
  /// Zero when the view is not in a window, as UIKit documents, and inside a view flipped
  /// vertically, where UIKit does not carry the safe area. Measured from the layout: a
  /// translation moves no safe area.
  ///
  /// - Complexity: O(depth of the view × view controllers with additional insets above it).
  package var safeAreaInsets: EdgeInsets {
    guard let window, !isInFlippedView else { return .zero }
    let own = untransformedFrameInWindow
    let safe: CGRect
    if let ancestor = nearestAncestorWithAdditionalSafeArea {
      safe = ancestor.safeRectInWindow
    } else {
      let margins = window.windowSafeAreaInsets
      safe = CGRect(
        x: margins.left, y: margins.top,
        width: window.bounds.width - margins.left - margins.right,
        height: window.bounds.height - margins.top - margins.bottom)
    }
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), limit) }
    var insets = EdgeInsets(
      top: clamp(safe.minY - own.minY, own.height),
      left: clamp(safe.minX - own.minX, own.width),
      bottom: clamp(own.maxY - safe.maxY, own.height),
      right: clamp(own.maxX - safe.maxX, own.width)
    )
    if let extra = viewController?.additionalSafeAreaInsets {
      insets = EdgeInsets(
        top: insets.top + extra.top, left: insets.left + extra.left,
        bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
    }
    return insets
  }

  /// The view's safe area in its window's coordinates.
  private var safeRectInWindow: CGRect {
    let own = untransformedFrameInWindow
    let insets = safeAreaInsets
    return CGRect(
      x: own.minX + insets.left, y: own.minY + insets.top,
      width: max(0, own.width - insets.left - insets.right),
      height: max(0, own.height - insets.top - insets.bottom))
  }

  /// The nearest superview that is a view controller's view with additional safe-area
  /// insets, below the window.
  private var nearestAncestorWithAdditionalSafeArea: HeadlessView? {
    var view = superview
    while let current = view, !(current is HeadlessWindow) {
      if let extra = current.viewController?.additionalSafeAreaInsets, extra != .zero {
        return current
      }
      view = current.superview
    }
    return nil
  }

  // MARK: - Layout

  /// Asks for a layout pass, as `UIView.setNeedsLayout()`.
  ///
  /// ``layoutSubviews()`` runs at the run loop's next layout pass
  /// (``HeadlessScreen/runLayoutPass()``) or at the next ``layoutIfNeeded()`` of this view, a
  /// view inside it, or an ancestor, not now. Outside a window it runs at once (nothing else
  /// would run it).
  package func setNeedsLayout() {
    if let screen = window?.screen {
      screen.setNeedsLayout(self)
    } else {
      performLayout()
    }
  }

  /// Runs pending layout now, as `UIView.layoutIfNeeded()`: UIKit lays out from the topmost
  /// view among this one and its ancestors that needs layout (rule L8), so asking a view
  /// deep in a screen runs the screen's own pending layout too.
  ///
  /// - Complexity: O(depth + pending views × their depth): never a walk of the whole tree.
  package func layoutIfNeeded() {
    window?.screen?.layoutIfNeeded(inside: self)
  }

  /// Whether the view asked for layout and left its window before the pass: it lays out
  /// once it is in a window again.
  var waitsForLayoutInWindow = false

  /// How many layout passes this view had: ``layoutSubviews()`` calls, as a view
  /// controller's root view counts `viewDidLayoutSubviews` (rule L8).
  package private(set) var layoutPassCount = 0

  /// Whether the view's bottom edge is pinned to its window's keyboard layout guide.
  ///
  /// As a chat's list constrained to `keyboardLayoutGuide.topAnchor`: its height follows
  /// the keyboard in the layout pass after each keyboard change, never at the notification
  /// (rule L7). Set it once the view is in a window.
  package var bottomFollowsKeyboardLayoutGuide = false {
    didSet {
      guard bottomFollowsKeyboardLayoutGuide, let screen = window?.screen else { return }
      screen.followKeyboardLayoutGuide(self)
      setNeedsLayout()
    }
  }

  /// One layout pass of this view: its constraints place their items, then
  /// ``layoutSubviews()`` runs.
  func performLayout() {
    layoutPassCount += 1
    if bottomFollowsKeyboardLayoutGuide, let window, let superview {
      // The guide's top and the view's top in window coordinates (a superview that is not
      // flipped); the frame's height spans the two.
      let guideTop =
        window.keyboardLayoutGuideFrameInScreen.minY - window.convertToScreen(CGPoint.zero).y
      let top = superview.convert(CGPoint(x: frame.minX, y: frame.minY), to: nil).y
      frame.size.height = max(0, guideTop - top)
    }
    for observer in geometryObservers { observer.constraint?.placeItem() }
    layoutSubviews()
  }

  /// The view's pending layout (a text view's growth after an edit).
  package func layoutSubviews() {}

  // MARK: - Change hooks

  /// Called after this view's bounds origin changed (a scroll view's content offset).
  package func boundsOriginDidChange() {}

  /// Called on this view and its subtree after it joined or left a window.
  package func didMoveToWindow() {}

  /// Called on this view and its subtree after its frame, an ancestor's frame, its
  /// window's frame or safe area, or its screen changed.
  package func geometryDidChange() {}

  // A view's own constraints hear last, after the scroll views inside it have re-applied:
  // a when-covered constraint then measures inputs where scrolling left them, the order the
  // keyboard observer keeps for keyboard events.

  func notifyWindowChange() {
    if waitsForLayoutInWindow, let screen = window?.screen {
      waitsForLayoutInWindow = false
      screen.setNeedsLayout(self)
    }
    didMoveToWindow()
    for view in subviews { view.notifyWindowChange() }
    for observer in geometryObservers { observer.viewGeometryDidChange() }
  }

  func notifyGeometryChange() {
    geometryDidChange()
    for view in subviews { view.notifyGeometryChange() }
    for observer in geometryObservers { observer.viewGeometryDidChange() }
  }
}
