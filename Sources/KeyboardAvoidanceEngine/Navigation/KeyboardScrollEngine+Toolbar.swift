import KeyboardAvoidanceCore

/// The Previous / Next / Done bar above the keyboard (rule T1).
extension KeyboardScrollEngine {
  /// Gives `input`, which just began editing in this host, the bar, or brings the bar it
  /// has up to date: Previous and Next are enabled where an input precedes or follows it in
  /// Return's order (rule F6); the tint is the app's, and the title the input's placeholder
  /// when the app asks for it (a text view has none).
  ///
  /// An input with an accessory view of the app's own keeps it.
  func updateToolbar(for input: AnyObject) {
    guard let host else { return }
    let look = effectiveSettings.toolbarLook
    let shown = host.showToolbar(
      on: input, canMoveBack: host.hasNextInput(after: input, toward: .previous),
      canMoveForward: host.hasNextInput(after: input, toward: .next), tint: look.tint?.color,
      title: look.showsPlaceholder ? host.placeholder(of: input) : nil
    ) { [weak self] button in
      self?.receive(.toolbarButtonTapped(button))
    }
    guard shown, !toolbarInputs.contains(where: { $0.value === input }) else { return }
    toolbarInputs.removeAll { $0.value == nil }
    toolbarInputs.append(WeakReference(input))
  }

  /// Takes out every bar the engine gave, and nothing else.
  func removeToolbars() {
    guard let host else { return }
    for entry in toolbarInputs {
      if let input = entry.value { host.removeToolbar(from: input) }
    }
    toolbarInputs = []
  }

  /// A button of the bar: Previous and Next move as `focusPrevious()` and `focusNext()`
  /// do; Done ends editing of the first responder of the host's window (rule F1), then runs
  /// the app's Done action, if any, with the input, unless the input refused to end editing
  /// (a delegate's `textFieldShouldEndEditing(_:)`).
  func toolbarButtonTapped(_ button: ToolbarButton) {
    switch button {
    case .previous: focusPrevious()
    case .next: focusNext()
    case .done:
      guard let host, let input = focusedInput else { return }
      let action = effectiveSettings.toolbarLook.doneAction
      host.resignFocus(input)
      // UIKit posts the end-editing notification inside `resignFirstResponder()`.
      if let action, focusedInput !== input { action.run(input) }
    }
  }
}
