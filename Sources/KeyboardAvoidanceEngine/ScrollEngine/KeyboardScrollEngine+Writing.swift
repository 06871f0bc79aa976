import Foundation
import KeyboardAvoidanceCore

/// How the scroll engine turns a read into one write, and gives the user's insets back
/// (rules A1, A2, I1, I3, D1).
extension KeyboardScrollEngine {

  /// Applies an event to the host; a host outside its window gets its user's insets back
  /// instead (rule I3), for hosts whose binding cannot report leaving.
  ///
  /// - Parameter keyboard: The event's docked keyboard, decided once by the caller (rule
  ///   K4); `nil` when the event leaves none, which covers and reveals nothing.
  func apply(
    _ keyboard: DockedKeyboard?, timing: AnimationTiming?, reveal: RevealMode,
    to host: any KeyboardScrollHost, _ snapshot: HostSnapshot
  ) {
    guard let frame = snapshot.frameInScreen, snapshot.screenBounds != nil else {
      restore(host, snapshot)
      return
    }
    // rule K4, decided once for the event: the overlap below and the reveal both follow it.
    let docked = keyboard != nil
    if docked, awaitsFirstCover {
      askCoverDecision()
      return
    }
    // rules F8, L7, L10: a host around that still decides moves first; this one measures
    // after what it writes, or once it decides to write nothing.
    if docked, waitsForEnclosingCover(of: host) { return }
    guard let base = ledgers?.reconcile(snapshot) else { return }
    // rule K6: another app's keyboard still insets, but reveals nothing; so does ours for a
    // host in a window that is not key (rule F1).
    let isLocal = (keyboard?.event.isLocal ?? true) && isInKeyWindow
    let plan = AvoidancePlan(
      host: snapshot,
      userContentInset: base.content,
      userIndicatorInsets: base.indicators,
      overlap: Overlap(dockedKeyboardFrame: keyboard?.frame, hostFrame: frame).height,
      focus: snapshot.focus,
      reveal: docked && isLocal ? reveal : .none,
      settings: effectiveSettings.geometry
    )
    write(plan, over: snapshot, to: host, timing: timing)
  }

  /// Applies a drag sample's overlap: insets through rule I1, without animation, and the
  /// offset left where the user's finger has it (rule D1).
  func applyDragOverlap(
    _ overlap: CGFloat, to host: any KeyboardScrollHost, _ snapshot: HostSnapshot
  ) {
    guard let base = ledgers?.reconcile(snapshot) else { return }
    var plan = AvoidancePlan(
      host: snapshot,
      userContentInset: base.content,
      userIndicatorInsets: base.indicators,
      overlap: overlap,
      focus: nil,
      reveal: .none,
      settings: effectiveSettings.geometry
    )
    plan.contentOffset = snapshot.contentOffset
    write(plan, over: snapshot, to: host, timing: nil)
  }

  /// Restores the user's insets only if the engine's addition is still on them (rule I3).
  ///
  /// That is on `disable()`, or after a geometry change (a window or host move) that leaves the
  /// last keyboard frame undocked; a rotation waits for the keyboard's notification. With the
  /// keyboard already gone the insets are the user's, and nothing is written (rule F4).
  func restoreIfStillInset(_ host: any KeyboardScrollHost, _ snapshot: HostSnapshot) {
    guard let base = ledgers?.reconcile(snapshot),
      snapshot.contentInset != base.content || snapshot.indicatorInsets != base.indicators
    else { return }
    restore(host, snapshot)
  }

  /// Returns the user's base insets, and brings the offset back into the valid range.
  ///
  /// Outside a window the offset is left alone: without a window there is no safe area,
  /// so the valid range computed there means nothing.
  func restore(_ host: any KeyboardScrollHost, _ snapshot: HostSnapshot) {
    guard let base = ledgers?.reconcile(snapshot) else { return }
    var plan = AvoidancePlan(
      host: snapshot,
      userContentInset: base.content,
      userIndicatorInsets: base.indicators,
      overlap: 0,
      focus: nil,
      reveal: .none,
      settings: effectiveSettings.geometry
    )
    if snapshot.frameInScreen == nil { plan.contentOffset = snapshot.contentOffset }
    write(plan, over: snapshot, to: host, timing: nil)
  }

  /// Scrolls the host to `offset` without animation, for a row walk (rule F6).
  ///
  /// To a row without a cell, or back to where a walk that found nothing started; through
  /// the engine's write, so that the ledgers know the offset as the engine's own (rule A1).
  func scroll(to offset: CGPoint) {
    guard let host else { return }
    let snapshot = host.keyboardSnapshot(focusedInput: nil)
    guard !LengthTolerance.isEqual(offset, snapshot.contentOffset) else { return }
    // Insets the app wrote since the engine's last write are the app's (rule I2): adopted
    // first, so that recording this write does not take them for the engine's.
    _ = ledgers?.reconcile(snapshot)
    offsetAsRead = snapshot.contentOffset
    write(HostChanges(contentOffset: offset), over: snapshot, to: host, timing: nil)
  }

  /// Hands the host what differs, in one call and one animation.
  ///
  /// Nothing is handed over when nothing differs beyond rule A2's tolerance. The ledgers
  /// record what the host has afterwards, so that a value left alone as noise is not
  /// mistaken for someone else's write.
  private func write(
    _ plan: AvoidancePlan, over snapshot: HostSnapshot, to host: any KeyboardScrollHost,
    timing: AnimationTiming?
  ) {
    var changes = HostChanges()
    if !LengthTolerance.isEqual(plan.contentInset, snapshot.contentInset) {
      changes.contentInset = plan.contentInset
    }
    if !LengthTolerance.isEqual(plan.indicatorInsets, snapshot.indicatorInsets) {
      changes.indicatorInsets = plan.indicatorInsets
    }
    if !LengthTolerance.isEqual(plan.contentOffset, snapshot.contentOffset) {
      changes.contentOffset = plan.contentOffset
    }
    write(changes, over: snapshot, to: host, timing: timing)
  }

  /// Hands the host `changes`, recorded in the ledgers, and remembers an offset write's
  /// way (rule A1).
  private func write(
    _ changes: HostChanges, over snapshot: HostSnapshot, to host: any KeyboardScrollHost,
    timing: AnimationTiming?
  ) {
    ledgers?.record(changes, over: snapshot)
    if let offset = changes.contentOffset {
      // From where the host really was: a table's scroll on its way reads as its end (A1).
      // A plain scroll view's offset reads as its end at once: no way to remember, so that
      // a later offset of the app's or the user's that lands on it is read as it is.
      if host.animatesOffsetOnItsOwnClock {
        let from = offsetAsRead ?? snapshot.contentOffset
        ownOffset = OffsetSegment(from: from, to: offset)
        ownOffsetStart = (
          observer?.clock() ?? 0, timing?.isAnimated ?? false,
          hypot(offset.x - from.x, offset.y - from.y)
        )
      } else {
        ownOffset = nil
      }
    }
    KeyboardLog.write(KeyboardLog.line(for: changes, over: snapshot, host: host, timing: timing))
    guard !changes.isEmpty else { return }
    hand(changes, to: host, timing: timing)
  }
}
