import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

extension HeadlessScrollView: KeyboardScrollHost {
  /// The view's insets, offset and sizes, its bounds-sized frame converted through the
  /// window into screen space, whether it shows upside down there (rule I4), and the input's
  /// geometry when it is inside this view.
  ///
  /// It reads the layout as it is and never forces a pass (rule L8): a text view that grows
  /// posts its change before it grows, and the engine reads its caret in the next layout
  /// pass (``afterNextLayout(_:)``, rule F5).
  package func keyboardSnapshot(focusedInput: AnyObject?) -> HostSnapshot {
    var snapshot = HostSnapshot(
      contentInset: contentInset, indicatorInsets: verticalScrollIndicatorInsets,
      adjustedContentInset: adjustedContentInset, contentOffset: contentOffset,
      contentSize: contentSize, boundsSize: bounds.size, frameInScreen: frameInScreen,
      screenBounds: window?.screen?.bounds, focus: focusedInput.flatMap { focusGeometry(of: $0) })
    snapshot.isInsetByUIKit = (self as? HeadlessTableView)?.tableViewController != nil
    snapshot.isUserScrolling = isDragging || isDecelerating
    snapshot.keyboardDismissMode = keyboardDismissMode
    snapshot.screen = window?.screen.map(ObjectIdentifier.init)
    snapshot.isFlippedVertically = isFlippedOnScreen
    snapshot.placeOnScreen = place(ownFrame: snapshot.frameInScreen)
    return snapshot
  }

  /// The frame on screen of the outermost scroll view around this one, or this one's, as
  /// the UIKit binding reads it (rule K7).
  package var placeOnScreen: CGRect? { place(ownFrame: frameInScreen) }

  /// ``placeOnScreen``, given this view's own frame on screen.
  private func place(ownFrame: CGRect?) -> CGRect? {
    guard let outermost = KeyboardViewWalk.outermostScrollView(around: self as HeadlessView)
    else { return ownFrame }
    return (outermost as? HeadlessScrollView)?.frameInScreen
  }

  /// Applies the changes, counting each property written, the animation (when animated)
  /// and one layout pass, as the UIKit binding runs them in one `UIView.animate` with one
  /// `layoutIfNeeded`; without animation nothing is laid out now (rule L8).
  ///
  /// As the binding, a table or collection view scrolls with
  /// ``setContentOffset(_:animated:)``, whose animated scroll is in flight until the step
  /// ends (rule A1); everything else is final at once.
  package func applyKeyboardChanges(_ changes: HostChanges, timing: AnimationTiming?) {
    guard let timing, timing.isAnimated else { return write(changes, animated: false) }
    recorder.animations.append(timing)
    guard let screen = window?.screen else { return write(changes, animated: true) }
    screen.inKeyboardAnimation {
      write(changes, animated: true)
      layoutIfNeeded()
    }
  }

  /// Writes the changes, counting each property written and one layout pass; a table's or
  /// collection view's offset scrolls animated when `animated` (rule A1).
  private func write(_ changes: HostChanges, animated: Bool) {
    if let inset = changes.contentInset {
      recorder.writes += 1
      recorder.contentInsets.append(inset)
      contentInset = inset
    }
    if let insets = changes.indicatorInsets {
      recorder.writes += 1
      verticalScrollIndicatorInsets = insets
    }
    if let offset = changes.contentOffset {
      recorder.writes += 1
      isWritingEngineChanges = true
      defer { isWritingEngineChanges = false }
      if animatesOffsetOnItsOwnClock {
        setContentOffset(offset, animated: animated)
      } else {
        contentOffset = offset
      }
    }
    recorder.layoutPasses += 1
  }

  /// Tells `receiver` of the user's drags and, through the binding's sentinels, of window
  /// and geometry changes (rules K7, L3, D1), as the UIKit binding does.
  package func startSignals(to receiver: any KeyboardSignalReceiver) {
    signalReceiver = receiver
    guard reportsGeometryChanges, hostWatcher == nil else { return }
    hostWatcher = HeadlessHostWatcher(scrollView: self, receiver: receiver)
  }

  /// Takes the sentinels out and stops telling the engine anything.
  package func stopSignals() {
    hostWatcher?.uninstall()
    hostWatcher = nil
    signalReceiver = nil
  }

  /// Starts or stops telling the engine of taps outside inputs (rule T2).
  package func hearTaps(_ isOn: Bool) {
    hearsTaps = isOn
  }

  /// Follows a dismiss mode changed since.
  package func refreshSignals() {
    hostWatcher?.update()
  }

  /// Runs `body` at the screen's next main-queue turn (``HeadlessScreen/runMainQueue()``),
  /// or at once outside a window.
  package func afterUIKitActs(_ body: @escaping @MainActor () -> Void) {
    enqueueOnScreenMainQueue(body)
  }

