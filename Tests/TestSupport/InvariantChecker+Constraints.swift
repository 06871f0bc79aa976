import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
package import KeyboardAvoidanceHeadless

/// The invariants of the two constraints beside the host (rules C1, C2), with the
/// keyboard's overlap decided by the oracle.
extension InvariantChecker {
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
    if let message = constraintWriteViolation("pin", world, action, previous, record) {
      return message
    }
    let constraints = world.constraints
    guard constraints.isPinFollowing else {
      return constant == constraints.pinBase
        ? nil : "(C1) pin constant \(constant) after stopFollowing, expected \(constraints.pinBase)"
    }
    if constraints.pinHasUnseenWrite { return nil }
    // After a rotation the pin's engine waits for the keyboard's notification (rule K7).
    if constraints.pinWaits {
      let waited = constraints.pinConstantAtLastLook
      return constant == waited
        ? nil : "(K7) pin constant \(constant) while waiting, expected \(waited)"
    }
    let expected = expectedPinConstant(world)
    return matches(constant, expected, base: constraints.pinBase)
      ? nil : "(C1) pin constant \(constant), expected \(expected) (base \(constraints.pinBase))"
  }

  /// The when-covered bar's invariants (rules C2, A2): its constant is what C2 gives for the
  /// model as it stood right after the bar's engine last looked, with the host's own
  /// scrolling already done; a malformed event or a repeated action writes nothing to it.
  ///
  /// The world keeps that expected value; wherever the step surely made it anew (an
  /// accepted keyboard notification, or a new value), the oracle's own C2 must agree.
  package static func barViolation(
    in world: RandomWorld, after action: RandomAction, previous: RandomAction?,
    record: HostRecorder
  ) -> String? {
    if let message = constraintWriteViolation("bar", world, action, previous, record) {
      return message
    }
    let memory = OracleMemory.of(world)
    let expected = world.constraints.expectedBar
    if memory.acceptedNotification || expected != memory.before.expectedBar {
      let oracle = expectedBarConstant(world)
      if !matches(expected, oracle, base: RandomConstraints.barBase) {
        return "(C2) the world expects the bar at \(expected), the oracle at \(oracle)"
      }
    }
    let constant = world.constraints.bar.constant
    return matches(constant, expected, base: RandomConstraints.barBase)
      ? nil : "(C2) bar constant \(constant), expected \(expected)"
  }

  /// (f) for a constraint: an ignored notification or a repeated action writes nothing.
  private static func constraintWriteViolation(
    _ name: String, _ world: RandomWorld, _ action: RandomAction, _ previous: RandomAction?,
    _ record: HostRecorder
  ) -> String? {
    if action.isKeyboardNotification, !OracleMemory.of(world).acceptedNotification,
      record.writes != 0
    {
      return "(f) an ignored keyboard notification wrote the \(name) \(record.writes) time(s)"
    }
    if let previous, action.isIdempotent, "\(previous)" == "\(action)", record.writes != 0 {
      return "(f) a repeated action wrote the \(name) \(record.writes) time(s)"
    }
    return nil
  }

  /// A constant at its base must be the base exactly (rule I3); a moved one may differ
  /// from the model's sum by floating-point noise (rule A2).
  private static func matches(_ constant: CGFloat, _ expected: CGFloat, base: CGFloat) -> Bool {
    expected == base ? constant == base : OracleTolerance.isEqual(constant, expected)
  }

  /// Rule C1 by the oracle: the pin's view walked into screen space, the keyboard's overlap
  /// of it, less the part below the window's safe area when the pin keeps the safe area.
  static func expectedPinConstant(_ world: RandomWorld) -> CGFloat {
    let window = world.window
    let pinView = world.constraints.pinView
    let view = pinView.frame
    let overlap = OracleConversion.frameInScreen(of: pinView).map { followedOverlap(world, $0) }
    let safeTop = window.frame.size.height - window.windowSafeAreaInsets.bottom
    let keepsSafeArea = world.constraints.pin.isSafeAreaAware
    let kept = keepsSafeArea ? min(max(0, view.maxY - safeTop), view.height) : 0
    return world.constraints.pinBase + max(0, (overlap ?? 0) - kept)
  }

  /// Rule C2 by the oracle for the bar in the window (it keeps the safe area): at most
  /// C1's overlap beyond the window's safe area, and only as much as the focused input's
  /// bottom plus the margin reaches below the keyboard's top, both in the window's space.
  ///
  /// The input is where the bar's engine looked: UIKit's own scroll of it (rule O1 j) moves
  /// it after the bar decided, as a user's scroll would, after the engines (order 2) or
  /// begun before them and left to run (order 1, still at its start in that turn), and the
  /// usual order, with no such scroll, gives the same constant (rule O1).
  static func expectedBarConstant(_ world: RandomWorld) -> CGFloat {
    let base = RandomConstraints.barBase
    let window = world.window
    guard let windowFrame = OracleConversion.frameInScreen(of: window) else { return base }
    let overlap = followedOverlap(world, windowFrame)
    let keyboard = world.constraints.dragEvent?.endFrame ?? OracleMemory.of(world).keyboard.endFrame
    guard overlap > 0, let keyboardTop = keyboard?.origin.y,
      let input = world.screen.firstResponder,
      let inputFrame = OracleConversion.frame(of: input, in: window)
    else { return base }
    let always = max(0, overlap - window.windowSafeAreaInsets.bottom)
    var inputBottom = inputFrame.origin.y + inputFrame.size.height
    let host = world.host
    if let scroll = host.uikitFocusScroll, input.isDescendant(of: host) {
      let scrolled = scroll.distancePastEngines(restingAt: host.contentOffset)
      inputBottom += OracleConversion.isUpsideDown(host) ? -scrolled : scrolled
    }
    let needed = max(
      0, inputBottom + world.constraints.bar.keyboard.margin - (keyboardTop - windowFrame.origin.y))
    return base + min(always, needed)
  }

  /// The overlap of a frame in screen space under the keyboard the constraints follow.
  ///
  /// During a user's drag, after a sample, that is the dragged keyboard (rule D1); else the
  /// posted one. Both by the oracle's K4 and K5.
  private static func followedOverlap(_ world: RandomWorld, _ frame: CGRect) -> CGFloat {
    let bounds = world.screen.bounds
    guard let dragged = world.constraints.dragEvent?.endFrame else {
      return OracleMemory.of(world).keyboard.overlap(hostFrame: frame, screenBounds: bounds)
    }
    return OracleKeyboard.isDocked(frame: dragged, screenBounds: bounds)
      ? OracleOverlap.height(keyboard: dragged, host: frame) : 0
  }
}
