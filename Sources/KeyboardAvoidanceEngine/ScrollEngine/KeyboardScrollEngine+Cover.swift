import Foundation
import KeyboardAvoidanceCore

/// The app-wide mode's first cover decision for a host enabled before any docked keyboard
/// (rule L7).
extension KeyboardScrollEngine {
  /// Decides, in the host's next layout pass, whether the app-wide mode keeps a host it
  /// enabled before any docked keyboard (rule L7).
  ///
  /// The app's layout for the keyboard (constraints to the keyboard layout guide) runs in
  /// that pass, after the notification: a host the docked keyboard then covers none of
  /// follows the keyboard already, and is passed over without a write; any other gets the
  /// keyboard then, joining its animation over what is left of it.
  func decideCoverAfterLayout() {
    guard !decidesCoverAfterLayout, let host else { return }
    decidesCoverAfterLayout = true
    host.afterNextLayout { [weak self] in
      guard let self else { return }
      self.decidesCoverAfterLayout = false
      let followers = self.afterCoverDecision
      self.afterCoverDecision = []
      defer { for follower in followers { follower() } }
      guard self.isEnabled, self.awaitsFirstCover, let host = self.host,
        let event = self.observer?.lastEvent
      else { return }
      let snapshot = self.read(host)
      guard snapshot.frameInScreen != nil, let keyboard = DockedKeyboard(event, on: snapshot)
      else { return }
      if Self.isBesideDockedKeyboard(host) {
        KeyboardLog.write("app-wide mode passes over \(host.logName): the keyboard covers none")
        self.disable()
        self.isDisabledByApp = false
        return
      }
      self.awaitsFirstCover = false
      self.apply(
        keyboard, timing: self.observer?.keyboardAnimation, reveal: .target, to: host, snapshot)
    }
  }
}
