import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

/// The invariants of the random test, checked after every step of any sequence.
///
/// (a) when the keyboard covers nothing, the insets equal the app's own exactly;
/// (b) when it covers, the bottom inset is rule I1's value for the current geometry,
///     recomputed here from the model, not read from the engine;
/// (c) no inset is negative or non-finite;
/// (d) the offset lies in `[-adjusted.top, max]`;
/// (e) the focused target is inside the visible band whenever the band can hold it and
///     the keyboard is docked and local;
/// (f) a malformed event, or an action repeated at once, writes nothing;
///     (b), (d) and (e) compare lengths with rule A2's tolerance, and (d) waits for the next
///     keyboard event after a change while the keyboard was away (rules F3, F4);
/// (g) while the keyboard stays hidden or undocked, nothing but a keyboard notification
///     writes (rule F4: the hide's own restore is the only write), except Return, whose
///     walk scrolls the next field's row in when it has no cell (rule F6);
/// plus rule L4: every released host and its engine are gone; and, for the pinned bottom
/// constraint beside the host, ``pinViolation(in:after:previous:record:)``, and for the
/// when-covered bar in the window, ``barViolation(in:after:previous:record:)``.
@MainActor
package enum InvariantChecker {
  /// Checks the world after `action`; returns a description of the first violation.
  package static func violation(
    in world: RandomWorld, after action: RandomAction, previous: RandomAction?,
    record: HostRecorder
  ) -> String? {
    let host = world.host
    let inset = host.contentInset
    let indicators = host.verticalScrollIndicatorInsets
    // (c)
    for insets in [inset, indicators, host.adjustedContentInset] {
      if !insets.isFinite || insets.bottom < 0 || insets.top < 0 {
        return "(c) inset \(insets) is negative or not finite"
      }
    }
    // (f)
    // K3: a hide needs no frame, so only a malformed show or frame change is ignored.
    if case .malformed(let name, _) = action, !name.isHide, record.writes != 0 {
      return "(f) a malformed event wrote \(record.writes) time(s)"
    }
    if let previous, action.isIdempotent, "\(previous)" == "\(action)", record.writes != 0 {
      return "(f) a repeated action wrote \(record.writes) time(s)"
    }
    // (g)
    let isReturn = if case .returnKey = action { true } else { false }
    if world.keyboardStayedAway, !action.isKeyboardNotification, !isReturn, record.writes != 0 {
      return "(g) \(record.writes) write(s) while the keyboard was away"
    }
    // L4
    for box in world.releasedHosts where box.value != nil {
      return "(L4) a released host is still alive"
    }
    // D1: a drag sample never animates, and moves the inset no more than the keyboard.
    if case .dragKeyboardTo = action {
      if !record.animations.isEmpty { return "(D1) a drag sample animated \(record.animations)" }
      if let change = world.drag.lastSampleChange,
        LengthTolerance.isLess(change.overlap, change.inset)
      {
        return "(D1) the inset moved \(change.inset) for a keyboard move of \(change.overlap)"
      }
    }
    if world.hasUnseenUserWrite || world.waitsForKeyboard { return nil }
    // While a drag owns the inset, I1 applies to the dragged keyboard's overlap (D1).
    let overlap = world.drag.ownsInset ? world.drag.overlap : currentOverlap(world)
    let managed = world.isEnabled && host.window != nil
    let expected = managed ? expectedInset(world, overlap: overlap) : world.userInset
    // (a) exactly (rule I3); (b) within rule A2's tolerance, since the engine's sums and
    // the model's carry different floating-point noise.
    let covers = overlap > 0
    let insetMatches = covers ? LengthTolerance.isEqual(inset, expected) : inset == expected
    if !insetMatches {
      return
        "(\(covers ? "b" : "a")) contentInset \(inset), expected \(expected) (overlap \(overlap))"
    }
    let indicatorBottom = expected.bottom - world.userInset.bottom
    let indicatorMatches =
      covers
      ? LengthTolerance.isEqual(indicators.bottom, indicatorBottom)
      : indicators.bottom == indicatorBottom
    if !indicatorMatches {
      return
        "(\(overlap > 0 ? "b" : "a")) indicator bottom \(indicators.bottom), expected \(expected.bottom - world.userInset.bottom)"
    }
    // Nothing scrolls during a drag: the offset may lie past the end of the shrunk content.
    // Under the finger nothing scrolls either, not even the clamp (F4).
    guard managed, !world.drag.ownsInset, !host.isTracking, !host.isDecelerating else { return nil }
    // (d)
    let adjusted = host.adjustedContentInset
    let solver = ScrollSolver(
      boundsSize: host.bounds.size, contentSize: host.contentSize, adjustedInset: adjusted)
    let y = host.contentOffset.y
    if !world.offsetMayBeOutOfRange,
      LengthTolerance.isLess(y, -adjusted.top) || LengthTolerance.isLess(solver.maxOffsetY, y)
    {
      return "(d) offset \(y) outside [\(-adjusted.top), \(solver.maxOffsetY)]"
    }
    // (e)
    guard !world.userScrolledSinceReveal, let event = world.screen.keyboardObserver.lastEvent,
      event.isLocal,
      Docking.isDocked(event, screenBounds: world.screen.bounds),
      let field = world.screen.firstResponder, let focus = host.focusGeometry(of: field)
    else { return nil }
    let band = VisibleBand(
      contentOffset: host.contentOffset, boundsSize: host.bounds.size, adjustedInset: adjusted)
    let target = TargetRect.rect(
      for: focus, visibleHeight: band.rect.height, margin: host.keyboard.margin,
      contentHeight: host.contentSize.height)
    let reachable = max(host.contentSize.height, band.rect.height)
    if target.height <= band.rect.height && target.minY >= 0 && target.maxY <= reachable
      && !band.containsVertically(target)
    {
      return "(e) target \(target) outside band \(band.rect)"
    }
    return nil
  }

  /// The pinned constraint's invariants (rules C1, I3, A2): its constant is finite; it is the
  /// app's own whenever the pin does not follow; while it follows it is the app's base plus
  /// the keyboard's overlap of the pin's view beyond the safe area the pin keeps, recomputed
  /// here from the window's geometry; a malformed event or a repeated action writes nothing.
  package static func pinViolation(
    in world: RandomWorld, after action: RandomAction, previous: RandomAction?,
    record: HostRecorder
  ) -> String? {
    let constant = world.constraints.pin.constant
    if !constant.isFinite { return "(c) pin constant \(constant) is not finite" }
    if case .malformed(let name, _) = action, !name.isHide, record.writes != 0 {
      return "(f) a malformed event wrote the pin \(record.writes) time(s)"
    }
    if let previous, action.isIdempotent, "\(previous)" == "\(action)", record.writes != 0 {
      return "(f) a repeated action wrote the pin \(record.writes) time(s)"
    }
    let constraints = world.constraints
    guard constraints.isPinFollowing else {
      return constant == constraints.pinBase
        ? nil : "(C1) pin constant \(constant) after stopFollowing, expected \(constraints.pinBase)"
    }
    if constraints.pinHasUnseenWrite { return nil }
    // After a rotation the pin's engine waits for the keyboard's notification (rule K7).
    if constraints.pinWaits {
      return constant == constraints.pinConstantAtLastLook
        ? nil
        : "(K7) pin constant \(constant) while waiting, expected \(constraints.pinConstantAtLastLook)"
    }
    let expected = expectedPinConstant(world)
    return matches(constant, expected, base: constraints.pinBase)
      ? nil : "(C1) pin constant \(constant), expected \(expected) (base \(constraints.pinBase))"
  }

  /// The when-covered bar's invariants (rules C2, A2): its constant is what C2 gives for the
  /// model as it stood right after the bar's engine last looked, with the host's own
  /// scrolling already done; a malformed event or a repeated action writes nothing to it.
  package static func barViolation(
    in world: RandomWorld, after action: RandomAction, previous: RandomAction?,
    record: HostRecorder
  ) -> String? {
    if case .malformed(let name, _) = action, !name.isHide, record.writes != 0 {
      return "(f) a malformed event wrote the bar \(record.writes) time(s)"
    }
    if let previous, action.isIdempotent, "\(previous)" == "\(action)", record.writes != 0 {
      return "(f) a repeated action wrote the bar \(record.writes) time(s)"
    }
    let constant = world.constraints.bar.constant
    return matches(constant, world.constraints.expectedBar, base: RandomConstraints.barBase)
      ? nil : "(C2) bar constant \(constant), expected \(world.constraints.expectedBar)"
  }

  /// A constant at its base must be the base exactly (rule I3); a moved one may differ
  /// from the model's sum by floating-point noise (rule A2).
  private static func matches(_ constant: CGFloat, _ expected: CGFloat, base: CGFloat) -> Bool {
    expected == base ? constant == base : LengthTolerance.isEqual(constant, expected)
  }

  /// rule C1 from the model: the pin's view is a child of the window, so its screen frame
  /// is its frame moved by the window's origin; the safe area it keeps is the part of it
  /// below the window's safe area.
  static func expectedPinConstant(_ world: RandomWorld) -> CGFloat {
    let window = world.window
    let view = world.constraints.pinView.frame
    let inScreen = view.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    let overlap = Overlap(
      event: world.constraints.keyboardEvent, hostFrame: inScreen,
      screenBounds: world.screen.bounds
    ).height
    let safeTop = window.bounds.height - window.windowSafeAreaInsets.bottom
    let keepsSafeArea = world.constraints.pin.isSafeAreaAware
    let kept = keepsSafeArea ? min(max(0, view.maxY - safeTop), view.height) : 0
    return world.constraints.pinBase + max(0, overlap - kept)
  }

  /// rules K4/K5 overlap of the current keyboard on the host; 0 outside a window.
  static func currentOverlap(_ world: RandomWorld) -> CGFloat { world.host.keyboardOverlap }

  /// rule I1 from the model: the app's inset plus what the keyboard still needs beyond the
  /// safe-area share that the host's adjustment behaviour includes.
  static func expectedInset(_ world: RandomWorld, overlap: CGFloat) -> EdgeInsets {
    let host = world.host
    let base = world.userInset
    let adjustedWithoutEngine = host.contentInsetAdjustmentBehavior.adjustedInset(
      contentInset: base, safeArea: host.safeAreaInsets, contentSize: host.contentSize,
      boundsSize: host.bounds.size, alwaysBounceVertical: host.alwaysBounceVertical,
      isInNavigationController: host.isInNavigationController)
    let need = overlap > 0 ? overlap + world.config.extraSpacing : 0
    let delta = max(0, need - adjustedWithoutEngine.bottom)
    return base.withBottom(base.bottom + delta)
  }
}
