#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// The engine's way to a `UIScrollView`: one read, one write per event.
  ///
  /// It holds the scroll view weakly; a scroll view that is gone reads as outside any
  /// window and takes no writes. Tables and collection views get the subclasses that also
  /// know their rows.
  @MainActor
  class UIKitScrollHost: KeyboardScrollHost {
    private(set) weak var scrollView: UIScrollView?
    /// The sentinels and pan target that hear what no notification announces.
    private var watcher: HostWatcher?
    /// The tap recognizer that ends editing, while the app asks for it (rule T2).
    private var tapWatcher: TapWatcher?
    /// The engine told of what the watchers hear, between start and stop.
    private weak var receiver: (any KeyboardSignalReceiver)?

    /// Whether the view scrolls with `setContentOffset(_:animated:)`, on its own clock (rule
    /// A1): tables and collection views, whose cells would vanish in a `UIView.animate` of
    /// the offset.
    let animatesOffsetOnItsOwnClock: Bool

    init(_ scrollView: UIScrollView) {
      self.scrollView = scrollView
      animatesOffsetOnItsOwnClock = scrollView is UITableView || scrollView is UICollectionView
    }

    /// The adapter for `scrollView`'s kind.
    static func make(for scrollView: UIScrollView) -> UIKitScrollHost {
      if let table = scrollView as? UITableView { return UIKitTableHost(table) }
      if let collection = scrollView as? UICollectionView { return UIKitCollectionHost(collection) }
      return UIKitScrollHost(scrollView)
    }

    /// The frame on screen of the outermost scroll view around this one, or this one's
    /// (rule K7).
    var placeOnScreen: CGRect? {
      guard let scrollView else { return nil }
      let screen = scrollView.window?.keyboardScreen
      return place(ownFrame: Self.frame(of: scrollView, on: screen), on: screen)
    }

    /// `view`'s bounds converted into `screen`'s coordinate space (rule K5); `nil` without
    /// a screen (outside a window).
    private static func frame(of view: UIView, on screen: UIScreen?) -> CGRect? {
      screen.map { view.convert(view.bounds, to: $0.coordinateSpace) }
    }

    /// ``placeOnScreen``, given the scroll view's own frame on `screen`, its window's.
    private func place(ownFrame: CGRect?, on screen: UIScreen?) -> CGRect? {
      guard let scrollView,
        let outermost = KeyboardViewWalk.outermostScrollView(around: scrollView as UIView)
      else { return ownFrame }
      return Self.frame(of: outermost, on: screen)
    }

    /// The scroll view as it is, in one value.
    ///
    /// Insets, offset and sizes; the bounds converted into the coordinate space of the
    /// window's keyboard screen (``UIWindow/keyboardScreen``); whether the scroll view shows
    /// upside down there (rule I4); and the input's geometry when it is inside.
    ///
    /// It reads the layout as it is and never forces a pass (rule L8): `layoutIfNeeded`
    /// lays out from the topmost ancestor that needs it, so a read in `viewDidLoad` would
    /// run the view controller's `viewDidLayoutSubviews`, and one during a notification the
    /// app's pending layout without animation. A text view's caret, which UIKit announces
    /// before Auto Layout grows the view, is read once both the next layout pass and a
    /// main-queue turn have run instead (`afterLayoutAndMainQueue(_:)`, rule F5).
    func keyboardSnapshot(focusedInput: AnyObject?) -> HostSnapshot {
      guard let scrollView else {
        return HostSnapshot(
          contentInset: .zero, indicatorInsets: .zero, adjustedContentInset: .zero,
          contentOffset: .zero, contentSize: .zero, boundsSize: .zero)
      }
      let screen = scrollView.window?.keyboardScreen
      var snapshot = HostSnapshot(
        contentInset: EdgeInsets(scrollView.contentInset),
        indicatorInsets: EdgeInsets(scrollView.verticalScrollIndicatorInsets),
        adjustedContentInset: EdgeInsets(scrollView.adjustedContentInset),
        contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
        boundsSize: scrollView.bounds.size,
        frameInScreen: Self.frame(of: scrollView, on: screen),
        screenBounds: screen?.bounds,
        focus: focusedInput.flatMap { UIKitFocusGeometry.geometry(of: $0, in: scrollView) })
      // UIKit's table view controller insets its own table (rule I5).
      snapshot.placeOnScreen = place(ownFrame: snapshot.frameInScreen, on: screen)
      snapshot.isInsetByUIKit = scrollView.next is UITableViewController
      snapshot.isUserScrolling = scrollView.isDragging || scrollView.isDecelerating
      snapshot.keyboardDismissMode =
        KeyboardDismissMode(rawValue: scrollView.keyboardDismissMode.rawValue) ?? .none
      snapshot.screen = screen.map(ObjectIdentifier.init)
      snapshot.isFlippedVertically = Self.isFlippedOnScreen(scrollView, screen: screen)
      return snapshot
    }

    /// Whether `view` shows its content upside down on the screen (rule I4).
    ///
    /// A point one unit down in the view converts to a point above its origin: its own
    /// transform (a chat table's `scaleY(-1)`) or an ancestor's turns it over. Read by
    /// conversion, since the view's own `transform` misses an ancestor's flip; into the
    /// keyboard screen's space, or its window's without a screen.
    static func isFlippedOnScreen(_ view: UIView, screen: UIScreen?) -> Bool {
      let origin = view.bounds.origin
      let below = CGPoint(x: origin.x, y: origin.y + 1)
      guard let space = screen?.coordinateSpace else {
        return view.convert(below, to: nil).y < view.convert(origin, to: nil).y
      }
      return view.convert(below, to: space).y < view.convert(origin, to: space).y
    }

    /// One `UIView.animate` with the keyboard's duration and `curve << 16`, one
    /// `layoutIfNeeded` (rule A1); without animation, no layout is forced (rule L8): the
    /// run loop's pass lays out.
    ///
    /// Tables and collection views scroll with `setContentOffset(_:animated:)` instead:
    /// their cells are laid out for the final offset at the start of a `UIView.animate`
    /// block, so the cells on screen would vanish while the offset animates. UIKit runs that
    /// scroll on its own clock and `contentOffset` reads it in flight; the engine counts an
    /// offset on the way as the end it asked for (rule A1). Inside
    /// `UIView.performWithoutAnimation(_:)` (the keyboard simulator's default) the scroll is
    /// not animated either, as the caller asked.
    func applyKeyboardChanges(_ changes: HostChanges, timing: AnimationTiming?) {
      guard let scrollView else { return }
      let scrollsItself = animatesOffsetOnItsOwnClock
      UIKitKeyboardAnimation.run(timing, layingOut: scrollView) { [weak scrollView] in
        guard let scrollView else { return }
        if let inset = changes.contentInset { scrollView.contentInset = UIEdgeInsets(inset) }
        if let insets = changes.indicatorInsets {
          scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(insets)
        }
        if !scrollsItself, let offset = changes.contentOffset { scrollView.contentOffset = offset }
      }
      if scrollsItself, let offset = changes.contentOffset {
        let animated = (timing?.isAnimated ?? false) && UIView.areAnimationsEnabled
        scrollView.setContentOffset(offset, animated: animated)
      }
    }

    /// Runs `body` on the main queue's next turn, after UIKit's own handling of the current
    /// notification (rules K1, F7).
    ///
    /// Asked from the sentinel's layout pass (`afterLayoutAndMainQueue(_:)`), it runs once
    /// that whole pass is over: the main queue turns only between the run loop's passes
    /// (rules F5, I5, O1 c and g).
    func afterUIKitActs(_ body: @escaping @MainActor () -> Void) {
      DispatchQueue.main.async { body() }
    }

    /// Runs `body` in the scroll view's next layout pass, from the layout of the watcher's
    /// sentinel inside it, which lays out after the scroll view's content in tree order
    /// (rules L8, O1 g); on the main queue's next turn when nothing watches the scroll view.
    func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
      guard let watcher else {
        DispatchQueue.main.async { body() }
        return
      }
      watcher.afterNextLayout(body)
    }

    /// Reads the window's keyboard layout guide in its next layout pass (rule L2).
    func readKeyboardLayoutGuide(_ report: @escaping KeyboardGuideReport) {
      guard let window = scrollView?.window else { return _ = report(.noKeyboard) }
      KeyboardGuideProbe.read(in: window, report: report)
    }

    /// The app-wide observer of `NotificationCenter.default`, which learns at the library's
    /// first use what was editing (rule L2).
    var hostKeyboardObserver: KeyboardObserver? { KeyboardObserver.shared(reachedFrom: scrollView) }

    /// The scroll view's window: the engine acts on its first responder (rule F1).
    var keyboardWindow: AnyObject? { scrollView?.window }

    /// The next input inside the scroll view by frame, in reading order; in a table or a
    /// list-style collection view (a ``UIKitRowListHost``), by rows (rule F6).
    func nextInput(after input: AnyObject, toward direction: NavigationDirection) -> InputWalk {
      if let rows = self as? any UIKitRowListHost {
        return rows.inputInRowOrder(after: input, toward: direction)
      }
      guard let scrollView else { return .end }
      return FormInput.next(
        after: input, toward: direction,
        in: KeyboardInputWalk.formInputs(under: scrollView as UIView),
        direction: layoutDirection
      ).map { .found($0) } ?? .end
    }

    /// Whether an input comes after (before) `input` by frame (rule T1); in a table or a
    /// list-style collection view, in row order, without scrolling.
    func hasNextInput(after input: AnyObject, toward direction: NavigationDirection) -> Bool {
      if let rows = self as? any UIKitRowListHost {
        return rows.hasInputInRowOrder(after: input, toward: direction)
      }
      guard case .found = nextInput(after: input, toward: direction) else { return false }
      return true
    }

    /// The scroll view's class, such as `UITableView`, for the debug log.
    var logName: String { scrollView.map { String(describing: type(of: $0)) } ?? "gone" }

    /// Starts hearing the scroll view's window, geometry and drags through a
    /// ``HostWatcher`` (rules K7, L3, D1).
    func startSignals(to receiver: any KeyboardSignalReceiver) {
      self.receiver = receiver
      guard let scrollView, watcher == nil else { return }
      watcher = HostWatcher(scrollView: scrollView, receiver: receiver)
    }

    /// Takes the sentinels out and stops hearing drags and taps.
    func stopSignals() {
      watcher?.uninstall()
      watcher = nil
      hearTaps(false)
      receiver = nil
    }

    /// Adds or removes the tap recognizer that ends editing (rule T2).
    func hearTaps(_ isOn: Bool) {
      guard isOn, let scrollView, let receiver else {
        tapWatcher?.uninstall()
        tapWatcher = nil
        return
      }
      guard tapWatcher == nil else { return }
      tapWatcher = TapWatcher(scrollView: scrollView, receiver: receiver)
    }

    /// Follows a dismiss mode the app changed since.
    func refreshSignals() {
      watcher?.update()
    }
  }
#endif
