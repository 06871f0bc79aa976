import Foundation
import KeyboardAvoidanceCore
package import KeyboardAvoidanceTesting

extension KeyboardSimulator {
  /// A simulator for the headless window's screen: the same API as on iOS, on the
  /// headless model.
  package convenience init(window: HeadlessWindow) {
    self.init(poster: HeadlessKeyboardPoster(window: window))
  }
}

/// Posts through the headless keyboard of the window's screen.
///
/// The model applies every write at once, so `animated` changes nothing here.
@MainActor
private struct HeadlessKeyboardPoster: KeyboardPoster {
  weak var window: HeadlessWindow?

  var screenBounds: CGRect? { window?.screen?.bounds }
  var screen: AnyObject? { window?.screen }

  func includingAccessory(_ frame: CGRect) -> CGRect {
    guard let screen = window?.screen else { return frame }
    return HeadlessKeyboard(screen: screen).withAccessory(frame)
  }

  func post(_ event: KeyboardEvent, animated: Bool) {
    guard let screen = window?.screen else { return }
    HeadlessKeyboard(screen: screen).post(event)
  }

  /// Runs `body` as one step of the screen: a table's animated scroll begun by one post is
  /// in flight for the next ones (rule A1).
  func inOneStep(_ body: () -> Void) {
    guard let screen = window?.screen else { return body() }
    screen.runStep(body)
  }
}
