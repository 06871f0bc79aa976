import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless

extension ScenarioStep {
  /// A short title for the step's picture.
  ///
  /// For example `willShow 336 pt`, `focus email`, `setHostFrame [0, 0, 390, 600]`. Typed
  /// text is counted, never shown (rule L6).
  var title: String {
    switch self {
    case .focus(let id): "focus \(id)"
    case .blur: "blur"
    case .keyboard(let name, let userInfo, let object):
      Self.keyboardTitle(name, userInfo, object)
    case .setContentInset(let insets): "setContentInset bottom \(StepOutput.number(insets.bottom))"
    case .setWindowFrame(let frame): "setWindowFrame \(StepOutput.rect(frame))"
    case .setSafeArea(let insets): "setSafeArea bottom \(StepOutput.number(insets.bottom))"
    case .setHostFrame(let frame): "setHostFrame \(StepOutput.rect(frame))"
    case .enable(let isOn): isOn ? "enable" : "disable"
    case .removeFromWindow: "removeFromWindow"
    case .addToWindow: "addToWindow"
    case .type(let text): "type \(text.utf16.count) characters"
    case .select(let range): "select [\(range.location), \(range.length)]"
    case .deleteBackward(let count): "deleteBackward \(count)"
    case .returnKey: "Return"
    case .focusPrevious: "focusPrevious"
    case .scroll(let point):
      "user scroll to (\(StepOutput.number(point.x)), \(StepOutput.number(point.y)))"
    case .touch(let isDown): isDown ? "touch began" : "touch ended"
    case .drag(let began): began ? "drag began" : "drag ended"
    case .decelerate: "drag ended, decelerating"
    case .dragKeyboardTo(let top): "keyboard dragged to \(StepOutput.number(top))"
    case .tap(let point): "tap (\(StepOutput.number(point.x)), \(StepOutput.number(point.y)))"
    case .setAdditionalSafeArea(let insets):
      "setAdditionalSafeArea bottom \(StepOutput.number(insets.bottom))"
    }
  }

  /// The bold note under the step's picture title, or `nil`.
  ///
  /// A keyboard notification or a sample of a dragged keyboard after which the engine wrote
  /// nothing (`writes` 0), such as a repeated `willShow`, is marked "no change".
  func pictureNote(after output: StepOutput) -> String? {
    let isKeyboardChange: Bool
    switch self {
    case .keyboard, .dragKeyboardTo: isKeyboardChange = true
    case .focus, .blur, .setContentInset, .setWindowFrame, .setSafeArea, .setHostFrame, .enable,
      .removeFromWindow, .addToWindow, .type, .select, .deleteBackward, .returnKey, .focusPrevious,
      .scroll, .touch, .drag, .decelerate, .tap, .setAdditionalSafeArea:
      isKeyboardChange = false
    }
    return isKeyboardChange && output.writes == 0 ? "no change: the engine wrote nothing" : nil
  }

  private static func keyboardTitle(
    _ name: KeyboardEventName, _ userInfo: [AnyHashable: Any]?,
    _ object: KeyboardNotificationObject
  ) -> String {
    var title = "\(name)"
    if let event = KeyboardEvent(name: name.notificationName, userInfo: userInfo),
      let frame = event.endFrame, !name.isHide
    {
      title += " \(StepOutput.number(frame.height)) pt"
    } else if !name.isHide {
      title += " (malformed, ignored)"
    }
    switch object {
    case .hostScreen: return title
    case .otherScreen: return title + " on another screen"
    case .none: return title + " naming no screen"
    }
  }
}