  /// Runs `body` from the layout pass of the binding's sentinel inside the host, which the
  /// run loop's next pass runs after the host's content in tree order (rules L8, O1 g); at
  /// the screen's next main-queue turn without a sentinel; at once outside a window.
  package func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
    guard let screen = window?.screen else { return body() }
    guard let hostWatcher else { return screen.enqueueOnMainQueue(body) }
    hostWatcher.afterNextLayout(body)
  }

  /// Reads the window's keyboard layout guide in its next layout pass (rule L2).
  package func readKeyboardLayoutGuide(_ report: @escaping KeyboardGuideReport) {
    guard let window else { return _ = report(.noKeyboard) }
    window.readKeyboardLayoutGuide(report)
  }

  /// The observer of the window's screen, which learns at the library's first use what was
  /// editing (rule L2).
  package var hostKeyboardObserver: KeyboardObserver? {
    window.flatMap { $0.screen?.keyboardObserver(reachedFrom: $0) }
  }

  /// The identity of the nearest scroll view above this one that `isServed` names (rule
  /// F8), found as the UIKit binding finds it: up the superviews, creating nothing.
  ///
  /// - Complexity: O(depth of this view).
  package func enclosingHostIdentity(where isServed: (ObjectIdentifier) -> Bool)
    -> ObjectIdentifier?
  {
    var view = superview
    while let current = view {
      if current is HeadlessScrollView, isServed(ObjectIdentifier(current)) {
        return ObjectIdentifier(current)
      }
      view = current.superview
    }
    return nil
  }

  /// The identity of the screen whose view holds this scroll view (rule L10), found as the
  /// UIKit binding finds it (``KeyboardScreenWalk/screen(for:)``), creating nothing (F8).
  ///
  /// - Complexity: O(depth of this view + depth of the controllers).
  package var enclosingScreenIdentity: ObjectIdentifier? {
    KeyboardScreenWalk.screen(for: self as HeadlessView).map(ObjectIdentifier.init)
  }

  /// The offset as it reads now: the model applies every write at once.
  package var liveContentOffset: CGPoint { contentOffset }

  /// The input's bounds in this view's content coordinates, when it is inside this view,
  /// with a text view's caret and selection or a table cell's rect (rule F2).
  ///
  /// One walk up from the input gives the map into this view's coordinates for its bounds
  /// and its caret, and the cell that holds it.
  ///
  /// - Complexity: O(depth of the input below this view).
  package func focusGeometry(of input: AnyObject) -> FocusGeometry? {
    guard let view = input as? HeadlessView,
      let (map, cell) = view.map(toAncestor: self, noting: HeadlessRowCell.self)
    else { return nil }
    let rect = map.apply(view.bounds)
    if let text = view as? any HeadlessTextInput {
      return FocusGeometry(
        inputRect: rect, kind: caretKind(of: text, through: map, inputRect: rect))
    }
    // A header or footer view holds inputs as a cell does, but is no cell (rule F2).
    if let cell, !(cell is HeadlessHeaderFooterView),
      let cellRect = cell.convert(cell.bounds, toAncestor: self)
    {
      // rule F3: the band excludes the cell's section header and footer where they pin.
      let list = self as? HeadlessRowListView
      let pinned = list?.pinnedHeights(ofSection: cell.rowPath.section) ?? (header: 0, footer: 0)
      return FocusGeometry(
        inputRect: rect, kind: .inCell(cellRect: cellRect), pinnedHeader: pinned.header,
        pinnedFooter: pinned.footer)
    }
    return FocusGeometry(inputRect: rect)
  }

  /// A text input's caret at the selection's end and, for a selection, the rect between
  /// the carets at its two ends (rule F2), in this view's content coordinates, which `map`
  /// takes the input's coordinates into.
  ///
  /// A text input inside this view, not this view itself, shows only what lies inside its
  /// bounds (`inputRect`): both rects are clamped into them (rule F2).
  private func caretKind(
    of text: any HeadlessTextInput, through map: SuperviewMap, inputRect: CGRect
  ) -> FocusGeometry.Kind {
    let range = text.selectedRange
    let end = map.apply(text.caretRect(at: range.location + range.length))
    func shown(_ rect: CGRect) -> CGRect {
      text === self ? rect : TargetRect.clamped(rect, into: inputRect)
    }
    guard range.length > 0 else { return .text(caret: shown(end), selection: nil) }
    let start = map.apply(text.caretRect(at: range.location))
    return .text(
      caret: shown(end),
      selection: shown(SelectionRect.between(start: start, end: end, lines: inputRect)))
  }
}
