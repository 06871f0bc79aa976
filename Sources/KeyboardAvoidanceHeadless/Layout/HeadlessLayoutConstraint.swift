package import Foundation
@_spi(KeyboardAvoidanceBinding) package import KeyboardAvoidance
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// A bottom constraint: a distance from the bottom of the view that owns it.
///
/// Models `NSLayoutConstraint` pinning an item (a login button, an input bar, a form) above
/// the bottom of its view, or of the view's safe area when ``isSafeAreaAware``. As under
/// Auto Layout, a new constant moves nothing at once: the ``item`` (and every input inside
/// it) moves at the owning view's next layout pass, which the engine's animated writes run
/// inside the keyboard's animation (rules A1, L8) and the run loop's pass runs otherwise
/// (``HeadlessScreen/runLayoutPass()``). It offers `keyboard.follow()` like the UIKit
/// binding's constraint, and counts the engine's writes.
@MainActor
package final class HeadlessLayoutConstraint: KeyboardConstraintFollowing {
  /// The distance above the bottom; the item moves to it at the next layout pass.
  package var constant: CGFloat {
    didSet { setNeedsLayout() }
  }
  /// The view that owns the constraint (held weakly, as the item of a UIKit constraint).
  package private(set) weak var view: HeadlessView?
  /// The subview of ``view`` whose bottom the constraint places, or `nil` for one that
  /// places nothing the model tracks (held weakly, as UIKit's `firstItem`).
  package private(set) weak var item: HeadlessView?
  /// Whether the constant changed since the item was last placed.
  package internal(set) var needsLayout = false
  /// Whether the constraint takes part in layout (`NSLayoutConstraint.isActive`).
  ///
  /// An inactive one places nothing. Removing a view from its superview deactivates its
  /// constraints in UIKit; here the app sets it.
  package var isActive = true {
    didSet { setNeedsLayout() }
  }
  /// Whether the constraint was made with an item, so that a `nil` ``item`` means it is gone.
  private let hadItem: Bool
  /// Whether the constant is measured from the safe area's bottom.
  package var isSafeAreaAware: Bool
  /// Whether it is written item first (`item.bottom = guide.bottom + constant`, Apple's
  /// usual form, a negative constant) rather than container first.
  package var isItemFirst = false {
    didSet { setNeedsLayout() }
  }
  /// The first item's attribute (`NSLayoutConstraint.firstAttribute`).
  package var firstAttribute = LayoutAttribute.bottom
  /// The second item's attribute (`NSLayoutConstraint.secondAttribute`).
  package var secondAttribute = LayoutAttribute.bottom
  /// Whether one item is a keyboard layout guide (iOS 15's `UIKeyboardLayoutGuide`).
  package var isTiedToKeyboardLayoutGuide = false

  /// The attributes a model constraint can tie: the ones the engine must tell apart.
  package enum LayoutAttribute: Sendable {
    /// `.bottom`.
    case bottom
    /// `.bottomMargin`: the bottom of the layout margins.
    case bottomMargin
    /// `.top`.
    case top
    /// `.height`.
    case height
    /// `.centerY`.
    case centerY
  }
  /// What the engine did: writes of the constant, layout passes, animations.
  package var recorder = HostRecorder()
  /// Whether the engine hears the owning view's moves at once.
  ///
  /// `false` models UIKit's binding, which hears only its window scene's geometry: a sheet
  /// UIKit moves with the view inside is heard by no one (rule K1).
  package var reportsGeometryChanges = true
  /// Storage for this constraint's engine, which reaches the constraint itself.
  package lazy var keyboardEngineSlot = KeyboardEngineSlot { [weak self] in
    ConstraintEngine(constraint: self)
  }

  /// Creates a constraint in a view; with an `item` (a subview of `view`), places it at once.
  package init(
    view: HeadlessView, constant: CGFloat, isSafeAreaAware: Bool, item: HeadlessView? = nil
  ) {
    self.view = view
    self.constant = constant
    self.isSafeAreaAware = isSafeAreaAware
    self.item = item
    hadItem = item != nil
    view.geometryObservers.append(GeometryObserver(constraint: self))
    needsLayout = true
    placeItem()
  }

  /// Marks the owning view as needing layout, as Auto Layout does when a constraint changes.
  private func setNeedsLayout() {
    needsLayout = true
    view?.setNeedsLayout()
  }

  /// Runs the owning view's pending layout now, as `view.layoutIfNeeded()` (which UIKit runs
  /// from the topmost ancestor that needs layout, rule L8); outside a window, places the item.
  package func layoutIfNeeded() {
    guard let view, view.window?.screen != nil else { return placeItem() }
    view.layoutIfNeeded()
  }

  /// Places the item as Auto Layout would after a change of the constant.
  ///
  /// Its bottom goes to the constant's distance above the view's bottom (or its safe
  /// area's), the constant's negative when the constraint is written item first. The owning
  /// view's layout pass runs it.
  func placeItem() {
    guard needsLayout else { return }
    needsLayout = false
    guard isActive, let view, let item else { return }
    let kept = isSafeAreaAware ? view.safeAreaInsets.bottom : 0
    let distance = isItemFirst ? -constant : constant
    item.frame.origin.y = view.bounds.height - kept - distance - item.frame.height
  }
}

