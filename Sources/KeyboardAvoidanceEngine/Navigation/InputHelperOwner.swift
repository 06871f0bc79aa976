import KeyboardAvoidanceCore

/// An engine that gives the inputs it serves the Previous / Next / Done bar and the Return
/// action (rules T1, F6): a scroll view's engine and a screen's.
///
/// The two add, update and take out both helpers the same way, and a bar button or Return
/// does the same in both; only the host, the settings in effect, which input counts as
/// focused and how focus walks differ, so each engine says those and this extension does
/// the rest, once.
@MainActor
protocol InputHelperOwner: KeyboardSignalReceiver {
  /// The host whose inputs get the helpers; `nil` once it is gone (rule L4).
  var navigationHost: (any KeyboardNavigationHost)? { get }
  /// The inputs the engine gave the bar, held weakly (rule T1).
  var toolbarInputs: [WeakReference<AnyObject>] { get set }
  /// The inputs that hold the engine's Return action, held weakly (rule F6).
  var returnKeyInputs: [WeakReference<AnyObject>] { get set }
  /// The input the bar's buttons act on: the first responder of the host's window (rule
  /// F1), as the engine counts it.
  var focusedInput: AnyObject? { get }

  /// Moves first responder from `current` to the host's next (previous) input; after the
  /// last one, moving forward ends editing when `endsEditingAtEnd` (Return), and leaves it
  /// be when not (the bar's Next: rule F6).
  ///
  /// - Returns: Whether focus moved, or was resigned after the last input.
  @discardableResult
  func focusNext(
    from current: AnyObject, toward direction: NavigationDirection, endsEditingAtEnd: Bool
  ) -> Bool

  /// Whether the last walk from `input` toward `direction` found nothing, though the host
  /// could not tell before looking (a list whose input rows are known only from cells):
  /// the bar's button that way is then disabled (rules F6, T1).
  func hasLookedInVain(after input: AnyObject, toward direction: NavigationDirection) -> Bool
}

extension InputHelperOwner {
  /// A host whose walks never look (a screen) knows where its inputs end.
  func hasLookedInVain(after input: AnyObject, toward direction: NavigationDirection) -> Bool {
    false
  }

  // MARK: - The bar (rule T1)

  /// Gives `input` the bar in `look`, or brings the bar it has up to date: Previous and Next
  /// are enabled where an input precedes or follows it in Return's order (rule F6), unless
  /// the last walk that way looked and found none; the tint
  /// is the app's, and the title the input's placeholder when the app asks for it (a text
  /// view has none).
  ///
  /// An input with an accessory view of the app's own keeps it.
  func updateToolbar(for input: AnyObject, look: ToolbarLook) {
    guard let host = navigationHost else { return }
    let shown = host.showToolbar(
      on: input, canMoveBack: canMove(from: input, toward: .previous, in: host),
      canMoveForward: canMove(from: input, toward: .next, in: host), tint: look.tint?.color,
      title: look.showsPlaceholder ? host.placeholder(of: input) : nil
    ) { [weak self] button in
      self?.receive(.toolbarButtonTapped(button))
    }
    guard shown, !toolbarInputs.contains(where: { $0.value === input }) else { return }
    toolbarInputs.removeAll { $0.value == nil }
    toolbarInputs.append(WeakReference(input))
  }

  /// Whether the bar's button toward `direction` is enabled for `input`.
  private func canMove(
    from input: AnyObject, toward direction: NavigationDirection,
    in host: any KeyboardNavigationHost
  ) -> Bool {
    host.hasNextInput(after: input, toward: direction)
      && !hasLookedInVain(after: input, toward: direction)
  }

  /// Takes out every bar the engine gave, and nothing else.
  func removeToolbars() {
    guard let host = navigationHost else { return }
    for entry in toolbarInputs {
      if let input = entry.value { host.removeToolbar(from: input) }
    }
    toolbarInputs = []
  }

  /// A button of the bar: Previous and Next move from the focused input as
  /// `focusNext(from:toward:endsEditingAtEnd:)` does, never ending editing (a Next that
  /// finds nothing is disabled, rule F6); Done ends editing of the focused input (rule F1),
  /// then runs `look`'s Done action, if any, with it, unless the input refused to end
  /// editing (a delegate's `textFieldShouldEndEditing(_:)`).
  func performToolbarButton(_ button: ToolbarButton, look: ToolbarLook) {
    guard let host = navigationHost, let input = focusedInput else { return }
    switch button {
    case .previous: focusNext(from: input, toward: .previous, endsEditingAtEnd: false)
    case .next: focusNext(from: input, toward: .next, endsEditingAtEnd: false)
    case .done:
      let action = look.doneAction
      host.resignFocus(input)
      // UIKit posts the end-editing notification inside `resignFirstResponder()`.
      if let action, focusedInput !== input { action.run(input) }
    }
  }

  // MARK: - Return (rule F6)

  /// Gives Return in `input`, which just began editing, to the engine or to the app, by
  /// its Return key.
  ///
  /// A text field whose key moves on (`default`, `next`, `continue`) or finishes (`done`)
  /// gets the engine's action. Any other field keeps Return to the app: UIKit ends editing
  /// on Return in a field that has an `editingDidEndOnExit` target, so the engine leaves
  /// none there, and removes the one it added in an earlier editing session when the key
  /// changed since. A text view's Return inserts a newline and gets nothing.
  func updateReturnKeyAction(in input: AnyObject) {
    guard let host = navigationHost else { return }
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
  func removeReturnKeyActions() {
    guard let host = navigationHost else { return }
    for entry in returnKeyInputs {
      if let input = entry.value { host.removeReturnKeyAction(from: input) }
    }
    returnKeyInputs = []
  }

  /// Return in the input `id`: moves to the next input or ends editing, as the field's
  /// Return key says, once the engine has checked that its Return navigation is on.
  ///
  /// One move, and only from the input that received it: while it is still
  /// `windowFirstResponder`, the first responder of the host's window (rule F1), or when
  /// nothing is (should UIKit end editing before it sends the action, which it does not
  /// document either way). An app whose delegate already moved focus on Return has had its
  /// move; the engine does not make a second one. A key that became the app's while the
  /// field was editing gets nothing from the engine.
  func performReturnKey(in id: ObjectIdentifier, windowFirstResponder: AnyObject?) {
    guard let host = navigationHost,
      let input = returnKeyInputs.lazy.compactMap(\.value).first(where: {
        ObjectIdentifier($0) == id
      })
    else { return }
    if let focused = windowFirstResponder, focused !== input { return }
    switch host.returnKeyType(of: input)?.role {
    case .movesToNextInput: focusNext(from: input, toward: .next, endsEditingAtEnd: true)
    case .endsEditing: host.resignFocus(input)
    case .belongsToApp, nil: return
    }
  }
}
