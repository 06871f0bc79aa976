import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless

/// The offset's invariants, by the oracle: (d) the valid range, (e) the focused target in
/// the band, rule F3's minimal scroll; and rule D1's drag.
extension InvariantChecker {
  /// (d), (e) and F3's "just enough", for a managed host that nothing holds back.
  static func revealViolation(in world: RandomWorld, after action: RandomAction) -> String? {
    let host = world.host
    let memory = OracleMemory.of(world)
    let adjusted = host.adjustedContentInset
    var scroll = OracleScroll(
      boundsHeight: host.bounds.size.height, contentHeight: host.contentSize.height,
      adjustedTop: adjusted.top, adjustedBottom: adjusted.bottom)
    scroll.isUpsideDown = OracleConversion.isUpsideDown(host)
    let y = host.contentOffset.y
    // (d)
    if !world.offsetMayBeOutOfRange, !scroll.isValid(y) {
      return "(d) offset \(y) outside [\(scroll.lowestOffset), \(scroll.highestOffset)]"
    }
    // (e)
    guard !world.userScrolledSinceReveal, memory.keyboard.isLocal,
      memory.keyboard.isDocked(screenBounds: world.screen.bounds),
      let field = world.screen.firstResponder,
      let focus = OracleFocus.focus(of: field, in: host)
    else { return nil }
    // rule F3: a row's pinned section header and footer (the world's one section) narrow
    // the band, taken from the world's configuration, not from the model's table.
    if case .inCell = focus {
      (scroll.pinnedTop, scroll.pinnedBottom) = world.config.hostKind.pinnedHeights
    }
    let target = OracleTarget.target(
      for: focus, visibleHeight: scroll.bandHeight, margin: host.keyboard.margin,
      contentHeight: host.contentSize.height)
    // A pinned header covers the content's first points even at the smallest offset, and a
    // pinned footer its last ones at the largest: no offset shows a target reaching there.
    let reachable = max(host.contentSize.height, scroll.bandHeight) - scroll.pinnedBottom
    let top = target.origin.y
    let bottom = top + target.size.height
    if target.size.height <= scroll.bandHeight && top >= scroll.pinnedTop && bottom <= reachable
      && !scroll.shows(target, at: y)
    {
      let band =
        "[\(y + adjusted.top + scroll.pinnedTop),"
        + " \(y + host.bounds.size.height - adjusted.bottom - scroll.pinnedBottom)]"
      return "(e) target \(target) outside band \(band)"
    }
    if let message = screenViolation(of: target, in: world, scroll: scroll) { return message }
    // F3: decided where the step revealed the target, starting from the previous offset.
    guard revealsTarget(action, in: world), memory.before.host.value === host,
      let start = memory.before.contentOffset?.y
    else { return nil }
    // Under another app's keyboard the engine reveals nothing at a focus (rule K6); the
    // model's own show of the focus move (O1 d) is the app's and reveals from where the
    // begin-editing's inset write left the offset, which no step records: F3's "just
    // enough" is not judged there, only the target in the band ((e) above).
    if case .focus = action, memory.heardModelPost, !memory.before.isLocal { return nil }
    let tracksCaret =
      switch action {
      case .type, .select: true
      default: false
      }
    // UIKit's own scroll of the input (rule O1 j) is UIKit's move, not the engine's. After
    // the engines (order 2), F3 judges theirs up to where UIKit took it from (the end of a
    // reveal it cut). Begun before them (order 1), it still reads its start in the turn
    // they reveal: F3 judges theirs from that start, to where they wrote, or, where UIKit's
    // scroll ran to its end, to that start (they wrote nothing).
    let from: CGFloat
    let revealed: CGFloat
    switch host.uikitFocusScroll {
    case nil:
      (from, revealed) = (start, y)
    case let scroll? where scroll.isAfterEngines:
      (from, revealed) = (start, scroll.restingStart.y)
    case let scroll?:
      (from, revealed) = (scroll.from.y, scroll.wasCut ? y : scroll.from.y)
    }
    guard
      let message = scroll.revealViolation(
        of: target, from: from, to: revealed, tracksCaret: tracksCaret)
    else { return nil }
    // A focus move's own show or hide (rule O1 d) comes after the engine revealed at the
    // focus: F3 judges that reveal with the insets it had, and the later notification
    // scrolls nothing where the target is visible (rule O1: visible and unmoved).
    guard memory.heardModelPost, let edgeBefore = memory.before.keyboardEdgeInset else {
      return message
    }
    var atFocus = scroll
    let change =
      edgeBefore - OracleEdge.atKeyboard(host.contentInset, upsideDown: scroll.isUpsideDown)
    if scroll.isUpsideDown {
      atFocus.adjustedTop += change
    } else {
      atFocus.adjustedBottom += change
    }
    let judged = atFocus.revealViolation(
      of: target, from: from, to: revealed, tracksCaret: tracksCaret)
    return judged == nil && scroll.shows(target, at: y) ? nil : message
  }

