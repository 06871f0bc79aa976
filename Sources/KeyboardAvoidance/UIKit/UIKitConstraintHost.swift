#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// The engine's way to an `NSLayoutConstraint`: one read, one write per event.
  ///
  /// It holds the constraint and its two items weakly, the items as they were when it began
  /// to follow: `firstItem` and `secondItem` are `assign` properties
  /// (NSLayoutConstraint.h), so reading them after an item is gone would reach freed memory
  /// (rule C3). A constraint or an item that is gone stops the following for good; an
  /// inactive constraint takes no writes until it is active again.
  @MainActor
  final class UIKitConstraintHost: KeyboardConstraintHost {
    private weak var constraint: NSLayoutConstraint?
    private weak var firstItem: AnyObject?
    private weak var secondItem: AnyObject?
    private let hasSecondItem: Bool

    init(_ constraint: NSLayoutConstraint) {
      self.constraint = constraint
      firstItem = constraint.firstItem
      secondItem = constraint.secondItem
      hasSecondItem = constraint.secondItem != nil
    }

    /// The two items, as they were taken at `follow()`, while they exist.
    private var items: [AnyObject?] { [firstItem, secondItem] }

    /// The constant, whether one end is its view's safe-area layout guide, the owning
    /// view's bounds in its screen's coordinate space, the input's frame in it, and the
    /// constant the last layout pass placed the items by.
    ///
    /// It reads the layout as it is and never forces a pass (rule L8): `layoutIfNeeded`
    /// lays out from the topmost ancestor that needs it, the app's whole screen. A constant
    /// changed since the last pass has not moved its item yet; the laid-out constant,
    /// measured from the items' frames, tells the engine where the input is (rule C2).
    func constraintSnapshot(focusedInput: AnyObject?) -> ConstraintSnapshot {
      let view = containerView
      let screen = view?.window?.keyboardScreen
      var inputFrame: CGRect?
      var movesWithConstant = false
      if let view, let input = focusedInput as? UIView, input.isDescendant(of: view) {
        inputFrame = input.convert(input.bounds, to: view)
        movesWithConstant = movedItem(container: view).map { input.isDescendant(of: $0) } ?? false
      }
      var snapshot = ConstraintSnapshot(
        constant: constraint?.constant ?? 0, keepsSafeArea: keepsSafeArea,
        viewFrameInScreen: view.flatMap { view in
          screen.map { view.convert(view.bounds, to: $0.coordinateSpace) }
        },
        screenBounds: screen?.bounds, safeAreaBottom: view?.safeAreaInsets.bottom ?? 0,
        inputFrame: inputFrame, screen: screen.map(ObjectIdentifier.init),
        isItemFirst: isItemFirst(container: view))
      snapshot.inputMovesWithConstant = movesWithConstant
      snapshot.laidOutConstant = view.flatMap(laidOutConstant(in:))
      snapshot.isActive = constraint?.isActive ?? false
      snapshot.itemsAreGone =
        constraint == nil || firstItem == nil
        || (hasSecondItem && secondItem == nil)
      return snapshot
    }

    /// The view the constraint places: of its two items, the one that is not the owning
    /// view (a layout guide stands for its owning view); Auto Layout moves it, and every
    /// input inside it, with the constant.
    private func movedItem(container: UIView) -> UIView? {
      items.lazy.compactMap { item -> UIView? in
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
      }.first { $0 !== container }
    }

    /// The constant the items' frames satisfy, `first.bottom - second.bottom` measured in
    /// `container` (rule C2); `nil` for a multiplier other than 1, an item that is gone, or a
    /// margin of a layout guide.
    ///
    /// The frames are the model layer's: inside an animation, where the last layout put them.
    private func laidOutConstant(in container: UIView) -> CGFloat? {
      guard let constraint, constraint.multiplier == 1,
        let first = bottom(of: firstItem, constraint.firstAttribute, in: container),
        let second = bottom(of: secondItem, constraint.secondAttribute, in: container)
      else { return nil }
      return first - second
    }

    /// The laid-out bottom (or bottom margin) of a constraint's item in `container`.
    private func bottom(
      of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in container: UIView
    ) -> CGFloat? {
      let isMargin = attribute == .bottomMargin
      if let view = item as? UIView {
        let maxY = view.convert(view.bounds, to: container).maxY
        return isMargin ? maxY - view.layoutMargins.bottom : maxY
      }
      guard !isMargin, let guide = item as? UILayoutGuide, let owner = guide.owningView else {
        return nil
      }
      return owner.convert(guide.layoutFrame, to: container).maxY
    }

    /// One keyboard animation, laying out the owning view.
    func applyConstant(
      _ constant: CGFloat, timing: AnimationTiming?,
      alongside: (@MainActor @Sendable (CGFloat) -> Void)?
    ) {
      guard let constraint else { return }
      UIKitKeyboardAnimation.run(timing, layingOut: containerView) { [weak constraint] in
        constraint?.constant = constant
        alongside?(constant)
      }
    }

    /// Whether both attributes are bottoms (a bottom margin counts) and whether one item
    /// is a keyboard layout guide.
    var constraintShape: ConstraintShape {
      guard let constraint else { return .bottomToBottom }
      let bottoms: [NSLayoutConstraint.Attribute] = [.bottom, .bottomMargin]
      return ConstraintShape(
        firstIsBottom: bottoms.contains(constraint.firstAttribute),
        secondIsBottom: bottoms.contains(constraint.secondAttribute),
        isTiedToKeyboardLayoutGuide: items.contains { $0 is UIKeyboardLayoutGuide })
    }

    /// The app-wide observer, which learns at the library's first use what was editing
    /// (rule L2).
    var hostKeyboardObserver: KeyboardObserver? {
      KeyboardObserver.shared(reachedFrom: containerView)
    }

    /// The owning view's window: the engine measures its first responder (rule F1).
    var keyboardWindow: AnyObject? { containerView?.window }
    /// Runs `body` on the main queue's next turn, after UIKit's own handling of the
    /// current notification (rule K1).
    func afterUIKitActs(_ body: @escaping @MainActor () -> Void) {
      DispatchQueue.main.async { body() }
    }

    /// Watches the window scene the owning view is in (rule K7).
    func startSignals(to receiver: any KeyboardSignalReceiver) {
      SceneGeometryWatcher.shared.watch(containerView?.window?.windowScene)
    }

    /// Watches the scene the owning view is in now, once per scene.
    func refreshSignals() {
      SceneGeometryWatcher.shared.watch(containerView?.window?.windowScene)
    }

    /// Whether one end of the constraint is a guide that keeps the safe area: its view's
    /// safe-area layout guide, or its layout margins guide or bottom margin (which UIKit
    /// insets from the safe area by default, `insetsLayoutMarginsFromSafeArea`).
    private var keepsSafeArea: Bool {
      guard let constraint else { return false }
      if constraint.firstAttribute == .bottomMargin || constraint.secondAttribute == .bottomMargin {
        return true
      }
      return items.contains { item in
        guard let guide = item as? UILayoutGuide, let view = guide.owningView else { return false }
        return guide === view.safeAreaLayoutGuide || guide === view.layoutMarginsGuide
      }
    }

    /// Whether the constraint is written item first (`item.bottom = guide.bottom + c`,
    /// Apple's usual form): its first item is not the owning view or one of its guides.
    private func isItemFirst(container: UIView?) -> Bool {
      guard let container, let first = firstItem else { return false }
      if let view = first as? UIView { return view !== container }
      if let guide = first as? UILayoutGuide { return guide.owningView !== container }
      return false
    }

    /// The view that owns the constraint: of its two items (a layout guide standing for
    /// its owning view), the one that contains the other.
    private var containerView: UIView? {
      let views = items.compactMap { item -> UIView? in
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
      }
      guard let first = views.first else { return nil }
      guard views.count == 2 else { return first }
      return views[1].isDescendant(of: views[0]) ? views[0] : views[1]
    }
  }
#endif
