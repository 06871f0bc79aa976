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
  /// does not exist yet is scrolled into view first, without animation, and the walk goes on
  /// in the host's next layout pass, which makes its cell (no layout is forced, rule L8);
  /// while the keyboard is docked the newly focused input is then revealed with the
  /// keyboard's animation, while it is not nothing more is scrolled (rule F4). After the
  /// last input, moving forward resigns first responder, and the rows scrolled through on
  /// the way are scrolled back (with the keyboard's animation only while it is docked).
  /// One move at a time: a move asked for while a walk waits for its layout pass is that
  /// walk's.
  ///
  /// - Returns: Whether focus moved or, after the last input, was resigned; `true` too when
  ///   the walk goes on in the next layout pass.
  /// - Complexity: what the host's
  ///   ``KeyboardNavigationHost/nextInput(after:toward:)`` costs; the headless table's
  ///   is O(log rows with inputs).
  @discardableResult
  package func focusNext() -> Bool {
    guard let current = focusedInput else { return false }
    return focusNext(from: current, toward: .next)
  }

  /// Moves first responder to the previous input of the host; see ``focusNext()``.
  ///
  /// - Returns: Whether focus moved.
  @discardableResult
  package func focusPrevious() -> Bool {
    guard let current = focusedInput else { return false }
    return focusNext(from: current, toward: .previous)
  }

  /// Moves first responder from `current` to the next (or previous) input of the host;
  /// see ``focusNext()``.
  @discardableResult
  func focusNext(from current: AnyObject, toward direction: NavigationDirection) -> Bool {
    guard let host else { return false }
    if pendingInputWalk != nil { return true }
    let snapshot = host.keyboardSnapshot(focusedInput: current)
    guard snapshot.focus != nil else { return false }
    let walk = PendingInputWalk(from: current, toward: direction, offset: snapshot.contentOffset)
    return finish(walk, host.nextInput(after: current, toward: direction))
  }

  /// Focuses what the walk found, or resigns and scrolls back at its end, or waits for the
  /// host's next layout pass and goes on there.
  private func finish(_ walk: PendingInputWalk, _ step: InputWalk) -> Bool {
    guard let host else { return false }
    switch step {
    case .found(let next):
      return host.focus(next)
    case .end:
      // Nothing follows: the rows a table's walk scrolled through go back through the
      // engine's own write, so that its animated scroll back is the engine's (rule A1).
      let keyboard = DockedKeyboard(
        observer?.lastEvent, on: host.keyboardSnapshot(focusedInput: nil))
      scrollBack(to: walk.offset, timing: keyboard?.event.timing)
      guard walk.direction == .next else { return false }
      if let input = walk.from { host.resignFocus(input) }
      return true
    case .awaitsLayout(let resume):
      walk.resume = resume
      pendingInputWalk = walk
      host.afterNextLayout(resumption(of: .inputWalkLayout))
      return true
    }
  }

  /// The host's next layout pass after the walk scrolled a row in: the walk goes on.
  func continueInputWalk() {
    guard let walk = pendingInputWalk, let resume = walk.resume else { return }
    pendingInputWalk = nil
    // UIKit may end editing on Return before the pass (the field's end-on-exit target did
    // not move focus): the walk goes on unless another input took focus meanwhile.
    guard isEnabled, let from = walk.from, focusedInput == nil || focusedInput === from
    else { return }
    _ = finish(walk, resume())
  }
}
