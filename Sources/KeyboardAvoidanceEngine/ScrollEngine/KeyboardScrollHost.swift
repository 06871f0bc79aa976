import Foundation
package import KeyboardAvoidanceCore

/// What the engine reads and writes of a scroll view: one read, one write per event.
///
/// The engine never imports UIKit: the UIKit binding adopts this protocol with a small
/// adapter that holds a `UIScrollView` weakly, the headless model with its scroll view.
/// Each event reads the host once (``keyboardSnapshot(focusedInput:)``), decides in Core,
/// and hands back one set of changes (``applyKeyboardChanges(_:timing:)``), so the binding
/// never decides anything.
@MainActor
package protocol KeyboardScrollHost: AnyObject {
  /// The scroll view's insets, offset, sizes, place on screen, and the geometry of
  /// `focusedInput` when it is inside the scroll view.
  ///
  /// - Complexity: O(depth of `focusedInput` below the scroll view).
  func keyboardSnapshot(focusedInput: AnyObject?) -> HostSnapshot

  /// Writes `changes` in one animation with `timing` (none for `nil` or a zero duration),
  /// followed by exactly one layout pass (rule A1).
  func applyKeyboardChanges(_ changes: HostChanges, timing: AnimationTiming?)

  /// The app-wide observer of keyboard and editing notifications for this host, or `nil`
  /// when the host cannot reach one yet (a headless view before it joins a screen).
  var hostKeyboardObserver: KeyboardObserver? { get }

  /// The engine is about to apply an event (or was just enabled): the UIKit binding starts
  /// watching the window scene the scroll view is in, once per scene (rule K7). An
  /// explicit hook, so that no read has a side effect.
  func keyboardEngineWillApply()

  /// How Return and previous/next move between this host's inputs: by rows for tables and
  /// list-style collection views, by frame for any other host (``FormNavigator``); `nil`
  /// for none.
  var keyboardInputNavigator: (any KeyboardInputNavigator)? { get }

  /// The host's type for the debug log, such as `UITableView`: never its description.
  var logName: String { get }

  /// The engine made for this host: the UIKit binding keeps it (weakly) to tell it of the
  /// user's drags (rule D1).
  func keyboardEngineDidAttach(_ engine: KeyboardScrollEngine)

  /// The engine was disabled: the UIKit binding takes its drag watcher out.
  func keyboardEngineDidDisable()
}

extension KeyboardScrollHost {
  /// Nothing to watch.
  package func keyboardEngineWillApply() {}

  /// The adopting type's name.
  package var logName: String { KeyboardLog.name(of: self) }

  /// Nothing to keep.
  package func keyboardEngineDidAttach(_ engine: KeyboardScrollEngine) {}

  /// Nothing to take out.
  package func keyboardEngineDidDisable() {}
}
