package import Foundation

/// The keyboard a screen's keyboard layout guides show, which may lag the keyboard's
/// notifications by a layout pass (rule O1 k).
@MainActor
final class KeyboardLayoutGuideUpdate {
  /// The keyboard the guides show now, in screen space; `nil` when none.
  var shown: CGRect?
  /// A keyboard the guides take at the start of the next layout pass (rule O1 k's 2).
  var waiting: CGRect??
}

extension HeadlessScreen {
  /// The keyboard the windows' keyboard layout guides show, in screen space, or `nil` for
  /// none: the system's keyboard, except while its update waits for the next layout pass
  /// (rule O1 k).
  package var keyboardLayoutGuideKeyboard: CGRect? { guide.shown }

  /// Moves the keyboard layout guides to `keyboard`, the system keyboard's new frame.
  ///
  /// In the order picked at rule O1 k when a view follows a guide: 0 with the keyboard's
  /// notification (its followers lay out in the turn's layout pass), 1 before it (the guide
  /// and the app's layout that follows it, a layout pass, before the notification is
  /// posted), 2 in the next layout pass (the guide shows the old keyboard until then).
  /// With no follower the guide moves at once, with no pick: no order can be seen.
  func moveKeyboardLayoutGuide(to keyboard: CGRect?) {
    let followers = keyboardLayoutGuideFollowers
    guard !followers.isEmpty else {
      guide.shown = keyboard
      guide.waiting = nil
      return
    }
    switch orders.pick(.k) {
    case 1:
      takeKeyboardLayoutGuide(keyboard, followers: followers)
      runLayoutPass()
    case 2:
      guide.waiting = .some(keyboard)
    default:
      takeKeyboardLayoutGuide(keyboard, followers: followers)
    }
  }

  /// Takes the keyboard waiting for this layout pass, if any, into the guides (rule O1 k's
  /// 2): their followers then lay out in the same pass.
  func takeWaitingKeyboardLayoutGuide() {
    guard let waiting = guide.waiting else { return }
    takeKeyboardLayoutGuide(waiting, followers: keyboardLayoutGuideFollowers)
  }

  private func takeKeyboardLayoutGuide(_ keyboard: CGRect?, followers: [HeadlessView]) {
    guide.waiting = nil
    guide.shown = keyboard
    for view in followers { setNeedsLayout(view) }
  }
}
