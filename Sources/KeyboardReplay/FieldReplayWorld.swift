import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// A world of inputs on a screen that does not scroll: the constraint and screen worlds,
/// which take the steps a user's inputs and the keyboard make the same way.
@MainActor
protocol FieldReplayWorld: ReplayRunning {
  /// The screen, the window holding the host and the keyboard.
  var device: ReplayDevice { get }
  /// The host's inputs (text fields, and a screen's text views), by identifier.
  var inputs: [String: any HeadlessInput] { get }
}

extension FieldReplayWorld {
  /// The device's screen.
  var screen: HeadlessScreen { device.screen }
  /// The window holding the host.
  var window: HeadlessWindow { device.window }
  /// The keyboard that posts the scenario's notifications.
  var keyboard: HeadlessKeyboard { device.keyboard }

  /// The inputs' identifiers: a field world's inputs are all it has.
  var inputIDs: Set<String> { Set(inputs.keys) }

  /// None: the host does not scroll.
  var movingHost: HeadlessScrollView? { nil }

  /// How far the last keyboard event's frame overlaps `frame` (the host's, in screen
  /// coordinates; rule K5), 0 when the host has none: it is out of its window.
  func keyboardOverlap(ofFrameInScreen frame: CGRect?) -> CGFloat {
    frame.map {
      Overlap(event: screen.keyboardObserver.lastEvent, hostFrame: $0, screenBounds: screen.bounds)
        .height
    } ?? 0
  }

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
