import Foundation
package import KeyboardAvoidanceCore

/// Everything an engine is told: by the app-wide observer (keyboard, editing, key-window and
/// caret notifications, the keyboard's top sampled during a drag) and by the binding of its
/// host (geometry, safe-area and window changes, the user's drags and taps, Return and the
/// bar's buttons in its inputs).
///
/// One door: UIKit's binding and the headless model send the same signals through
/// ``KeyboardSignalReceiver/receive(_:)``, so the path from a signal to a write is the same
/// for both.
package enum KeyboardSignal {
  /// A keyboard notification that passed rule K3.
  case keyboard(KeyboardEvent)
  /// An input began editing (rule F1).
  case editingBegan(AnyObject)
  /// A window became key: the keyboard now serves its first responder (rule F1).
  case windowBecameKey(AnyObject)
  /// The focused text input's caret or selection moved (rule F5).
  case caretMoved(AnyObject)
  /// The host's frame, place on screen, safe area or window changed without a keyboard
  /// notification: re-apply the last keyboard event to its geometry (rules K7, L3).
  case geometryChanged
  /// A turn of the main run loop ended, its layout done, while the keyboard is on screen:
  /// an engine whose host is no longer where it measured it looks again once UIKit has
  /// acted (rules K7, K1: a sheet's detent drag, a popover UIKit shifts).
  case turnEnded
  /// The host's offset changed by a write the engine did not make: the app's, or UIKit's
  /// own scroll of a newly focused input into its scroll view, which may replace the
  /// engine's animated scroll on its way (rules A1, O1 j, O2).
  case hostScrolled
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
  /// The keyboard's top edge moved to `top` while a scroll view's engine owns its inset for
  /// the drag (rule D1): told to the engines that run after scroll views' (constraints'),
  /// which follow it until the next keyboard notification.
  case keyboardDragged(top: CGFloat)
  /// Return in the input with this identity, which holds the engine's Return action (rule
  /// F6).
  case returnKeyPressed(ObjectIdentifier)
  /// A button of the bar the engine gave an input of the host (rule T1).
  case toolbarButtonTapped(ToolbarButton)
  /// The application's settings changed: hosts the app-wide mode serves bring their bars,
  /// Return actions and tap watcher up to them (rule L9).
  case appWideSettingsChanged
  /// A point the engine asked its host (or the host around it) to tell it of came: after
  /// the next layout pass, after UIKit has acted, after a cover decision.
  case resumed(EngineWait)
}

/// Everything the app-wide observer is told, through its one entrance
/// (``KeyboardObserver/receive(_:)``): UIKit's notifications, which it observes itself, and
/// what the bindings and the app report that no notification announces.
package enum ObserverSignal {
  /// A keyboard notification that passed rule K3.
  case keyboard(KeyboardEvent)
  /// A window's keyboard layout guide was read for a host enabled before any keyboard
  /// notification, with what it tells (rule L2).
  case keyboardGuideRead(KeyboardGuideReading)
  /// An input began (`true`) or ended editing: UIKit's notification, or the app's report
  /// for an input UIKit does not announce (rule F1).
  case editing(AnyObject, began: Bool)
  /// The text or selection of a text input changed: UIKit's notification, or the app's
  /// report of a selection move, which UIKit tells only the delegate (rule F5).
  case caretMoved(AnyObject)
  /// A window became key (rule F1).
  case windowBecameKey(AnyObject)
  /// Geometry changed that no host's binding hears, such as a window scene resized in
  /// Stage Manager: every engine re-applies the last keyboard event (rules K7, K1).
  case geometryChanged
  /// A turn of the main run loop ended, after the layout that ends it: the engines compare
  /// their hosts' places on screen while the keyboard is up (rule K7).
  case turnEnded
  /// The keyboard's top edge, in screen space, moved without a notification: a user drags
  /// it, as a keyboard layout guide reports (rule D1).
  case keyboardTopSampled(CGFloat)
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
  /// Whether the engine owns its host's inset for a user's drag of the keyboard (rule D1),
  /// read by the observer after each sample: the engines that run after scroll views'
  /// follow the drag from then on.
  var ownsKeyboardDrag: Bool { get }
  /// The identity of the host the engine serves (a scroll view, a view controller), under
  /// which the observer finds the engine for the hosts inside it (rule F8); `nil` for none.
  var hostIdentity: ObjectIdentifier? { get }
  /// Whether the engine still waits for a point it asked to be told of (a token not back
  /// yet, a cover decision or a row walk pending): once UIKit is idle after an action,
  /// none does (rule O1).
  var isWaiting: Bool { get }
}

extension KeyboardSignalReceiver {
  /// No host encloses this engine's.
  package var enclosingReceiver: (any KeyboardSignalReceiver)? { nil }

  /// The engine never owns an inset for a drag.
  package var ownsKeyboardDrag: Bool { false }

  /// No host around another is this engine's.
  package var hostIdentity: ObjectIdentifier? { nil }

  /// The engine waits for nothing.
  package var isWaiting: Bool { false }
}
