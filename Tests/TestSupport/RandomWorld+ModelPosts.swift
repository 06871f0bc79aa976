import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless

extension RandomWorld {
  /// The model posted a keyboard notification on its own in this step (rule O1 d: a focus
  /// move's show, a resign's hide): the engine heard a keyboard notification, as after a
  /// step's own (rule K3 accepts every post of the model's), so the app's unseen change,
  /// the user's scroll and a drag end there too.
  func modelPostArrived() {
    drag.keyboardNotificationArrived()
    userScrolledSinceReveal = false
    if isEnabled {
      hasUnseenUserWrite = false
      if host.window != nil { offsetMayBeOutOfRange = false }
    }
  }
}
