import Foundation
import KeyboardAvoidanceCore

extension ScenarioStep {
  /// Why the engine ignores this step's keyboard notification (rule K3), or `nil` when it
  /// reads it.
  ///
  /// Such a step is valid (it is how a scenario tests rule K3) and prints its output line,
  /// but a scenario author who forgot `endFrame` would otherwise see nothing happen and no
  /// word why, so the replay warns on standard error.
  var ignoredEventWarning: String? {
    guard case .keyboard(let name, let userInfo, _) = self, !name.isHide,
      KeyboardEvent(name: name.notificationName, userInfo: userInfo) == nil
    else { return nil }
    let reason: String
    if let userInfo {
      reason =
        userInfo[KeyboardUserInfoKey.frameEnd] == nil
        ? "it has no end frame (\"endFrame\", or UIKeyboardFrameEndUserInfoKey in a raw"
          + " userInfo)"
        : "its end frame is not a rect of finite numbers with a width and height >= 0"
    } else {
      reason = "it has no userInfo"
    }
    return
      "warning: key \"keyboard\": the engine ignores this \(name) (rule K3): \(reason);"
      + " nothing is written"
  }
}
