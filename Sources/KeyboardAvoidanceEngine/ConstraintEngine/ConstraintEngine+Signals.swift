import KeyboardAvoidanceCore

/// The constraint engine's one door.
extension ConstraintEngine {
  /// Handles a signal from the observer or from the constraint's binding; a constraint
  /// follows no caret and no drag of its own.
  package func receive(_ signal: KeyboardSignal) {
    switch signal {
    case .keyboard(let event): keyboardDidChange(event)
    case .editingBegan(let input): inputDidBeginEditing(input)
    case .geometryChanged: geometryDidChange()
    case .turnEnded: turnEnded()
    case .keyboardDragged(let top): keyboardWasDragged(to: top)
    case .resumed(.moveLook): lookAfterUIKit()
    case .resumed: break
    case .keyboardTopSampled, .caretMoved, .dragBegan, .dragEnded, .tappedOutsideInputs,
      .appWideSettingsChanged, .returnKeyPressed, .toolbarButtonTapped, .windowBecameKey,
      .hostScrolled:
      break
    }
  }
}
