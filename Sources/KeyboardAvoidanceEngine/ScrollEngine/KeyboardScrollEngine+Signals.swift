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
    case .dragBegan: userDragBegan()
    case .dragEnded: userDragEnded()
    case .keyboardTopSampled(let top): keyboardTopDidMove(to: top)
    }
  }
}
