public import Foundation
import KeyboardAvoidance

/// A text field that becomes and resigns first responder.
///
/// Models `UITextField`'s responder behaviour: becoming first responder posts UIKit's
/// begin-editing notification with the field as its object, after the previous first
/// responder resigned and posted its end-editing notification. A field outside a window,
/// hidden, or disabled cannot become first responder. It holds no text: the engine never
/// needs any (SPEC L6).
@MainActor
public final class HeadlessTextField: HeadlessView {
  /// An identifier for output and debugging; never the field's content.
  public let identifier: String
  /// Whether the field accepts focus.
  public var isEnabled = true

  /// Creates a field.
  public init(identifier: String, frame: CGRect) {
    self.identifier = identifier
    super.init(frame: frame)
  }

  /// Whether the field is its screen's first responder.
  public var isFirstResponder: Bool { window?.screen?.firstResponder === self }

  /// Makes the field first responder; returns `false` when it cannot be.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard isEnabled, !isHidden, let screen = window?.screen else { return false }
    if screen.firstResponder === self { return true }
    if let current = screen.firstResponder as? HeadlessTextField {
      current.resignFirstResponder()
    }
    screen.firstResponder = self
    screen.notificationCenter.post(
      name: EditingNotificationName.textFieldDidBegin.notificationName, object: self)
    return true
  }

  /// Gives up first responder; returns `true` (UIKit's default).
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard let screen = window?.screen, screen.firstResponder === self else { return true }
    screen.firstResponder = nil
    screen.notificationCenter.post(
      name: EditingNotificationName.textFieldDidEnd.notificationName, object: self)
    return true
  }

  /// A field that leaves its window resigns, as in UIKit.
  public override func didMoveToWindow() {
    if window == nil, let screen = resignScreen, screen.firstResponder === self {
      screen.firstResponder = nil
      screen.notificationCenter.post(
        name: EditingNotificationName.textFieldDidEnd.notificationName, object: self)
    }
    resignScreen = window?.screen
  }

  /// The screen the field was last on, so that it can resign after leaving its window.
  private weak var resignScreen: HeadlessScreen?
}
