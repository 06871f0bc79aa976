package import Foundation
@_spi(KeyboardAvoidanceBinding) package import KeyboardAvoidance
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// A view controller: a root view, `additionalSafeAreaInsets`, and its place among other
/// controllers (rule L10).
///
/// Models `UIViewController`. Its ``additionalSafeAreaInsets`` add to its view's safe area,
/// and so to the safe area of every view inside it, as UIKit's do; a change lays nothing
/// out at once: the view lays out at the next layout pass, or at a `layoutIfNeeded()`
/// (rule L8). A container (a navigation or tab bar controller) shows its children as
/// content; a controller from a system bundle (an alert's) is ``isOwnedBySystem``.
@MainActor
package final class HeadlessViewController: KeyboardScreenAvoiding {
  /// What kind of controller it is, for finding a screen (rule L10).
  package enum Kind: Sendable {
    /// A controller that shows content: the app's screens.
    case content
    /// A navigation controller: its children are screens.
    case navigation
    /// A tab bar controller: its children are screens.
    case tabBar
  }

  /// The root view.
  package let view: HeadlessScreenView
  /// What kind of controller it is.
  package let kind: Kind
  /// Whether the controller comes from a system bundle (an alert, the keyboard's input
  /// window): its inputs are never served (rule L10).
  package var isOwnedBySystem = false
  /// The controller that contains this one, or `nil`.
  package private(set) weak var parent: HeadlessViewController?
  /// The controllers this one contains.
  package private(set) var children: [HeadlessViewController] = []
  /// Insets added to the safe area of the view, and so of every view inside it.
  package var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet {
      if additionalSafeAreaInsets != oldValue { view.notifyGeometryChange() }
    }
  }
  /// What the engine did: writes of the additional insets and of the lift, animations.
  package var recorder = HostRecorder()
  /// The translation the engine composed onto the view's transform (up is positive).
  package private(set) var engineLift: CGFloat = 0
  /// The hidden view whose layout pass follows the app's layout of the view (rule L10).
  private let layoutSentinel = HeadlessSentinel()
  /// Who hears the view's layout passes while an engine serves the screen.
  weak var signalReceiver: (any KeyboardSignalReceiver)?
  /// Storage for this screen's engine, which reaches the controller itself.
  package lazy var keyboardEngineSlot = KeyboardEngineSlot { [weak self] in
    ScreenEngine(host: self)
  }

  /// Creates a controller whose view has `frame` and lays out its content pinned to the
  /// safe area's bottom or not; `isVisualEffectView` makes the view a `UIVisualEffectView`,
  /// which takes subviews only in its content view (rule L8).
  package init(
    kind: Kind = .content, frame: CGRect, followsSafeArea: Bool = true,
    isVisualEffectView: Bool = false
  ) {
    self.kind = kind
    view = HeadlessScreenView(
      frame: frame, followsSafeArea: followsSafeArea, refusesDirectSubviews: isVisualEffectView)
    view.viewController = self
  }

  /// Whether the controller shows other controllers as content.
  package var isContainer: Bool { kind != .content }

  /// Adds `child` and its view inside this controller's view, as `addChild(_:)` followed by
  /// `view.addSubview(child.view)` and `didMove(toParent:)`.
  ///
  /// The child's view keeps its frame in this view (pinned to its edges, not to its safe
  /// area): a child that follows the safe area moves inside it by its own layout.
  package func addChild(_ child: HeadlessViewController) {
    child.parent?.children.removeAll { $0 === child }
    children.append(child)
    child.parent = self
    view.addSubview(child.view)
    child.view.settleDesign()
  }

  /// Makes this controller its window's root (or a presented one): its view joins the
  /// window.
  package func show(in window: HeadlessWindow) {
    window.addSubview(view)
    view.settleDesign()
  }
}

