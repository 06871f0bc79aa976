import KeyboardAvoidanceCore

/// The bar and Return navigation on a screen's inputs (rules T1, F6, L9, L10).
///
/// A screen is served by the app-wide mode only, so the application's settings are always
/// in effect. Previous, Next and Return move in reading order among the screen's own inputs
/// (``KeyboardNavigationHost/nextInput(after:toward:)``), as a scroll view's do.
extension ScreenEngine {
  /// The application's settings, or the defaults while the view reaches no observer.
  private var settings: HostSettings {
    host?.hostKeyboardObserver?.appWideSettings ?? HostSettings()
  }

  /// The first responder of the view's window when it is in this screen (rule F1).
  private var focusedInput: AnyObject? {
    guard let host,
      let input = host.hostKeyboardObserver?.focusedInput(in: host.keyboardWindow),
      host.screenSnapshot(focusedInput: input).inputFrame != nil
    else { return nil }
    return input
  }

  /// Gives `input`, which the screen serves as it begins editing, the bar and Return action
  /// the application's settings ask for, and takes out the ones they no longer ask for.
  func updateHelpers(for input: AnyObject) {
    let settings = settings
    if settings.showsToolbar {
      updateToolbar(for: input, look: settings.toolbarLook)
    } else {
      removeToolbars()
    }
    if settings.isReturnKeyNavigationEnabled {
      updateReturnKeyAction(in: input)
    } else {
      removeReturnKeyActions()
    }
  }

  /// The application's settings changed (rule L9): the served input still editing gets
  /// the bar and Return action they ask for at once; the ones they no longer ask for go.
  func settingsDidChange() {
    if let input = servedInput, focusedInput === input {
      updateHelpers(for: input)
      return
    }
    let settings = settings
    if !settings.showsToolbar { removeToolbars() }
    if !settings.isReturnKeyNavigationEnabled { removeReturnKeyActions() }
  }

  /// Takes out every bar and Return action the engine added (the screen opted out).
  func removeHelpers() {
    removeToolbars()
    removeReturnKeyActions()
  }

  // MARK: - The bar (rule T1)

  /// Gives `input` the bar, or brings its bar up to date: Previous and Next enabled where
  /// an input of the screen precedes or follows it; an accessory view of the app's own stays.
  private func updateToolbar(for input: AnyObject, look: ToolbarLook) {
    guard let host else { return }
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
  private func removeToolbars() {
    guard let host else { return }
    for entry in toolbarInputs {
      if let input = entry.value { host.removeToolbar(from: input) }
    }
    toolbarInputs = []
  }

  /// A button of the bar: Previous and Next move among the screen's inputs; Done ends
  /// editing of the first responder of the view's window (rule F1), then runs the app's
  /// Done action with it, unless the input refused to end editing.
  func toolbarButtonTapped(_ button: ToolbarButton) {
    guard let host, let input = focusedInput else { return }
    switch button {
    case .previous: focusNext(from: input, toward: .previous)
    case .next: focusNext(from: input, toward: .next)
    case .done:
      let action = settings.toolbarLook.doneAction
      host.resignFocus(input)
      // UIKit posts the end-editing notification inside `resignFirstResponder()`.
      if let action, focusedInput !== input { action.run(input) }
    }
  }

  // MARK: - Return (rule F6)

  /// Gives Return in `input` to the engine when its key moves on or finishes, else leaves
  /// it (or gives it back) to the app, as a scroll view's engine does.
  private func updateReturnKeyAction(in input: AnyObject) {
    guard let host else { return }
    let hadAction = returnKeyInputs.contains { $0.value === input }
    returnKeyInputs.removeAll { $0.value == nil || $0.value === input }
    guard let role = host.returnKeyType(of: input)?.role, role != .belongsToApp else {
      if hadAction { host.removeReturnKeyAction(from: input) }
      return
    }
    let id = ObjectIdentifier(input)
    host.onReturnKey(in: input) { [weak self] in
      self?.receive(.returnKeyPressed(id))
    }
    returnKeyInputs.append(WeakReference(input))
  }

  /// Gives Return back to the app in every input that holds the engine's action.
  private func removeReturnKeyActions() {
    guard let host else { return }
    for entry in returnKeyInputs {
      if let input = entry.value { host.removeReturnKeyAction(from: input) }
    }
    returnKeyInputs = []
  }

  /// Return in the input `id`: moves to the screen's next input or ends editing, as its key
  /// says, while the application's Return navigation is on and that input is still the
  /// first responder of its window (or nothing is).
  func returnKeyPressed(in id: ObjectIdentifier) {
    guard settings.isReturnKeyNavigationEnabled, let host,
      let input = returnKeyInputs.lazy.compactMap(\.value).first(where: {
        ObjectIdentifier($0) == id
      })
    else { return }
    if let focused = host.hostKeyboardObserver?.focusedInput(in: host.keyboardWindow),
      focused !== input
    {
      return
    }
    switch host.returnKeyType(of: input)?.role {
    case .movesToNextInput: focusNext(from: input, toward: .next)
    case .endsEditing: host.resignFocus(input)
    case .belongsToApp, nil: return
    }
  }

  /// Moves first responder from `current` to the screen's next (previous) input; after the
  /// last one, moving forward ends editing.
  private func focusNext(from current: AnyObject, toward direction: NavigationDirection) {
    guard let host else { return }
    switch host.nextInput(after: current, toward: direction) {
    case .found(let next): _ = host.focus(next)
    case .end: if direction == .next { host.resignFocus(current) }
    // A screen makes no rows: its walk never waits for a layout pass.
    case .awaitsLayout: return
    }
  }
}
