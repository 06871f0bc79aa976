import KeyboardAvoidanceHeadless

/// A world of inputs on a screen that does not scroll: the constraint and screen worlds,
/// which take the steps a user's inputs and the keyboard make the same way.
@MainActor
protocol FieldReplayWorld: ReplayRunning {
  /// The window holding the host.
  var window: HeadlessWindow { get }
  /// The keyboard that posts the scenario's notifications.
  var keyboard: HeadlessKeyboard { get }
  /// The host's inputs (text fields, and a screen's text views), by identifier.
  var inputs: [String: any HeadlessInput] { get }
}

extension FieldReplayWorld {
  /// Takes `step` when it is one of the steps every field world takes alike (a focus, a
  /// blur, a keyboard notification, the window's frame or safe area); returns whether it
  /// was.
  func performFieldStep(_ step: ScenarioStep) -> Bool {
    switch step {
    case .focus(let id): inputs[id]?.becomeFirstResponder()
    case .blur: (screen.firstResponder as? any HeadlessInput)?.resignFirstResponder()
    case .keyboard(let name, let userInfo, let object):
      keyboard.post(name, userInfo: userInfo, object: object)
    case .setWindowFrame(let frame): window.frame = frame
    case .setSafeArea(let insets): window.windowSafeAreaInsets = insets
    default: return false
    }
    return true
  }
}
