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
/// (f) a malformed or otherwise ignored event, or an action repeated at once, writes
///     nothing;
///     (b), (d) and (e) compare lengths with rule A2's tolerance, and (d) waits for the next
///     keyboard event after a change while the keyboard was away (rules F3, F4);
/// (g) while the keyboard stays hidden or undocked, nothing but a keyboard notification
///     writes (rule F4: the hide's own restore is the only write), a step's own or one the
///     model posts on its own (rule O1 d), except Return, whose walk scrolls the next
///     field's row in when it has no cell (rule F6);
/// (F3) a step that revealed the focused target (a keyboard event or a focus or caret
///     change, docked and local, nothing under the finger) scrolled just enough from
///     where the offset was, or not at all;
/// plus rule L4: every released host and its engine are gone; rule D1 for a user's drag;
/// and, for the pinned bottom constraint beside the host,
/// ``pinViolation(in:after:previous:record:)``, and for the when-covered bar in the
/// window, ``barViolation(in:after:previous:record:)``.
///
/// Every decision about the keyboard and the geometry is the oracle's (`Oracle*` types):
/// docking (K4), overlap (K5), the target (F2), the band, the valid offsets and the minimal
/// scroll (F3), computed from the model's raw state and the notifications as posted, with
/// none of Core's code, so that a wrong change to Core cannot pass both.
@MainActor
package enum InvariantChecker {
  /// Checks the world after `action`; returns a description of the first violation.
  ///
  /// Runs once after every step, before the pin and bar checks: it moves the oracle's
  /// memory of the world on by one step.
  package static func violation(
    in world: RandomWorld, after action: RandomAction, previous: RandomAction?,
    record: HostRecorder
  ) -> String? {
    let memory = OracleMemory.of(world)
    memory.begin(action, in: world)
    defer { memory.end(in: world) }
    let host = world.host
    // (c)
    for insets in [
      host.contentInset, host.verticalScrollIndicatorInsets, host.adjustedContentInset,
    ]
    where !insets.isFinite || insets.bottom < 0 || insets.top < 0 {
      return "(c) inset \(insets) is negative or not finite"
    }
    if let message = writeViolation(in: world, after: action, previous: previous, record: record) {
      return message
    }
    // L4
    for box in world.releasedHosts where box.value != nil {
      return "(L4) a released host is still alive"
    }
    if let message = dragViolation(in: world, after: action, record: record) { return message }
    if world.hasUnseenUserWrite || world.waitsForKeyboard { return nil }
    if let message = insetViolation(in: world) { return message }
    // Nothing scrolls during a drag: the offset may lie past the end of the shrunk content.
    // Under the finger nothing scrolls either, not even the clamp (F4).
    guard world.isEnabled, host.window != nil, !world.drag.ownsInset, !host.isTracking,
      !host.isDecelerating
    else { return nil }
    return revealViolation(in: world, after: action)
  }

  /// (f) and (g): which steps may write at all.
  private static func writeViolation(
    in world: RandomWorld, after action: RandomAction, previous: RandomAction?,
    record: HostRecorder
  ) -> String? {
    let memory = OracleMemory.of(world)
    // K3: a show or frame change without a good frame is ignored whole; a hide needs none.
    if action.isKeyboardNotification, !memory.acceptedNotification, record.writes != 0 {
      return "(f) an ignored keyboard notification wrote \(record.writes) time(s)"
    }
    if let previous, action.isIdempotent, "\(previous)" == "\(action)", record.writes != 0 {
      return "(f) a repeated action wrote \(record.writes) time(s)"
    }
    // F4: neither docked before the step nor after it, nor waiting after a rotation.
    let isDocked = memory.keyboard.isDocked(screenBounds: world.screen.bounds)
    let stayedAway = !memory.before.isDocked && !isDocked && !memory.before.waitsForKeyboard
    let isReturn = if case .returnKey = action { true } else { false }
    let heardKeyboard = action.isKeyboardNotification || memory.heardModelPost
    if stayedAway, !heardKeyboard, !isReturn, record.writes != 0 {
      return "(g) \(record.writes) write(s) while the keyboard was away"
    }
    return nil
  }

  /// (a), (b): the insets against rule I1 with the oracle's overlap; while a drag owns the
  /// inset, I1 applies to the dragged keyboard's overlap (D1).
  private static func insetViolation(in world: RandomWorld) -> String? {
    let host = world.host
    let inset = host.contentInset
    let overlap = world.drag.ownsInset ? OracleMemory.of(world).dragOverlap : hostOverlap(world)
    let managed = world.isEnabled && host.window != nil
    let expected = managed ? expectedInset(world, overlap: overlap) : world.userInset
    // (a) exactly (rule I3); (b) within rule A2's tolerance, since the engine's sums and
    // the model's carry different floating-point noise.
    let covers = overlap > 0
    let rule = covers ? "b" : "a"
    let insetMatches = covers ? OracleTolerance.isEqual(inset, expected) : inset == expected
    if !insetMatches {
      return "(\(rule)) contentInset \(inset), expected \(expected) (overlap \(overlap))"
    }
    // The app never writes indicator insets: the engine's delta on E, nothing opposite (I4).
    let upsideDown = OracleConversion.isUpsideDown(host)
    let edge = upsideDown ? "top" : "bottom"
    let indicators = host.verticalScrollIndicatorInsets
    let indicator = OracleEdge.atKeyboard(indicators, upsideDown: upsideDown)
    let expectedIndicator =
      OracleEdge.atKeyboard(expected, upsideDown: upsideDown)
      - OracleEdge.atKeyboard(world.userInset, upsideDown: upsideDown)
    let indicatorMatches =
      covers
      ? OracleTolerance.isEqual(indicator, expectedIndicator) : indicator == expectedIndicator
    if !indicatorMatches {
      return "(\(rule)) indicator \(edge) \(indicator), expected \(expectedIndicator)"
    }
    let opposite = OracleEdge.opposite(indicators, upsideDown: upsideDown)
    return opposite == 0 ? nil : "(I4) indicator inset \(indicators) off the keyboard's \(edge)"
  }

  /// Rules K4 and K5 by the oracle: the posted keyboard's overlap of the host's frame,
  /// walked into screen space; 0 outside a window.
  static func hostOverlap(_ world: RandomWorld) -> CGFloat {
    guard let frame = OracleConversion.frameInScreen(of: world.host) else { return 0 }
    return OracleMemory.of(world).keyboard.overlap(
      hostFrame: frame, screenBounds: world.screen.bounds)
  }

  /// rule I1 from the model: the app's inset plus what the keyboard still needs beyond the
  /// safe-area share that the host's adjustment behaviour includes, on the keyboard's edge
  /// E (rule I4: the top of a host upside down on screen).
  static func expectedInset(_ world: RandomWorld, overlap: CGFloat) -> EdgeInsets {
    let host = world.host
    let base = world.userInset
    let adjustedWithoutEngine = host.contentInsetAdjustmentBehavior.adjustedInset(
      contentInset: base, safeArea: host.safeAreaInsets, contentSize: host.contentSize,
      boundsSize: host.bounds.size, alwaysBounceVertical: host.alwaysBounceVertical,
      isInNavigationController: host.isInNavigationController)
    let need = overlap > 0 ? overlap + world.config.extraSpacing : 0
    let upsideDown = OracleConversion.isUpsideDown(host)
    let delta = max(0, need - OracleEdge.atKeyboard(adjustedWithoutEngine, upsideDown: upsideDown))
    return OracleEdge.insets(
      base, withKeyboardEdge: OracleEdge.atKeyboard(base, upsideDown: upsideDown) + delta,
      upsideDown: upsideDown)
  }
}