extension HeadlessViewController: KeyboardScreenHost {
  /// The additional insets, the view's safe area and untransformed place on screen, the
  /// input's frame in the view as the last layout left it, and the caret line of a text view
  /// that scrolls its own text (rule L7).
  package func screenSnapshot(focusedInput: AnyObject?) -> ScreenSnapshot {
    var frameInScreen: CGRect?
    if let window = view.window, window.screen != nil {
      frameInScreen = window.convertToScreen(view.untransformedFrameInWindow)
    }
    let input = (focusedInput as? HeadlessView).flatMap { input in
      input.convert(input.bounds, toAncestor: view)
    }
    return ScreenSnapshot(
      additionalSafeAreaInsets: additionalSafeAreaInsets,
      safeAreaBottom: view.safeAreaInsets.bottom, viewFrameInScreen: frameInScreen,
      screenBounds: view.window?.screen?.bounds,
      screen: view.window?.screen.map(ObjectIdentifier.init), inputFrame: input,
      viewHeight: view.bounds.height, lift: engineLift,
      inputCaretLineHeight: (focusedInput as? HeadlessTextView).flatMap { textView in
        textView.isScrollEnabled ? textView.caretRect.height : nil
      })
  }

  /// Runs `body` inside the keyboard's animation (its layout counts as the write's own,
  /// rule L8), recording the animation; without one, runs it as is.
  package func animate(
    timing: AnimationTiming?, _ body: @escaping @MainActor @Sendable () -> Void
  ) {
    guard let timing, timing.isAnimated, let screen = view.window?.screen else {
      body()
      return
    }
    recorder.animations.append(timing)
    screen.inKeyboardAnimation(body)
  }

  /// Writes the insets and lays the view out, as `view.layoutIfNeeded()` after the write.
  package func writeAdditionalSafeAreaInsets(_ insets: EdgeInsets) {
    recorder.writes += 1
    recorder.layoutPasses += 1
    additionalSafeAreaInsets = insets
    view.layoutIfNeeded()
  }

  /// Moves the view by the difference to the lift already composed onto its transform.
  package func writeLift(_ lift: CGFloat) {
    recorder.writes += 1
    view.translationY -= lift - engineLift
    engineLift = lift
  }

  /// The observer of the view's screen, which learns at the library's first use what was
  /// editing (rule L2).
  package var hostKeyboardObserver: KeyboardObserver? {
    view.window.flatMap { $0.screen?.keyboardObserver(reachedFrom: $0) }
  }

  /// Layout passes of the view reach `receiver` (rule K7); the hidden sentinel joins the
  /// view, as the UIKit binding installs its own here.
  package func startSignals(to receiver: any KeyboardSignalReceiver) {
    signalReceiver = receiver
    bringSentinelToFront()
  }

  /// No one hears layout passes any more; the sentinel leaves the view.
  package func stopSignals() {
    signalReceiver = nil
    layoutSentinel.removeFromSuperview()
  }

  /// Puts the sentinel in front of the other subviews of the view that takes subviews (the
  /// view, or a visual effect view's content view, rule L8) unless it is there, and back
  /// there when the app took it out: a change of a view's subviews marks it for layout, as a
  /// change of a layer's `sublayers` does (CALayer.h, `setNeedsLayout`).
  private func bringSentinelToFront() {
    let container = view.subviewContainer
    guard container.subviews.last !== layoutSentinel else { return }
    container.addSubview(layoutSentinel)
    container.setNeedsLayout()
  }

  /// Runs `body` in the layout pass of a sentinel in front of the view's other subviews, so
  /// that it follows the app's layout in that pass, as the UIKit binding does (rule L10).
  ///
  /// The sentinel asks for its own pass and nothing else: when nothing of the app's needs
  /// layout, that pass lays out the sentinel alone; when the view does (a constraint's new
  /// constant), the pass lays the view out first, as UIKit goes from a view to its
  /// subviews, even inside a `layoutIfNeeded()` of the app's or a constraint engine's.
  package func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
    bringSentinelToFront()
    layoutSentinel.runInNextLayoutPass(body)
  }

  /// Runs `body` at the screen's next main-queue turn, or at once outside a window, as the
  /// UIKit binding does (rule K7).
  package func afterUIKitActs(_ body: @escaping @MainActor () -> Void) {
    view.enqueueOnScreenMainQueue(body)
  }
}

