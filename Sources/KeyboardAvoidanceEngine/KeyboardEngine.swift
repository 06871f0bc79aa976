import Foundation
import KeyboardAvoidanceCore

/// The per-host state machine: it turns keyboard and focus events into writes.
///
/// One engine per host, created on first use of `keyboard` and owned by the host's slot,
/// so it dies with its host; it holds the host weakly, and every entry point is a no-op
/// once the host is gone (SPEC L4). Each event reads the host once, asks Core for a
/// ``KeyboardLayout`` and writes only the properties that differ, inside one animation
/// (SPEC A1, A2).
@MainActor
final class KeyboardEngine: KeyboardEventReceiver {
  private weak var host: (any KeyboardScrollHost)?
  private weak var observer: KeyboardObserver?
  private var ledger: InsetLedger?

  /// Margin and extra spacing; applied from the next event on.
  var settings = KeyboardSettings()
  /// Whether Return moves to the next input; `nil` means the host's preference.
  var returnKeyNavigationSetting: Bool?
  /// Whether the engine is registered and acting on events.
  private(set) var isEnabled = false

  init(host: any KeyboardScrollHost) {
    self.host = host
  }

  // MARK: - Lifecycle (SPEC L1-L3)

  /// Starts acting on events.
  ///
  /// Applies at once, without animation, when the keyboard is already docked (SPEC L2).
  /// Enabling twice is harmless.
  func enable() {
    guard !isEnabled, let host else { return }
    isEnabled = true
    ledger = InsetLedger(
      contentInset: host.hostContentInset, indicatorInsets: host.hostIndicatorInsets)
    connectObserver()
    if let event = observer?.lastEvent, isDocked(event, on: host) {
      apply(event: event, timing: nil, reveal: .target)
    }
  }

  /// Stops acting on events and returns the insets to the user's base exactly (SPEC I3);
  /// with no addition of the engine's on them, it writes nothing (SPEC F4).
  func disable() {
    guard isEnabled else { return }
    restoreIfStillInset()
    isEnabled = false
    ledger = nil
    observer?.unregister(self)
    observer = nil
  }

  /// Re-applies the last keyboard event to the host's current geometry.
  ///
  /// It applies without animation and without an intermediate restore (SPEC K7), and
  /// restores the user's insets when the host has left its window (SPEC I3, L3). While the
  /// keyboard is hidden or undocked it writes nothing: the app's scroll view is the app's
  /// then (SPEC F4).
  func geometryDidChange() {
    guard isEnabled, let host else { return }
    connectObserver()
    guard host.hostFrameInScreen != nil else {
      restore()
      return
    }
    guard let event = observer?.lastEvent, isDocked(event, on: host) else {
      restoreIfStillInset()
      return
    }
    apply(event: event, timing: nil, reveal: .target)
  }

  private func connectObserver() {
    guard let host, let current = host.hostKeyboardObserver, current !== observer else { return }
    observer?.unregister(self)
    observer = current
    current.register(self)
  }

  // MARK: - Events

  /// Handles a keyboard event.
  ///
  /// `will` events animate with the keyboard, `did` events repair without animation
  /// (SPEC K1). A host outside a window does not apply it (SPEC L3), but makes sure the
  /// user's insets are back (SPEC I3), for hosts whose binding cannot report leaving.
  func keyboardDidChange(_ event: KeyboardEvent) {
    guard isEnabled, host != nil else { return }
    apply(event: event, timing: event.name.isWill ? event.timing : nil, reveal: .target)
  }

  /// Handles an input that began editing: scrolls to it when it is inside this host and
  /// the keyboard is docked, with the last keyboard animation's timing; while the keyboard
  /// is hidden or undocked it writes nothing (SPEC F4).
  func inputDidBeginEditing(_ input: AnyObject) {
    guard isEnabled, let host, host.focusGeometry(of: input) != nil else { return }
    if isReturnKeyNavigationOn, let navigator = host as? any KeyboardInputNavigator {
      navigator.onReturnKey(in: input) { [weak self] in
        self?.focusNext(forward: true)
      }
    }
    guard host.hostFrameInScreen != nil, let event = observer?.lastEvent,
      isDocked(event, on: host)
    else { return }
    apply(event: event, timing: event.timing, reveal: .target)
  }

  // MARK: - Navigation

  /// Whether Return moves to the next input in this host.
  var isReturnKeyNavigationOn: Bool {
    if let returnKeyNavigationSetting { return returnKeyNavigationSetting }
    return (host as? any KeyboardInputNavigator)?.prefersReturnKeyNavigation ?? false
  }

  /// Moves first responder to the next (or previous) input of the host.
  ///
  /// A row whose cell does not exist yet is scrolled into view first, with the keyboard's
  /// animation, while the keyboard is docked; while it is away nothing is scrolled (SPEC
  /// F4), so focus moves only to an input whose cell exists, and moving forward resigns
  /// first responder when there is none. After the last input, moving forward resigns
  /// first responder.
  ///
  /// - Returns: Whether focus moved or, after the last input, was resigned.
  /// - Complexity: what the host's ``KeyboardInputNavigator/input(after:forward:mayScroll:timing:)``
  ///   costs; the headless table's is O(log rows with inputs).
  @discardableResult
  func focusNext(forward: Bool) -> Bool {
    guard let host, let navigator = host as? any KeyboardInputNavigator,
      let current = observer?.focusedInput, host.focusGeometry(of: current) != nil
    else { return false }
    let event = observer?.lastEvent
    let docked = event.map { isDocked($0, on: host) } ?? false
    let timing = docked ? event?.timing : nil
    if let next = navigator.input(
      after: current, forward: forward, mayScroll: docked, timing: timing)
    {
      return navigator.focus(next)
    }
    guard forward else { return false }
    navigator.resignFocus(current)
    return true
  }

