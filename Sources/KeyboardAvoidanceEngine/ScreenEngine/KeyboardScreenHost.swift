import Foundation
package import KeyboardAvoidanceCore

/// What the engine reads and writes of a screen that does not scroll (rule L10): a view
/// controller's view, its `additionalSafeAreaInsets`, and a translation of the view.
///
/// The UIKit binding adopts it with an adapter that holds a `UIViewController` weakly; the
/// headless model with its view controller. Its inputs take the bar and Return navigation as
/// a scroll view's do (rules T1, F6, L10): in reading order within the view, leaving out
/// those inside a scroll view (that scroll view's own).
@MainActor
package protocol KeyboardScreenHost: KeyboardNavigationHost {
  /// The view controller's additional insets, its view's safe area and place on screen, and
  /// the frame of `focusedInput` in the view when it is inside it, as the last layout left
  /// them (the read forces no layout, rule L8).
  func screenSnapshot(focusedInput: AnyObject?) -> ScreenSnapshot

  /// Runs `body` at once, inside one animation with `timing` (none for `nil`), so that every
  /// write of one event moves together with the keyboard (rule A1).
  func animate(timing: AnimationTiming?, _ body: @escaping @MainActor @Sendable () -> Void)

  /// Writes `additionalSafeAreaInsets` and lays the view out at once, inside the animation
  /// the engine runs it in: the one forced layout rule L8 allows, so that the move animates.
  func writeAdditionalSafeAreaInsets(_ insets: EdgeInsets)

  /// Composes a vertical translation of `lift` points up (0 for none) onto the view's
  /// transform, replacing the one the engine composed before.
  func writeLift(_ lift: CGFloat)

  /// The app-wide observer of keyboard and editing notifications, or `nil` when the view
  /// cannot reach one yet.
  var hostKeyboardObserver: KeyboardObserver? { get }

  /// The engine began serving: from now on, tell `receiver` of geometry changes no keyboard
  /// notification announces (a layout pass of the view after its safe area, size or window
  /// changed, rule K7), until ``stopSignals()``.
  func startSignals(to receiver: any KeyboardSignalReceiver)

  /// The engine stopped serving.
  func stopSignals()

  /// Runs `body` in the view's next layout pass, after the app's own layout in it (its
  /// constraints, a layout pinned to the keyboard layout guide), never forcing one (rule
  /// L8): whether the keyboard covers an input is known only then (rule L10).
  func afterNextLayout(_ body: @escaping @MainActor () -> Void)

  /// Runs `body` once UIKit has acted on what it does now: on the main queue's next turn
  /// (rule K7: a container that moved the view has laid it out by then).
  func afterUIKitActs(_ body: @escaping @MainActor () -> Void)

  /// The view's window: the engine acts on its first responder only (rule F1); `nil`
  /// outside any.
  var keyboardWindow: AnyObject? { get }

  /// No keyboard notification has been seen yet (rule L2): in the next layout pass of the
  /// view's window, never forcing one, read the window's keyboard layout guide and report
  /// what it tells, `noKeyboard` when the view is in no window; while `report` answers
  /// `true`, report again each time the guide moves.
  func readKeyboardLayoutGuide(_ report: @escaping KeyboardGuideReport)

  /// The identity of the view controller this host is, under which its engine is found for
  /// the scroll views inside its view (rule F8): `ObjectIdentifier` of the controller
  /// itself, never of an adapter.
  var hostIdentity: ObjectIdentifier? { get }
}

extension KeyboardScreenHost {
  /// The adopting object is the view controller itself.
  package var hostIdentity: ObjectIdentifier? { ObjectIdentifier(self) }
}