/// A view controller's root view that does not scroll: its ``content`` (a form) is pinned
/// to the bottom of the safe area, or placed once and left alone (rule L10).
///
/// Like Auto Layout, a safe-area change moves nothing at once: the content moves at the
/// view's next layout pass (rule L8). Each layout pass tells the screen's engine, as the
/// UIKit binding hears the view's layout (rule K7).
@MainActor
package final class HeadlessScreenView: HeadlessView {
  /// The view's content, as big as the view; inputs go inside it, in the view's coordinates
  /// at the safe area it had when shown.
  package let content: HeadlessView
  /// Whether the content's bottom is pinned to the safe area's bottom; otherwise it keeps its
  /// place whatever the safe area.
  package let followsSafeArea: Bool
  /// The bottom safe-area inset the content was designed for.
  private var designSafeAreaBottom: CGFloat = 0

  /// Whether the view takes subviews only in ``content``, as a `UIVisualEffectView` takes
  /// them only in its `contentView` (UIVisualEffectView.h: "Do not add subviews directly";
  /// UIKit raises an exception).
  package let refusesDirectSubviews: Bool
  /// The views refused as direct subviews: on iOS, each an exception that ends the app.
  package private(set) var refusedSubviews: [HeadlessView] = []

  /// Creates a view with content as big as itself.
  init(frame: CGRect, followsSafeArea: Bool, refusesDirectSubviews: Bool) {
    content = HeadlessView(frame: CGRect(origin: .zero, size: frame.size))
    self.followsSafeArea = followsSafeArea
    self.refusesDirectSubviews = refusesDirectSubviews
    super.init(frame: frame)
    super.addSubview(content)
  }

  /// The view that takes subviews: ``content`` where the view refuses them, else itself.
  package var subviewContainer: HeadlessView { refusesDirectSubviews ? content : self }

  /// Adds a subview, or, where the view refuses direct subviews, records it and adds
  /// nothing, as a `UIVisualEffectView` refuses them (with an exception, on iOS).
  package override func addSubview(_ view: HeadlessView) {
    guard !refusesDirectSubviews || view === content else {
      refusedSubviews.append(view)
      return
    }
    super.addSubview(view)
  }

  /// Takes the safe area as it is now as the one the content was placed for.
  func settleDesign() {
    designSafeAreaBottom = safeAreaInsets.bottom
  }

  /// The safe area, the size or the window changed: the content moves at the next layout
  /// pass.
  ///
  /// Only what the UIKit binding's sentinel pinned inside the view hears: its size and safe
  /// area, its window's frame and screen's size; a container that only moves the view on
  /// screen (a sheet, a popover) is not heard (``PinnedGeometry``, rule K7).
  package override func geometryDidChange() {
    let now = PinnedGeometry(of: self, besideView: false)
    guard now != heardGeometry else { return }
    heardGeometry = now
    if window != nil { setNeedsLayout() }
  }

  /// The geometry the last change was heard for.
  private var heardGeometry: PinnedGeometry?

  /// Joined a window: lays out at the next pass; left it: tells the screen's engine at
  /// once, as the UIKit binding's sentinel hears `didMoveToWindow` (rule I3).
  package override func didMoveToWindow() {
    // The UIKit binding's sentinel reports joining a window as a change.
    toldGeometry = nil
    if window != nil {
      setNeedsLayout()
    } else {
      viewController?.signalReceiver?.receive(.geometryChanged)
    }
  }

  /// Places the content (pinned to the safe area's bottom when it follows it), then tells the
  /// screen's engine when the geometry the UIKit binding's sentinel hears changed since it
  /// last did: a pass of the app's own layout alone tells it nothing.
  package override func layoutSubviews() {
    let top = followsSafeArea ? designSafeAreaBottom - safeAreaInsets.bottom : 0
    content.frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height)
    let now = PinnedGeometry(of: self, besideView: false)
    guard now != toldGeometry else { return }
    toldGeometry = now
    viewController?.signalReceiver?.receive(.geometryChanged)
  }

  /// The geometry the screen's engine was last told of.
  private var toldGeometry: PinnedGeometry?
}
