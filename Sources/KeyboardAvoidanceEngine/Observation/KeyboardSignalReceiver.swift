import Foundation
package import KeyboardAvoidanceCore

/// Everything an engine is told: by the app-wide observer (keyboard, editing and caret
/// notifications, the keyboard's top sampled during a drag) and by the binding of its host
/// (geometry, safe-area and window changes, the user's drags).
///
/// One door: UIKit's binding and the headless model send the same signals through
/// ``KeyboardSignalReceiver/receive(_:)``, so the path from a signal to a write is the same
/// for both.
package enum KeyboardSignal {
  /// A keyboard notification that passed rule K3.
  case keyboard(KeyboardEvent)
  /// An input began editing (rule F1).
  case editingBegan(AnyObject)
  /// The focused text input's caret or selection moved (rule F5).
  case caretMoved(AnyObject)
  /// The host's frame, place on screen, safe area or window changed without a keyboard
  /// notification: re-apply the last keyboard event to its geometry (rules K7, L3).
  case geometryChanged
  /// The user began dragging the host (rule D1).
  case dragBegan
  /// The user lifted the finger from the host (rule D1).
  case dragEnded
  /// The user tapped the host outside any input, and the host ends editing on a tap
  /// (rule T2).
  case tappedOutsideInputs
  /// The keyboard's top edge, in screen space, moved to this value without a notification:
  /// a user drags it (rule D1).
  case keyboardTopSampled(CGFloat)
  /// The application's settings changed: hosts the app-wide mode serves bring their bars,
  /// Return actions and tap watcher up to them (rule L9).
  case appWideSettingsChanged
}

/// An engine: a scroll view's or a constraint's.
///
/// It hears everything through one method.
@MainActor
package protocol KeyboardSignalReceiver: AnyObject {
  /// Handles one signal.
  func receive(_ signal: KeyboardSignal)
  /// Whether this engine hears each observer signal after every scroll view's engine has
  /// handled it: constraints' engines do, to see inputs where scrolling left them.
  var runsAfterScrollHosts: Bool { get }
  /// The engine of an enabled host that encloses this engine's host, which hears each
  /// observer signal before this one (rule F8); `nil` for none.
  ///
  /// - Complexity: O(depth of the host in its window).
  var enclosingReceiver: (any KeyboardSignalReceiver)? { get }
}

extension KeyboardSignalReceiver {
  /// No host encloses this engine's.
  package var enclosingReceiver: (any KeyboardSignalReceiver)? { nil }
}