extension HeadlessLayoutConstraint: KeyboardConstraintHost {
  /// The owning view's bounds-sized frame in screen space, or `nil` outside a window.
  package var viewFrameInScreen: CGRect? {
    guard let view, let window = view.window, window.screen != nil else { return nil }
    return window.convertToScreen(view.convert(view.bounds, to: nil))
  }

  /// The constant, the owning view's place on screen and safe area, the input's frame in the
  /// owning view, whether the input moves with the item, and the constant the item's last
  /// layout reflects.
  ///
  /// It reads the layout as it is, never forcing a pass (rule L8): a constant changed since
  /// the last pass has not moved the item yet, which ``ConstraintSnapshot/laidOutConstant``
  /// tells (rule C2).
  package func constraintSnapshot(focusedInput: AnyObject?) -> ConstraintSnapshot {
    var inputFrame: CGRect?
    var movesWithConstant = false
    if let view, let input = focusedInput as? HeadlessView {
      inputFrame = input.convert(input.bounds, toAncestor: view)
      movesWithConstant = item.map { input.isDescendant(of: $0) } ?? false
    }
    var snapshot = ConstraintSnapshot(
      constant: constant, keepsSafeArea: isSafeAreaAware, viewFrameInScreen: viewFrameInScreen,
      screenBounds: view?.window?.screen?.bounds, safeAreaBottom: view?.safeAreaInsets.bottom ?? 0,
      inputFrame: inputFrame, screen: view?.window?.screen.map(ObjectIdentifier.init),
      isItemFirst: isItemFirst)
    snapshot.inputMovesWithConstant = movesWithConstant
    snapshot.isActive = isActive
    snapshot.itemsAreGone = view == nil || (hadItem && item == nil)
    snapshot.laidOutConstant = laidOutConstant
    return snapshot
  }

  /// The constant the item's place reflects: its bottom's distance above the view's bottom
  /// (or its safe area's), negated for a constraint written item first; `nil` without an
  /// active constraint, an item or a view.
  private var laidOutConstant: CGFloat? {
    guard isActive, let view, let item, let frame = item.convert(item.bounds, toAncestor: view)
    else { return nil }
    let kept = isSafeAreaAware ? view.safeAreaInsets.bottom : 0
    let distance = view.bounds.height - kept - frame.maxY
    return isItemFirst ? -distance : distance
  }

  /// Writes the constant, counting the write, the animation and one layout pass.
  ///
  /// Animated, the owning view lays out inside the keyboard's animation, as after
  /// `layoutIfNeeded()` inside UIKit's animation block: the item is where the constant puts
  /// it when this returns. Without animation nothing is laid out now (rule L8): the item
  /// moves at the run loop's next pass.
  package func applyConstant(
    _ constant: CGFloat, timing: AnimationTiming?,
    alongside: (@MainActor @Sendable (CGFloat) -> Void)?
  ) {
    recorder.writes += 1
    recorder.layoutPasses += 1
    guard let timing, timing.isAnimated else {
      self.constant = constant
      alongside?(constant)
      if view?.window?.screen == nil { placeItem() }
      return
    }
    recorder.animations.append(timing)
    let write = {
      self.constant = constant
      alongside?(constant)
      self.layoutIfNeeded()
    }
    if let screen = view?.window?.screen { screen.inKeyboardAnimation(write) } else { write() }
  }

  /// Bottom to bottom (a bottom margin counts) and whether a keyboard guide is one end.
  package var constraintShape: ConstraintShape {
    let bottoms: [LayoutAttribute] = [.bottom, .bottomMargin]
    return ConstraintShape(
      firstIsBottom: bottoms.contains(firstAttribute),
      secondIsBottom: bottoms.contains(secondAttribute),
      isTiedToKeyboardLayoutGuide: isTiedToKeyboardLayoutGuide)
  }

  /// The observer of the owning view's screen, which learns at the library's first use what was
  /// editing (rule L2).
  package var hostKeyboardObserver: KeyboardObserver? {
    view?.window.flatMap { $0.screen?.keyboardObserver(reachedFrom: $0) }
  }

  /// The owning view's window: the engine measures its first responder (rule F1).
  package var keyboardWindow: AnyObject? { view?.window }
  /// Runs `body` at the screen's next main-queue turn, or at once outside a window, as the
  /// scroll views' binding does (rule K1).
  package func afterUIKitActs(_ body: @escaping @MainActor () -> Void) {
    guard let view else { return body() }
    view.enqueueOnScreenMainQueue(body)
  }
}

/// Tells a constraint's engine that its view moved or changed window.
@MainActor
final class GeometryObserver {
  weak var constraint: HeadlessLayoutConstraint?

  init(constraint: HeadlessLayoutConstraint) {
    self.constraint = constraint
  }

  /// The view's size or safe area changed: the item is placed again, then the engine
  /// re-applies, as the UIKit binding hears geometry from a layout pass after the view
  /// placed its subviews (its sentinels, the window scene's geometry).
  func viewGeometryDidChange() {
    constraint?.needsLayout = true
    constraint?.placeItem()
    if constraint?.reportsGeometryChanges == true { constraint?.keyboard.updateIfNeeded() }
  }
}