  /// Scroll views' engines hear each event first.
  var runsAfterScrollHosts: Bool { false }

  /// Handles a caret move in the focused text view (SPEC F5): re-runs F2/F3 without
  /// animation while the keyboard is docked; writes nothing while the caret stays visible.
  func caretDidMove(in input: AnyObject) {
    guard isEnabled, let host, let event = observer?.lastEvent, isDocked(event, on: host),
      host.focusGeometry(of: input) != nil
    else { return }
    apply(event: event, timing: nil, reveal: .caret)
  }

  // MARK: - Applying

  private func isDocked(_ event: KeyboardEvent, on host: any KeyboardScrollHost) -> Bool {
    guard let screen = host.hostScreenBounds else { return false }
    return Docking.isDocked(event, screenBounds: screen)
  }

  /// Applies an event to the host; a host outside its window gets its user's insets back
  /// instead (SPEC I3), for hosts whose binding cannot report leaving.
  private func apply(event: KeyboardEvent?, timing: AnimationTiming?, reveal: RevealMode) {
    guard let host, var ledger else { return }
    guard let frame = host.hostFrameInScreen, let screen = host.hostScreenBounds else {
      restore()
      return
    }
    let snapshot = host.snapshot
    ledger.reconcile(contentInset: snapshot.contentInset, indicatorInsets: snapshot.indicatorInsets)
    let docked = event.map { Docking.isDocked($0, screenBounds: screen) } ?? false
    let focus = observer?.focusedInput.flatMap { host.focusGeometry(of: $0) }
    // SPEC K6: another app's keyboard still insets, but reveals nothing.
    let isLocal = event?.isLocal ?? true
    let layout = KeyboardLayout(
      host: snapshot,
      userContentInset: ledger.userContentInset,
      userIndicatorInsets: ledger.userIndicatorInsets,
      overlap: Overlap(event: event, hostFrame: frame, screenBounds: screen).height,
      focus: focus,
      reveal: docked && isLocal ? reveal : .none,
      settings: settings
    )
    write(layout, over: snapshot, to: host, timing: timing, ledger: &ledger)
    self.ledger = ledger
  }

  /// Returns the user's base insets, and brings the offset back into the valid range.
  ///
  /// Outside a window the offset is left alone: without a window there is no safe area,
  /// so the valid range computed there means nothing.
  private func restore() {
    guard let host, var ledger else { return }
    let snapshot = host.snapshot
    ledger.reconcile(contentInset: snapshot.contentInset, indicatorInsets: snapshot.indicatorInsets)
    var layout = KeyboardLayout(
      host: snapshot,
      userContentInset: ledger.userContentInset,
      userIndicatorInsets: ledger.userIndicatorInsets,
      overlap: 0,
      focus: nil,
      reveal: .none,
      settings: settings
    )
    if host.hostFrameInScreen == nil { layout.contentOffset = snapshot.contentOffset }
    write(layout, over: snapshot, to: host, timing: nil, ledger: &ledger)
    self.ledger = ledger
  }

  /// Restores the user's insets only if the engine's addition is still on them (SPEC I3).
  ///
  /// That is on `disable()`, or after a geometry change (a rotation, a new screen size) that leaves
  /// the last keyboard frame undocked. With the keyboard already gone the insets are the
  /// user's, and nothing is written (SPEC F4).
  private func restoreIfStillInset() {
    guard let host, var ledger else { return }
    ledger.reconcile(contentInset: host.hostContentInset, indicatorInsets: host.hostIndicatorInsets)
    self.ledger = ledger
    guard
      host.hostContentInset != ledger.userContentInset
        || host.hostIndicatorInsets != ledger.userIndicatorInsets
    else { return }
    restore()
  }

  /// Writes what differs, in one animation.
  ///
  /// Nothing is written when nothing differs beyond SPEC A2's tolerance. The ledger records what the host has afterwards, so that a value
  /// left alone as noise is not mistaken for someone else's write.
  private func write(
    _ layout: KeyboardLayout,
    over snapshot: HostSnapshot,
    to host: any KeyboardScrollHost,
    timing: AnimationTiming?,
    ledger: inout InsetLedger
  ) {
    let writesInset = !LengthTolerance.isEqual(layout.contentInset, snapshot.contentInset)
    let writesIndicators = !LengthTolerance.isEqual(
      layout.indicatorInsets, snapshot.indicatorInsets)
    let writesOffset = !LengthTolerance.isEqual(layout.contentOffset, snapshot.contentOffset)
    ledger.record(
      contentInset: writesInset ? layout.contentInset : snapshot.contentInset,
      indicatorInsets: writesIndicators ? layout.indicatorInsets : snapshot.indicatorInsets)
    guard writesInset || writesIndicators || writesOffset else { return }
    host.animateKeyboardChanges(with: timing) { [weak host] in
      guard let host else { return }
      if writesInset { host.hostContentInset = layout.contentInset }
      if writesIndicators { host.hostIndicatorInsets = layout.indicatorInsets }
      if writesOffset { host.hostContentOffset = layout.contentOffset }
    }
  }
}
