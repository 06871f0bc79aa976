package import Foundation
@_spi(KeyboardAvoidanceBinding) package import KeyboardAvoidance
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// A scroll view: content size, insets, offset, and UIKit's adjusted inset rules.
///
/// Models `UIScrollView`. `contentOffset` is the bounds origin; `adjustedContentInset`
/// follows ``ContentInsetAdjustment``. It offers `keyboard` like a `UIScrollView` does in
/// the UIKit binding, so tests call exactly what apps call.
@MainActor
package class HeadlessScrollView: HeadlessView, KeyboardScrollAvoiding, KeyboardHostLookup {
  /// The size of the scrollable content.
  package var contentSize: CGSize
  /// The app's (and the engine's) inset of the content.
  package var contentInset: EdgeInsets = .zero
  /// The vertical scroll indicator's insets.
  package var verticalScrollIndicatorInsets: EdgeInsets = .zero
  /// How the safe area enters `adjustedContentInset`.
  ///
  /// Default `automatic`, as in UIKit.
  package var contentInsetAdjustmentBehavior: ContentInsetAdjustment = .automatic {
    didSet { notifyGeometryChange() }
  }
  /// Whether the view bounces vertically even when the content is short.
  package var alwaysBounceVertical = false
  /// Whether the user can scroll the view (`isScrollEnabled`; a text view that grows with
  /// its text sets it to `false`).
  package var isScrollEnabled = true
  /// Whether the system owns the view, as UIKit owns a private scroll view subclass or the
  /// scroll view of one of its own controllers (an alert's, search results', a picker's):
  /// the app-wide mode never enables it (rule L7).
  package var isOwnedBySystem = false
  /// Whether this is the content view of a view controller in a navigation or tab-bar
  /// controller (the case where `automatic` always adjusts vertically).
  package var isInNavigationController = false
  /// Whether the headless binding hears this view's window and geometry changes, through
  /// the sentinels its watcher adds on enable, as the UIKit binding does.
  ///
  /// `true` by default. `false` models a binding that hears nothing but keyboard
  /// notifications: the engine then learns of a change only at the next keyboard event.
  package var reportsGeometryChanges = true
  /// The sentinels of the engine's binding, while it is enabled.
  var hostWatcher: HeadlessHostWatcher?
  /// Whether the binding tells the engine of taps outside inputs (rule T2).
  var hearsTaps = false
  /// The engine the binding tells of drags and geometry, while it is enabled.
  weak var signalReceiver: (any KeyboardSignalReceiver)?
  /// Whether the user's finger is on the view (`UIScrollView.isTracking`), dragging or not:
  /// UIKit sets it as soon as a finger touches the content, so a tap is tracking too.
  package var isTracking = false
  /// Whether the finger has moved far enough to drag the content (`isDragging`); the
  /// engine starts no scroll meanwhile (rule F4).
  package var isDragging = false
  /// Whether the view still moves after the finger lifted (`isDecelerating`).
  package var isDecelerating = false
  /// How a drag dismisses the keyboard (`keyboardDismissMode`; UIKit's default `none`).
  package var keyboardDismissMode = KeyboardDismissMode.none

  /// The user puts a finger on the view and begins dragging it (its pan gesture begins).
  package func beginUserDrag() {
    // A drag stops an animated scroll where it is, as UIKit's does.
    scrollAnimation = nil
    // A finger on decelerating content stops it, as in UIKit.
    isDecelerating = false
    isTracking = true
    isDragging = true
    signalReceiver?.receive(.dragBegan)
  }

  /// The user lifts the finger; the view decelerates when `decelerating`.
  package func endUserDrag(decelerating: Bool = false) {
    isTracking = false
    isDragging = false
    isDecelerating = decelerating
    signalReceiver?.receive(.dragEnded)
  }
  /// What the engine did to this view; reset it between the steps you want to measure.
  package var recorder = HostRecorder()
  /// UIKit's own last scroll of a newly focused input (rule O1 j), kept until someone
  /// clears it, so that a judge of the engines finds where UIKit took the offset from and
  /// to, before the engines' reveal or after it.
  package var uikitFocusScroll: UIKitFocusScrollRecord?

  /// The engine slot attached to this view, if anything attached one.
  private var attachedEngineSlot: KeyboardEngineSlot?

  /// Storage for this view's engine, which reaches the view itself: attached on first
  /// read, as the UIKit binding attaches its associated object.
  package var keyboardEngineSlot: KeyboardEngineSlot {
    get {
      if let attachedEngineSlot { return attachedEngineSlot }
      let slot = KeyboardEngineSlot { [weak self] in KeyboardScrollEngine(host: self) }
      attachedEngineSlot = slot
      return slot
    }
    set { attachedEngineSlot = newValue }
  }

  /// Whether an engine slot was attached to this view: the walks up an input's superviews
  /// attach none to the scroll views they pass (rule L7).
  package var hasKeyboardEngineSlot: Bool { attachedEngineSlot != nil }

  /// This view's engine when one was made; reading it attaches nothing.
  package var existingKeyboardEngine: KeyboardScrollEngine? {
    attachedEngineSlot?.engine(KeyboardScrollEngine.self)
  }

  /// A way to this view for a measurement that attaches nothing: the view itself.
  package var detachedKeyboardHost: any KeyboardScrollHost { self }

  /// Whether an animated offset write runs on the view's own clock, `contentOffset` reading
  /// values on its way (rule A1): `false` for a plain scroll view, whose offset written in an
  /// animation reads as its end at once; a list of rows says `true`, as UIKit's tables and
  /// collection views scroll with `setContentOffset(_:animated:)`.
  package var animatesOffsetOnItsOwnClock: Bool { false }

  /// Creates a scroll view.
  package init(frame: CGRect, contentSize: CGSize = .zero) {
    self.contentSize = contentSize
    super.init(frame: frame)
  }

  /// The point of the content shown at the view's top-left corner (the bounds origin);
  /// during an animated scroll, the point in flight.
  ///
  /// Setting it stops an animated scroll in flight, as UIKit's unanimated
  /// `setContentOffset(_:animated: false)` does.
  package var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      noteFocusScrollCut()
      scrollAnimation = nil
      boundsOrigin = newValue
      recordMove(to: newValue.y, isAnimated: window?.screen?.isInKeyboardAnimation ?? false)
      reportScroll()
    }
  }

  /// Whether the engine's own changes are being written (``applyKeyboardChanges(_:timing:)``).
  var isWritingEngineChanges = false

  /// Tells the engine of an offset write it did not make, the app's or UIKit's own.
  ///
  /// Rules A1 and O1 j. The UIKit binding does not send this signal yet: observing
  /// `contentOffset` there also hears every frame of the engine's own animated scroll.
  private func reportScroll() {
    guard !isWritingEngineChanges else { return }
    signalReceiver?.receive(.hostScrolled)
  }

  /// The visible moves of the offset since the last reset (rule O2).
  package var offsetMoves = OffsetMoves()

  /// Records a write of the offset shown on screen (rule O2).
  private func recordMove(to value: CGFloat, isAnimated: Bool) {
    offsetMoves.record(value, isAnimated: isAnimated, turn: window?.screen?.renderedTurns ?? 0)
  }

  /// The animated scroll in flight: the offset it began at and the one it ends at.
  package private(set) var scrollAnimation: (from: CGPoint, to: CGPoint)?

  /// Scrolls to `offset`, animated as UIKit's `setContentOffset(_:animated:)` on its own
  /// clock, or at once.
  ///
  /// The unkind case of UIKit (rule A1): during the step that began it, an animated scroll
  /// reads halfway between where it began and where it ends, a point on the way that is
  /// neither end (UIKit reads the start in the same turn and later points as its display
  /// link ticks). It reaches its end when the step ends
  /// (``HeadlessScreen/runStep(_:)``) or at ``finishScrollAnimation()``; outside a step,
  /// or outside a window, the call is a step of its own and ends at once.
  ///
  /// `readsStartThisStep` keeps the start for the rest of the step, as UIKit's own scroll of
  /// a newly focused input reads inside the `becomeFirstResponder` that begins it (rule O1
  /// j, order 1): the engines hear the begin-editing in that turn, before any tick.
  package func setContentOffset(
    _ offset: CGPoint, animated: Bool, readsStartThisStep: Bool = false
  ) {
    guard animated, let screen = window?.screen, screen.isInStep, offset != boundsOrigin else {
      contentOffset = offset
      return
    }
    // From the offset shown now: a scroll in flight is cut where it is (rule O2).
    offsetMoves.record(
      offset.y, isAnimated: true, turn: screen.renderedTurns,
      cutAt: scrollAnimation == nil ? nil : boundsOrigin.y)
    noteFocusScrollCut()
    scrollAnimation = (from: boundsOrigin, to: offset)
    if !readsStartThisStep {
      boundsOrigin = CGPoint(
        x: (boundsOrigin.x + offset.x) / 2, y: (boundsOrigin.y + offset.y) / 2)
    }
    screen.scrollAnimationBegan(in: self)
    reportScroll()
  }

  /// Marks UIKit's own focus scroll cut when a write stops it on its way (rule O1 j).
  private func noteFocusScrollCut() {
    guard let animation = scrollAnimation, animation.to == uikitFocusScroll?.to else { return }
    uikitFocusScroll?.wasCut = true
  }

  /// Brings an animated scroll in flight to its end (UIKit's
  /// `scrollViewDidEndScrollingAnimation`).
  package func finishScrollAnimation() {
    guard let animation = scrollAnimation else { return }
    scrollAnimation = nil
    boundsOrigin = animation.to
  }

  /// `contentInset` plus the safe area that the adjustment behaviour includes.
  package var adjustedContentInset: EdgeInsets {
    contentInsetAdjustmentBehavior.adjustedInset(
      contentInset: contentInset,
      safeArea: safeAreaInsets,
      contentSize: contentSize,
      boundsSize: bounds.size,
      alwaysBounceVertical: alwaysBounceVertical,
      isInNavigationController: isInNavigationController
    )
  }

  /// UIKit's resting offset: `(-adjusted.left, -adjusted.top)`.
  package var restingContentOffset: CGPoint {
    let adjusted = adjustedContentInset
    return CGPoint(x: -adjusted.left, y: -adjusted.top)
  }

  /// The next input inside the view by frame, in reading order; tables and list-style
  /// collection views override it to move by rows.
  package func nextInput(after input: AnyObject, toward direction: NavigationDirection) -> InputWalk
  {
    FormInput.next(
      after: input, toward: direction,
      in: KeyboardInputWalk.formInputs(under: self as HeadlessView), direction: layoutDirection
    )
    .map { .found($0) } ?? .end
  }

  /// Whether an input comes after (before) `input` by frame (rule T1).
  package func hasNextInput(after input: AnyObject, toward direction: NavigationDirection) -> Bool {
    FormInput.next(
      after: input, toward: direction,
      in: KeyboardInputWalk.formInputs(under: self as HeadlessView), direction: layoutDirection)
      != nil
  }
}
