package import Foundation
package import KeyboardAvoidanceCore

/// The keyboard notifications the model posts on its own in one step.
///
/// Heard on the world's notification center: UIKit's show at a focus move and hide at a
/// resign (rule O1 d), and the show that brings such a hidden keyboard back. A random
/// step's own keyboard action is posted by the step; everything else heard here the model
/// posted.
///
/// The oracle takes them in as it takes a step's own notification (rules K3, K4), so that
/// what the engine writes in answer to them is judged as an answer to a keyboard
/// notification, not as a write while the keyboard was away (rule F4). Frames are read back
/// with Foundation's own `rectValue`, not Core's parsing.
@MainActor
package final class ModelKeyboardPosts {
  /// One notification heard: its name and its end frame (`nil` when it carries none).
  package struct Post {
    /// The notification's name.
    package var name: KeyboardEventName
    /// The end frame in screen space, or `nil`.
    ///
    /// `nil` when there is none or the value wraps anything but a rect, as a step's own
    /// malformed notification may (rule K3); read through Core's one seam, as `rectValue`
    /// exists on Linux and macOS only.
    package var endFrame: CGRect?
  }

  /// What was heard since the last ``takePosts()``, oldest first.
  private var heard: [Post] = []
  /// The observers' tokens; the center is the world's screen's, which dies with it.
  private var tokens: [any NSObjectProtocol] = []

  /// Listens on `center` for every keyboard notification.
  package init(center: NotificationCenter) {
    let names: [KeyboardEventName] = [
      .willShow, .didShow, .willHide, .didHide, .willChangeFrame, .didChangeFrame,
    ]
    tokens = names.map { name in
      center.addObserver(forName: name.notificationName, object: nil, queue: nil) {
        [weak self] notification in
        let frame = (notification.userInfo?[KeyboardUserInfoKey.frameEnd] as? NSValue)?
          .keyboardRectValue
        MainActor.assumeIsolated { self?.heard.append(Post(name: name, endFrame: frame)) }
      }
    }
  }

  /// The notifications heard since the last call, oldest first.
  package func takePosts() -> [Post] {
    defer { heard = [] }
    return heard
  }
}
