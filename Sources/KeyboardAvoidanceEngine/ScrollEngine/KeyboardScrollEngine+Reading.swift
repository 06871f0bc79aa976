import Foundation
import KeyboardAvoidanceCore

/// How the scroll engine reads its host: the focused input of its window, its own offset
/// on its way, and the shift of the enabled hosts around it (rules F1, A1, F8).
extension KeyboardScrollEngine {
  // MARK: - Applying

  /// The host as it is, with the geometry of its window's first responder (rule F1).
  func read(_ host: any KeyboardScrollHost) -> HostSnapshot {
    read(host, focusedInput: focusedInput)
  }

  /// The first responder of the host's window, which is all the engine acts on (rule F1):
  /// an input editing in another window is that window's hosts' business.
  ///
  /// - Complexity: O(depth of the host in its window), plus O(windows with an editing input).
  var focusedInput: AnyObject? {
    observer?.focusedInput(in: host?.keyboardWindow)
  }

  /// Whether the host's window is key, the one the keyboard serves (rule F1): a host in
  /// another window takes its insets but reveals nothing.
  var isInKeyWindow: Bool {
    observer?.isKey(host?.keyboardWindow) ?? true
  }

  /// The host as it is, with `input`'s geometry, placed on screen where the enabled hosts
  /// around it are sending it (rule F8).
  ///
  /// An enclosing host that scrolled for this event has been told first; a plain scroll
  /// view's offset reads as its target at once, a table's animated one in flight. The frame
  /// is moved by what each enclosing host's offset still has to go, so that this host
  /// measures its overlap where it will be once they arrive, not where they pass.
  ///
  /// - Complexity: O(1) while no engine has an offset of its own on its way; else O(depth of
  ///   the host in its window) for the walk to enclosing hosts.
  func read(_ host: any KeyboardScrollHost, focusedInput input: AnyObject?) -> HostSnapshot {
    var snapshot = snapshot(of: host, focusedInput: input)
    screenMirror = snapshot.isFlippedVertically ? VerticalMirror(of: snapshot) : nil
    settleOwnOffset(&snapshot)
    moveLook.measured(snapshot.placeOnScreen)
    guard let frame = snapshot.frameInScreen, observer?.dispatcher.hasOffsetsOnTheirWay == true
    else { return snapshot }
    var shift = CGPoint.zero
    var outer = enclosingEngine
    var levels = 0
    // Views form a tree, so the walk ends at the window; the bound only guards a binding
    // that answers in a circle.
    while let engine = outer, engine !== self, levels < 16 {
      let toGo = engine.screenShiftStillToGo()
      shift.x += toGo.x
      shift.y += toGo.y
      outer = engine.enclosingEngine
      levels += 1
    }
    guard shift != .zero else { return snapshot }
    snapshot.frameInScreen = frame.offsetBy(dx: -shift.x, dy: -shift.y)
    return snapshot
  }

  /// How far the host's offset, as it reads now, still has to go to reach the engine's
  /// own last write (rule F8): zero at rest, or once someone else moved it off that way.
  ///
  /// The way is forgotten once a read finds the offset at its end or off it: a plain scroll
  /// view's offset reads as its target at once, so only a table's animation in flight keeps
  /// it, and a later write of the app's that happens to land on the old way is not mistaken
  /// for the engine's.
  func offsetStillToGo() -> CGPoint {
    guard isEnabled, let host, let segment = ownOffset else { return .zero }
    let current = host.liveContentOffset
    let target = segment.target(forRead: current)
    guard !LengthTolerance.isEqual(target, current) else {
      ownOffset = nil
      return .zero
    }
    return CGPoint(x: target.x - current.x, y: target.y - current.y)
  }

  /// How far the host's content will still move up the screen by its offset still to go
  /// (rule F8): as far as the offset in a host that is upright; in one that shows upside
  /// down (a chat table's flip, rule I4), the offset still to go read through the host's
  /// mirror, which turns it the other way.
  func screenShiftStillToGo() -> CGPoint {
    let toGo = offsetStillToGo()
    guard toGo != .zero, let mirror = screenMirror, let host else { return toGo }
    let current = host.liveContentOffset
    let from = mirror.offset(current)
    let to = mirror.offset(CGPoint(x: current.x + toGo.x, y: current.y + toGo.y))
    return CGPoint(x: to.x - from.x, y: to.y - from.y)
  }

  /// The engine of an enabled host around this one, which hears each event first (rule F8).
  package var enclosingReceiver: (any KeyboardSignalReceiver)? {
    isEnabled ? enclosingEngine : nil
  }

  /// The engine of the nearest scroll view around the host that an engine serves (rule F8):
  /// the host hands back that scroll view's identity, asking the observer's dispatcher
  /// which hosts it serves; the dispatcher hands back the engine.
  ///
  /// - Complexity: O(depth of the host in its window), never of the number of views.
  var enclosingEngine: KeyboardScrollEngine? {
    guard let host, let dispatcher = observer?.dispatcher,
      let id = host.enclosingHostIdentity(where: dispatcher.isServed)
    else { return nil }
    return dispatcher.engine(servingHost: id) as? KeyboardScrollEngine
  }

  /// The identity of the scroll view the engine serves, under which the observer's
  /// dispatcher finds it for the hosts inside (rule F8).
  package var hostIdentity: ObjectIdentifier? { host?.hostIdentity }

  /// How far the host will still carry its content up the screen, by the engine's animated
  /// offset in flight, when `input` is inside it (rule A1); 0 otherwise.
  ///
  /// Upright, as far as the offset still has to grow; in a host that shows upside down (a
  /// chat table's flip, rule I4) a growing offset carries the content down the screen.
  func offsetStillToScroll(carrying input: AnyObject) -> CGFloat {
    guard ownOffset != nil, let host, host.keyboardSnapshot(focusedInput: input).focus != nil
    else { return 0 }
    return screenShiftStillToGo().y
  }

  /// Reads the host's offset on the way of the engine's own last write as that write's end
  /// (rule A1), and remembers the offset as read.
  ///
  /// A table's or collection view's `setContentOffset(_:animated:)` runs on UIKit's own
  /// clock and `contentOffset` reads it in flight: the notifications that follow the one
  /// that scrolled neither write the same end again nor cut the scroll short. The way is
  /// forgotten once the offset is at its end, off it (someone else's offset, read as it
  /// is), or the user scrolls.
  private func settleOwnOffset(_ snapshot: inout HostSnapshot) {
    offsetAsRead = snapshot.contentOffset
    guard let segment = ownOffset else { return }
    guard ownOffsetMayBeOnItsWay, !snapshot.isUserScrolling,
      segment.contains(snapshot.contentOffset)
    else {
      ownOffset = nil
      return
    }
    if LengthTolerance.isEqual(snapshot.contentOffset, segment.to) {
      ownOffset = nil
    } else {
      snapshot.contentOffset = segment.to
    }
  }

  /// Whether the engine's last offset write may still be on its way: it animated, and its
  /// time is within ``offsetAnimationLimit(distance:)`` (rule A1).
  var ownOffsetMayBeOnItsWay: Bool {
    guard ownOffset != nil, let start = ownOffsetStart, start.isAnimated else { return false }
    let now = observer?.clock() ?? 0
    return now - start.time < Self.offsetAnimationLimit(distance: start.distance)
  }
}
