import Foundation
import KeyboardAvoidanceCore

/// Return-key navigation and `focusNext()` / `focusPrevious()`.
extension KeyboardScrollEngine {

  /// Return in the input `id`: moves to the next input or ends editing, as the field's
  /// Return key says (rule F6), only while the engine is enabled and navigates; see
  /// ``InputHelperOwner``'s `performReturnKey(in:windowFirstResponder:)`.
  func returnKeyPressed(in id: ObjectIdentifier) {
    guard isEnabled, effectiveSettings.isReturnKeyNavigationEnabled else { return }
    performReturnKey(in: id, windowFirstResponder: focusedInput)
  }

  /// Moves the first responder of the host's window (rule F1) to the next input of the
  /// host.
  ///
  /// The walk works whether or not the keyboard is docked (rule F6): an iPad's floating
  /// keyboard, or a hardware keyboard, moves on as the docked one does. A row whose cell
  /// does not exist yet is brought in within the call: the list is scrolled, without
  /// animation, straight to the offset the reveal of that row gives (rules F2, F3), laid out
  /// (rule L8 allows it here, on the list), once more if laying out moved the row (estimated
  /// heights), and its input made first responder before the call returns, so that UIKit
  /// never ends editing in between. While the keyboard is docked the reveal that follows
  /// the focus change then finds the input in view and moves nothing. After the last input,
  /// moving forward resigns first responder; the rows looked at on the way (a list whose
  /// input rows are known only from cells, within ``RowReach``) go back to the offset the
  /// walk started from in the same call, unseen.
  ///
  /// - Returns: Whether focus moved or, after the last input, was resigned.
  /// - Complexity: what the host's
  ///   ``KeyboardNavigationHost/nextInput(after:toward:)`` costs; the headless table's
  ///   is O(log rows with inputs).
  @discardableResult
  package func focusNext() -> Bool {
    guard let current = focusedInput else { return false }
    return focusNext(from: current, toward: .next, endsEditingAtEnd: true)
  }

  /// Moves first responder to the previous input of the host; see ``focusNext()``.
  ///
  /// - Returns: Whether focus moved.
  @discardableResult
  package func focusPrevious() -> Bool {
    guard let current = focusedInput else { return false }
    return focusNext(from: current, toward: .previous, endsEditingAtEnd: true)
  }

  /// Moves first responder from `current` to the next (or previous) input of the host.
  ///
  /// See ``focusNext()``. A walk that finds nothing brings the offset back, and remembers
  /// it for the bar (``hasLookedInVain(after:toward:)``); moving forward then resigns only
  /// when `endsEditingAtEnd` (Return, `focusNext()`), not for the bar's Next.
  @discardableResult
  func focusNext(
    from current: AnyObject, toward direction: NavigationDirection, endsEditingAtEnd: Bool
  ) -> Bool {
    guard let host else { return false }
    let snapshot = host.keyboardSnapshot(focusedInput: current)
    guard snapshot.focus != nil else { return false }
    if case .found(let next) = settle(host.nextInput(after: current, toward: direction)) {
      return host.focus(next)
    }
    scroll(to: snapshot.contentOffset)
    walkInVain = (WeakReference(current), direction)
    if effectiveSettings.showsToolbar { updateToolbar(for: current) }
    guard direction == .next, endsEditingAtEnd else { return false }
    host.resignFocus(current)
    return true
  }

  /// Whether the last walk from `input` toward `direction` found nothing: the bar's button
  /// that way is disabled (rules F6, T1).
  func hasLookedInVain(after input: AnyObject, toward direction: NavigationDirection) -> Bool {
    walkInVain?.input.value === input && walkInVain?.direction == direction
  }

  /// Runs a walk to its input or its end, bringing in each row it needs on the way.
  private func settle(_ first: InputWalk) -> InputWalk {
    var step = first
    while case .needsCell(let visit) = step {
      bringIn(visit)
      step = visit.resume()
    }
    return step
  }

  /// Scrolls the list, unanimated, straight to the offset the reveal of the visited item
  /// gives, lays it out, and corrects once, laid out again, if laying out moved the item
  /// (a row measured by an estimated height), so that its cell exists within the action
  /// (rules F6, L8).
  private func bringIn(_ visit: RowVisit) {
    guard let list = visit.list else { return }
    let rect = list.rowListRect(of: visit.item)
    scroll(to: offset(revealing: rect, of: visit.item, in: list))
    list.rowListLayOut()
    let laidOut = list.rowListRect(of: visit.item)
    let moved =
      !LengthTolerance.isEqual(laidOut.minY, rect.minY)
      || !LengthTolerance.isEqual(laidOut.height, rect.height)
    guard moved else { return }
    scroll(to: offset(revealing: laidOut, of: visit.item, in: list))
    list.rowListLayOut()
  }

  /// The offset the reveal of an input in a cell filling `rect` gives.
  ///
  /// Rule F2's target for a cell (the rect, grown by the margin, when it fits the band),
  /// rule F3 in the band of the list's insets as they are, without the section's pinned
  /// header and footer: the reveal of the input focused there then moves nothing.
  private func offset(
    revealing rect: CGRect, of item: RowListItem, in list: any KeyboardRowList
  ) -> CGPoint {
    let snapshot = list.keyboardSnapshot(focusedInput: nil)
    let pinned = list.rowListPinnedHeights(of: item)
    let focus = FocusGeometry(
      inputRect: rect, kind: .inCell(cellRect: rect), pinnedHeader: pinned.header,
      pinnedFooter: pinned.footer)
    let band = VisibleBand(
      contentOffset: snapshot.contentOffset, boundsSize: snapshot.boundsSize,
      adjustedInset: snapshot.adjustedContentInset
    ).excludingPinned(of: focus)
    let target = TargetRect.rect(
      for: focus, visibleHeight: band.rect.height, margin: effectiveSettings.geometry.margin,
      contentHeight: snapshot.contentSize.height)
    return ScrollSolver(
      boundsSize: snapshot.boundsSize, contentSize: snapshot.contentSize,
      adjustedInset: snapshot.adjustedContentInset
    ).offset(
      revealing: target, from: snapshot.contentOffset, pinnedHeader: pinned.header,
      pinnedFooter: pinned.footer)
  }
}
