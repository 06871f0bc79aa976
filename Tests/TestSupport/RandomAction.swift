package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// One step of a random sequence, with every parameter fixed so it can be replayed.
package enum RandomAction: CustomStringConvertible, Sendable {
  /// A well-formed keyboard notification.
  case keyboard(KeyboardEventName, endFrame: CGRect?, timing: AnimationTiming, isLocal: Bool)
  /// A malformed keyboard notification (rule K3).
  case malformed(KeyboardEventName, MalformedUserInfo)
  /// An input (by index) becomes first responder.
  case focus(Int)
  /// The first responder resigns.
  case blur
  /// The window moves or resizes (rotation, Stage Manager), with its new safe area.
  case setWindow(CGRect, safeArea: EdgeInsets)
  /// The device rotates: the screen's width and height swap, the window fills the screen,
  /// and the safe area turns with it.
  case rotate
  /// The host moves or resizes inside its window.
  case setHostFrame(CGRect)
  /// The app writes its own content inset.
  case setContentInset(EdgeInsets)
  /// The app changes one edge the way Swift does: it reads the whole inset, changes the
  /// top (`true`) or the bottom (`false`), and writes the whole inset back (rule I2).
  case editContentInset(top: Bool, value: CGFloat)
  /// The app enables or disables avoidance.
  case enable(Bool)
  /// The host leaves its window.
  case removeFromWindow
  /// The host returns to its window.
  case addToWindow
  /// The host is released (with whatever keyboard state) and a fresh one takes its place.
  case replaceHost
  /// The user types into the focused text view.
  case type(String)
  /// The user presses Return in the focused text field.
  case returnKey
  /// The user moves the focused text view's selection (clamped to its text), which the app
  /// forwards to the engine as UIKit's delegate hears it.
  case select(location: Int, length: Int)
  /// The user scrolls to a fraction of the valid offsets.
  case userScroll(CGFloat)
  /// The app writes the pinned view's bottom constant itself.
  case setPinConstant(CGFloat)
  /// The app starts (`true`) or stops following the keyboard with the pin.
  case followPin(Bool)
  /// The pinned view's owner moves or resizes inside its window.
  case setPinViewFrame(CGRect)
  /// The user begins (`true`) or ends a drag of the host (rule D1).
  case drag(began: Bool)
  /// The keyboard's top edge moves to this y (screen space) during a user's drag.
  case dragKeyboardTo(CGFloat)

  /// A readable form for failure reports.
  package var description: String {
    switch self {
    case .keyboard(let name, let frame, let timing, let isLocal):
      let end = frame.map { "\($0.minX),\($0.minY),\($0.width),\($0.height)" } ?? "nil"
      return
        "keyboard(\(name), end: \(end), \(timing.duration)s, curve \(timing.curve), local: \(isLocal))"
    case .malformed(let name, let kind): return "malformed(\(name), \(kind))"
    case .focus(let index): return "focus(\(index))"
    case .blur: return "blur"
    case .setWindow(let frame, let safe): return "setWindow(\(frame), safe: \(safe))"
    case .rotate: return "rotate"
    case .setHostFrame(let frame): return "setHostFrame(\(frame))"
    case .setContentInset(let insets): return "setContentInset(\(insets))"
    case .editContentInset(let top, let value):
      return "contentInset.\(top ? "top" : "bottom") = \(value)"
    case .enable(let isOn): return "enable(\(isOn))"
    case .removeFromWindow: return "removeFromWindow"
    case .addToWindow: return "addToWindow"
    case .replaceHost: return "replaceHost"
    case .type(let text): return "type(\(text.debugDescription))"
    case .returnKey: return "returnKey"
    case .select(let location, let length): return "select(\(location), \(length))"
    case .userScroll(let fraction): return "userScroll(\(fraction))"
    case .setPinConstant(let constant): return "setPinConstant(\(constant))"
    case .followPin(let isOn): return "followPin(\(isOn))"
    case .setPinViewFrame(let frame): return "setPinViewFrame(\(frame))"
    case .drag(let began): return "drag(began: \(began))"
    case .dragKeyboardTo(let top): return "dragKeyboardTo(\(top))"
    }
  }

  /// Whether this is the app writing its own content inset.
  package var writesAppInset: Bool {
    switch self {
    case .setContentInset, .editContentInset: true
    default: false
    }
  }

  /// Whether this action turns the pin's following on (`true`) or off (`false`).
  package func isFollowPin(_ isOn: Bool) -> Bool {
    if case .followPin(let value) = self { value == isOn } else { false }
  }

  /// Whether this action may move the host on screen (the engine re-applies, K7).
  package var movesGeometry: Bool {
    switch self {
    case .rotate, .setWindow, .setHostFrame: true
    default: false
    }
  }

  /// Whether this action releases the host and starts a fresh one.
  package var replacesHost: Bool {
    if case .replaceHost = self { true } else { false }
  }

  /// Whether this is a keyboard notification, well-formed or not.
  package var isKeyboardNotification: Bool {
    switch self {
    case .keyboard, .malformed: true
    default: false
    }
  }

  /// Whether this is a keyboard notification that passes rule K3: a hide, or a show or
  /// frame change with a well-formed frame; the others are ignored whole.
  package var isAcceptedKeyboardNotification: Bool {
    switch self {
    case .keyboard(let name, let endFrame, _, _): name.isHide || endFrame != nil
    case .malformed(let name, _): name.isHide
    default: false
    }
  }

  /// Whether running this action twice in a row must leave the second one writing nothing.
  package var isIdempotent: Bool {
    switch self {
    case .replaceHost, .rotate, .type, .returnKey: false
    default: true
    }
  }
}
