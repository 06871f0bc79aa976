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
  /// As in UIKit, ``frame`` keeps the untransformed layout; conversion through the view moves
  /// by it. The safe area is computed from the layout, not from the moved view, unless the
  /// window's ``HeadlessWindow/translationMovesSafeArea``: then the view is laid out again
  /// for its new safe area, as UIKit does after `safeAreaInsetsDidChange()`.
  package var translationY: CGFloat = 0 {
    didSet {
      guard translationY != oldValue, window?.translationMovesSafeArea == true else { return }
      setNeedsLayout()
    }
  }
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
    if let parent = superview, let screen = window?.screen, let laying = screen.viewLayingOut,
      laying !== parent, laying.isDescendant(of: parent)
    {
      // UIKit goes through the superview's subviews while one of them lays out.
      screen.layoutFaults.append("\(Self.self) removed during the layout of \(type(of: laying))")
    }
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

  // MARK: - Safe area

  /// The view's safe area insets: the part of it under the window's unsafe margins, or
  /// under the safe area of the nearest view controller's view above it that has
  /// additional insets, plus its own view controller's `additionalSafeAreaInsets`.
  ///
  /// Zero when the view is not in a window, as UIKit documents, and inside a view flipped
  /// vertically, where UIKit does not carry the safe area. Measured from the layout: a
  /// translation moves no safe area, unless the window's
  /// ``HeadlessWindow/translationMovesSafeArea``.
  ///
  /// - Complexity: O(depth of the view × view controllers with additional insets above it).
  package var safeAreaInsets: EdgeInsets {
    guard let window, !isInFlippedView else { return .zero }
    let own = safeAreaFrameInWindow
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

  /// The view's bounds in its window's coordinates as its safe area measures them: where the
  /// layout put them, or where a translation moved them when it moves the safe area.
  private var safeAreaFrameInWindow: CGRect {
    window?.translationMovesSafeArea == true
      ? mapToRoot.apply(bounds) : untransformedFrameInWindow
  }

  /// The view's safe area in its window's coordinates.
  private var safeRectInWindow: CGRect {
    let own = safeAreaFrameInWindow
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

  /// Whether the view asked for layout and left its window before the pass: it lays out
  /// once it is in a window again.
  var waitsForLayoutInWindow = false

  /// How many layout passes this view had: ``layoutSubviews()`` calls, as a view
  /// controller's root view counts `viewDidLayoutSubviews` (rule L8).
  package internal(set) var layoutPassCount = 0

  /// Whether the view's bottom edge is pinned to its window's keyboard layout guide.
  ///
  /// As a chat's list constrained to `keyboardLayoutGuide.topAnchor`: its height follows
  /// the keyboard in the layout pass after each keyboard change, never at the notification
  /// (rule L7). Set it once the view is in a window.
  package var bottomFollowsKeyboardLayoutGuide = false {
    didSet {
      guard bottomFollowsKeyboardLayoutGuide, let window, let screen = window.screen else {
        return
      }
      window.makeKeyboardLayoutGuide()
      screen.followKeyboardLayoutGuide(self)
      setNeedsLayout()
    }
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
}
