import KeyboardAvoidanceCore

/// The scroll engine's one door.
extension KeyboardScrollEngine {
  /// Handles a signal from the observer or from the host's binding.
  package func receive(_ signal: KeyboardSignal) {
    switch signal {
    case .keyboard(let event): keyboardDidChange(event)
    case .editingBegan(let input): inputDidBeginEditing(input)
    case .caretMoved(let input): caretDidMove(in: input)
    case .geometryChanged: geometryDidChange()
    case .turnEnded: turnEnded()
    case .hostScrolled: hostDidScroll()
    case .dragBegan:
      // The user's finger owns the offset now: a read on the old way is the user's (F8).
      ownOffset = nil
      userDragBegan()
    case .dragEnded: userDragEnded()
    case .keyboardTopSampled(let top): keyboardTopDidMove(to: top)
    case .tappedOutsideInputs: tappedOutsideInputs()
    case .appWideSettingsChanged: if usesAppWideSettings { settingsDidChange() }
    case .returnKeyPressed(let id): returnKeyPressed(in: id)
    case .toolbarButtonTapped(let button): toolbarButtonTapped(button)
    case .windowBecameKey(let window): windowDidBecomeKey(window)
    case .resumed(let wait): resume(wait)
    case .keyboardDragged: break
    }
  }

  /// Whether a user's drag of the keyboard owns the host's inset now (rule D1).
  package var ownsKeyboardDrag: Bool { dismissal.ownsInset }

  /// Ends editing after a tap outside any input, when the app asked for it (rule T2).
  private func tappedOutsideInputs() {
    guard isEnabled, effectiveSettings.endsEditingOnTap, let host,
      let input = focusedInput
    else {
      return
    }
    KeyboardLog.write("\(host.logName) tapped outside its inputs: editing ends")
    host.resignFocus(input)
  }
}
