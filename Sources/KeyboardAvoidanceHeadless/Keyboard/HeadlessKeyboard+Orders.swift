import Foundation
import KeyboardAvoidanceCore

/// The posts the keyboard makes in the orders UIKit does not promise (rule O1).
extension HeadlessKeyboard {
  /// The notifications of one show, in the order picked at rule O1 e.
  ///
  /// 0 as given (will-change-frame, then will-show), 1 will-show and did-show before their
  /// frame changes, 2 the frame changes alone; the dids follow their wills' order. A list
  /// without a will-show is not a show's and comes back as it is, with no pick.
  func orderedForShow(_ names: [KeyboardEventName]) -> [KeyboardEventName] {
    guard names.contains(.willShow) else { return names }
    switch screen.orders.pick(.e) {
    case 1: return names.map(Self.swappedWithFrameChange)
    case 2: return names.filter { $0 != .willShow && $0 != .didShow }
    default: return names
    }
  }

  /// A show's name for its frame change's, and back.
  private static func swappedWithFrameChange(_ name: KeyboardEventName) -> KeyboardEventName {
    switch name {
    case .willChangeFrame: .willShow
    case .willShow: .willChangeFrame
    case .didChangeFrame: .didShow
    case .didShow: .didChangeFrame
    default: name
    }
  }

  /// Runs one turn of the run loop in which the safe area changes (a bar appearing, a
  /// rotation's new insets: `changeSafeArea`) and the keyboard posts (`post`: its show,
  /// frame change or hide), in the order picked at rule O1 h: 0 the safe-area change before
  /// the keyboard's notifications, 1 after them; either way before the turn's layout pass,
  /// and the dids when the keyboard's animation ends.
  package func inOneTurn(
    changingSafeArea changeSafeArea: () -> Void, posting post: () -> Void
  ) {
    screen.runStep {
      if screen.orders.pick(.h) == 1 {
        post()
        changeSafeArea()
      } else {
        changeSafeArea()
        post()
      }
    }
  }

  /// The software keyboard's frame when it is up, on screen; `nil` when it is hidden or
  /// is a hardware keyboard's with no accessory (nothing on screen).
  var softwareKeyboardFrame: CGRect? {
    guard screen.isKeyboardShown, let shown = screen.delivery.postedFrame,
      shown.height > 0, shown.intersects(screen.bounds)
    else { return nil }
    return shown
  }

  /// What UIKit may post when focus moves from one input to another with the software
  /// keyboard up (rule O1 d): 0 nothing, 1 a will-show and will-change-frame with the
  /// same frame, 2 a will-hide then, in the same turn, a will-show; the dids when the
  /// keyboard's animation ends.
  func postFocusMove() {
    guard let shown = softwareKeyboardFrame else { return }
    let hidden = CGRect(
      x: shown.minX, y: screen.bounds.maxY, width: shown.width, height: shown.height)
    let choice = screen.orders.pick(.d)
    guard choice != 0 else { return }
    screen.runStep {
      if choice == 2 {
        for name in [KeyboardEventName.willChangeFrame, .willHide] {
          post(KeyboardEvent(name: name, beginFrame: shown, endFrame: hidden))
        }
      }
      let begin = choice == 2 ? hidden : shown
      for name in [KeyboardEventName.willChangeFrame, .willShow] {
        post(KeyboardEvent(name: name, beginFrame: begin, endFrame: shown))
      }
      screen.atKeyboardAnimationEnd { [self] in
        for name in [KeyboardEventName.didChangeFrame, .didShow] {
          post(KeyboardEvent(name: name, beginFrame: begin, endFrame: shown))
        }
      }
    }
  }

  /// What UIKit may post when an input resigns and none follows with the software keyboard
  /// up (rule O1 d): 0 nothing, as the model did, 1 and 2 the keyboard's hide.
  func postResign() {
    guard let shown = softwareKeyboardFrame, screen.orders.pick(.d) != 0 else { return }
    hide()
    screen.delivery.hiddenAtResign = shown
  }

  /// Brings back the keyboard the model hid at a resign (``postResign()``) when an input
  /// begins editing before any other keyboard notification, as UIKit shows its keyboard.
  func showAfterResign() {
    guard let shown = screen.delivery.hiddenAtResign else { return }
    move(
      to: shown, names: [.willChangeFrame, .willShow, .didChangeFrame, .didShow],
      timing: .keyboardDefault)
  }
}
