package import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A text field that becomes and resigns first responder.
///
/// Models `UITextField`'s responder behaviour (see `FirstResponder`): becoming first
/// responder posts UIKit's begin-editing notification with the field as its object. Its
/// ``text`` is there for privacy tests only: the engine never reads it (SPEC L6), and its
/// ``description`` includes it, as `UITextField`'s does, so that a log line built from a
/// field's description would show it.
@MainActor
package final class HeadlessTextField: HeadlessView, HeadlessEditable, CustomStringConvertible {
  /// An identifier for output and debugging; never the field's content.
  ///
  /// A reused cell's field takes its new row's identifier.
  package internal(set) var identifier: String
  /// What Return does, like a target-action pair for `.editingDidEndOnExit`; the app's delegate
  /// is not involved.
  package var returnKeyAction: (@MainActor @Sendable () -> Void)?
  /// Whether the field accepts focus.
  package var isEnabled = true
  /// What the user typed; only privacy tests set it.
  package var text = ""
  /// Whether it is a password field (`isSecureTextEntry`).
  package var isSecureTextEntry = false

  /// Like `UITextField`'s: the type, frame and text.
  package nonisolated var description: String {
    MainActor.assumeIsolated {
      "<HeadlessTextField: frame = \(frame); text = '\(text)'>"
    }
  }
  /// The screen the field was last on, so that it can resign after leaving its window.
  private weak var lastScreen: HeadlessScreen?

  /// Creates a field.
  package init(identifier: String, frame: CGRect) {
    self.identifier = identifier
    super.init(frame: frame)
  }

  var beginEditingName: EditingNotificationName { .textFieldDidBegin }
  var endEditingName: EditingNotificationName { .textFieldDidEnd }
  var acceptsFocus: Bool { isEnabled }

  /// Whether the field is its screen's first responder.
  package var isFirstResponder: Bool { window?.screen?.firstResponder === self }

  /// Makes the field first responder; returns `false` when it cannot be.
  @discardableResult
  package func becomeFirstResponder() -> Bool { FirstResponder.become(self) }

  /// Gives up first responder; returns `true` (UIKit's default).
  @discardableResult
  package func resignFirstResponder() -> Bool { FirstResponder.resign(self) }

  /// The app's `textFieldShouldReturn(_:)`, if its delegate has one: it may move focus
  /// itself; returning `false` stops Return there.
  package var shouldReturn: (@MainActor (HeadlessTextField) -> Bool)?

  /// The user presses Return, as UIKit handles it: the delegate's `textFieldShouldReturn`
  /// first, then, unless it said no, the `.editingDidEndOnExit` action, if any.
  package func pressReturn() {
    if let shouldReturn, !shouldReturn(self) { return }
    returnKeyAction?()
  }

  /// A field that leaves its window resigns, as in UIKit.
  package override func didMoveToWindow() {
    FirstResponder.viewDidLeaveWindow(self, screen: lastScreen)
    lastScreen = window?.screen
  }
}
