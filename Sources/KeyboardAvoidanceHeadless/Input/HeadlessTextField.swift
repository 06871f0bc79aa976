package import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A text field that becomes and resigns first responder.
///
/// Models `UITextField`'s responder behaviour (see `FirstResponder`): becoming first
/// responder posts UIKit's begin-editing notification with the field as its object. Its
/// ``text`` is there for privacy tests only: the engine never reads it (rule L6), and its
/// ``description`` includes it, as `UITextField`'s does, so that a log line built from a
/// field's description would show it.
@MainActor
package final class HeadlessTextField: HeadlessView, HeadlessEditable, CustomStringConvertible {
  /// An identifier for output and debugging; never the field's content.
  ///
  /// A reused cell's field takes its new row's identifier.
  package internal(set) var identifier: String
  /// What Return does, like a target-action pair for `.editingDidEndOnExit`.
  ///
  /// The app's delegate is not involved. A field with one ends editing on Return, as in
  /// UIKit (``pressReturn()``).
  package var returnKeyAction: (@MainActor @Sendable () -> Void)?
  /// The Return key the keyboard shows (`returnKeyType`); UIKit's default is `default`.
  package var returnKeyType: ReturnKeyType = .default
  /// Whether the field accepts focus.
  package var isEnabled = true
  /// The view above the keyboard while the field edits (`inputAccessoryView`).
  package var inputAccessoryView: HeadlessView?
  /// What the user typed; only privacy tests set it.
  package var text = ""
  /// The text shown while the field is empty (`placeholder`), `nil` for none.
  package var placeholder: String?
  /// Whether it is a password field (`isSecureTextEntry`).
  package var isSecureTextEntry = false

  /// Like `UITextField`'s: the type, frame and text.
  package nonisolated var description: String {
    MainActor.assumeIsolated {
      "<HeadlessTextField: frame = \(frame); text = '\(text)'>"
    }
  }
  /// The window the field was last in, so that it can resign after leaving it.
  private weak var lastWindow: HeadlessWindow?

  /// Creates a field.
  package init(identifier: String, frame: CGRect) {
    self.identifier = identifier
    super.init(frame: frame)
  }

  package var beginEditingName: EditingNotificationName { .textFieldDidBegin }
  package var endEditingName: EditingNotificationName { .textFieldDidEnd }
  package var acceptsFocus: Bool { isEnabled }

  /// The app's `textFieldShouldReturn(_:)`, if its delegate has one: it may move focus
  /// itself; returning `false` stops Return there.
  package var shouldReturn: (@MainActor (HeadlessTextField) -> Bool)?

  /// The user presses Return, as UIKit handles it (rule F6).
  ///
  /// The delegate's `textFieldShouldReturn` runs first; unless it said no, and only when
  /// the field has an `.editingDidEndOnExit` action, that action runs and editing then
  /// ends, unless the action moved focus to another input. Without such an action Return
  /// leaves focus alone, whatever the key.
  ///
  /// The model takes UIKit's unkind side: a field that holds an `.editingDidEndOnExit`
  /// target loses the keyboard on Return, so an engine that left one on a Send field
  /// would show here as it does on a device.
  package func pressReturn() {
    if let shouldReturn, !shouldReturn(self) { return }
    guard let returnKeyAction else { return }
    let changesBefore = window?.screen?.firstResponderChanges
    returnKeyAction()
    // The same field object may be focused again for another row of a reused cell: that
    // is a move, found by the first responder having changed in between.
    guard isFirstResponder, window?.screen?.firstResponderChanges == changesBefore else {
      return
    }
    resignFirstResponder()
  }

  /// A field that leaves its window resigns, as in UIKit.
  package override func didMoveToWindow() {
    FirstResponder.viewDidLeaveWindow(self, window: lastWindow)
    lastWindow = window
  }
}