  /// Rule I4 on the screen itself: a target the band shows lies above the keyboard.
  ///
  /// Its bottom, walked into screen space through every flip by the oracle's own
  /// conversion, is at or above the keyboard's top less the extra spacing. The band's edge
  /// on the keyboard's side ends there when the inset went to the edge E the screen shows
  /// at the bottom; on the wrong edge it does not.
  private static func screenViolation(
    of target: CGRect, in world: RandomWorld, scroll: OracleScroll
  )
    -> String?
  {
    let host = world.host
    let keyboard = OracleMemory.of(world).keyboard
    guard scroll.shows(target, at: host.contentOffset.y), hostOverlap(world) > 0,
      let keyboardTop = keyboard.endFrame?.origin.y,
      let onScreen = OracleConversion.rect(target, in: host, toAncestor: world.window),
      let windowFrame = OracleConversion.frameInScreen(of: world.window)
    else { return nil }
    let bottom =
      onScreen.origin.y + onScreen.size.height + windowFrame.origin.y - world.window.boundsOrigin.y
    let limit = keyboardTop - world.config.extraSpacing
    return OracleTolerance.isBelow(limit, bottom)
      ? "(I4) target \(target) shows on screen down to \(bottom), under the keyboard's"
        + " \(keyboardTop) (extra spacing \(world.config.extraSpacing))"
      : nil
  }

  /// Whether `action` made the engine reveal the focused input, with the keyboard docked
  /// and local after it: an accepted keyboard notification (F4), another input beginning
  /// to edit (F4), or a caret move in the focused text input (F5).
  private static func revealsTarget(_ action: RandomAction, in world: RandomWorld) -> Bool {
    let memory = OracleMemory.of(world)
    switch action {
    case .keyboard: return memory.acceptedNotification
    case .focus: return world.screen.firstResponder !== memory.before.firstResponder.value
    case .type, .select: return world.screen.firstResponder is any HeadlessTextInput
    default: return false
    }
  }

  /// Rule D1: a drag sample never animates; while the drag owns the inset, the world's
  /// overlap of the drag is the oracle's, and the inset moves no more than that overlap
  /// did (plus I1's extra spacing when the overlap starts or ends).
  static func dragViolation(in world: RandomWorld, after action: RandomAction, record: HostRecorder)
    -> String?
  {
    let memory = OracleMemory.of(world)
    if case .dragKeyboardTo = action, !record.animations.isEmpty {
      return "(D1) a drag sample animated \(record.animations)"
    }
    guard world.drag.ownsInset else { return nil }
    if !OracleTolerance.isEqual(world.drag.overlap, memory.dragOverlap) {
      return
        "(D1) the world's drag overlap \(world.drag.overlap), the oracle's \(memory.dragOverlap)"
    }
    let before = memory.before
    guard case .dragKeyboardTo = action, !before.hasUnseenUserWrite,
      before.host.value === world.host, let insetBefore = before.keyboardEdgeInset
    else { return nil }
    let from = before.dragOwnsInset ? before.dragOverlap : memory.dragNotifiedOverlap
    let to = memory.dragOverlap
    let crossesZero = (from > 0) != (to > 0)
    let allowed = abs(to - from) + (crossesZero ? world.config.extraSpacing : 0)
    let inset = OracleEdge.atKeyboard(
      world.host.contentInset, upsideDown: OracleConversion.isUpsideDown(world.host))
    let moved = abs(inset - insetBefore)
    return OracleTolerance.isBelow(allowed, moved)
      ? "(D1) the inset moved \(moved) for a keyboard move of \(allowed)" : nil
  }
}
