import KeyboardAvoidanceCore

extension ScreenEngine {
  /// Whether the cover decision waits for the view's next layout pass, or a look after a
  /// turn that moved the view is pending: never once UIKit is idle (rule O1).
  package var isWaiting: Bool { cover.isPending || moveLook.isPending }
}

/// The bar and Return navigation on a screen's inputs (rules T1, F6, L9, L10).
///
/// A screen is served by the app-wide mode only, so the application's settings are always
/// in effect. Previous, Next and Return move in reading order among the screen's own inputs
/// (``KeyboardNavigationHost/nextInput(after:toward:)``), as a scroll view's do;
/// ``InputHelperOwner`` adds, updates and takes out the bar and Return action.
extension ScreenEngine: InputHelperOwner {
  /// The screen whose inputs get the bar and Return action.
  var navigationHost: (any KeyboardNavigationHost)? { host }

  /// The application's settings, or the defaults while the view reaches no observer.
  private var settings: HostSettings {
    host?.hostKeyboardObserver?.appWideSettings ?? HostSettings()
  }

  /// The first responder of the view's window when it is in this screen (rule F1).
  var focusedInput: AnyObject? {
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

  // MARK: - The bar and Return (rules T1, F6)

  /// A button of the bar: Previous and Next move among the screen's inputs; Done ends
  /// editing of the first responder of the view's window (rule F1), then runs the app's
  /// Done action with it, unless the input refused to end editing.
  func toolbarButtonTapped(_ button: ToolbarButton) {
    performToolbarButton(button, look: settings.toolbarLook)
  }

  /// Return in the input `id`: moves to the screen's next input or ends editing, as its key
  /// says, while the application's Return navigation is on and that input is still the
  /// first responder of its window (or nothing is).
  func returnKeyPressed(in id: ObjectIdentifier) {
    guard settings.isReturnKeyNavigationEnabled, let host else { return }
    performReturnKey(
      in: id,
      windowFirstResponder: host.hostKeyboardObserver?.focusedInput(in: host.keyboardWindow))
  }

  /// Moves first responder from `current` to the screen's next (previous) input; after the
  /// last one, moving forward ends editing when `endsEditingAtEnd` (Return).
  @discardableResult
  func focusNext(
    from current: AnyObject, toward direction: NavigationDirection, endsEditingAtEnd: Bool
  ) -> Bool {
    guard let host else { return false }
    switch host.nextInput(after: current, toward: direction) {
    case .found(let next): return host.focus(next)
    case .end:
      guard direction == .next, endsEditingAtEnd else { return false }
      host.resignFocus(current)
      return true
    // A screen has no rows: its walk never needs a cell.
    case .needsCell: return false
    }
  }
}
