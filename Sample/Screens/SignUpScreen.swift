import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
package import KeyboardAvoidanceTesting

/// The sign-up form sample: a dozen fields in a scroll view, avoidance in one line.
///
/// Built on the headless model so that the demo and the UI tests drive the same screen a
/// user would see on an iPhone: tap a field, type Return to move on, rotate, dismiss.
@MainActor
package final class SignUpScreen: SampleScreen {
  /// The form's fields, top to bottom.
  package static let fieldNames = [
    "firstName", "lastName", "email", "phone", "username", "password", "confirmPassword",
    "street", "city", "postcode", "country", "referral",
  ]

  /// The form's scroll view.
  package let scrollView: HeadlessScrollView
  /// The fields, in ``fieldNames`` order.
  package let fields: [HeadlessTextField]

  /// Builds the form on a device, inside a navigation controller, and enables avoidance.
  package init(preset: KeyboardDevicePreset = .iPhone15Portrait) {
    let (screen, window) = SampleDevice.window(for: preset)
    let scrollView = HeadlessScrollView(
      frame: CGRect(origin: .zero, size: preset.screenSize),
      contentSize: CGSize(width: preset.screenSize.width, height: 1080))
    scrollView.isInNavigationController = true
    window.addSubview(scrollView)
    scrollView.contentOffset = scrollView.restingContentOffset
    let fields = Self.fieldNames.enumerated().map { index, name in
      let field = HeadlessTextField(identifier: name, frame: Self.fieldFrame(index, on: preset))
      // As on iOS: Next on every field but the last, whose Done ends editing (rule F6).
      field.returnKeyType = index < Self.fieldNames.count - 1 ? .next : .done
      return field
    }
    for field in fields { scrollView.addSubview(field) }
    (self.scrollView, self.fields) = (scrollView, fields)
    super.init(preset: preset, screen: screen, window: window)
    scrollView.keyboard.enable()
    scrollView.keyboard.showsToolbar = true
  }

  /// The field that is first responder, if any.
  package var focusedField: HeadlessTextField? {
    fields.first { $0.isFirstResponder }
  }

  /// Taps a field by name: it becomes first responder.
  package func tap(_ name: String) {
    fields.first { $0.identifier == name }?.becomeFirstResponder()
  }

  /// The user presses Return in the focused field.
  ///
  /// The library moves to the next field in reading order (this screen has no Return code
  /// of its own); the last field's Done ends editing, and UIKit then hides the keyboard,
  /// which the headless keyboard does here.
  package func pressReturn() {
    focusedField?.pressReturn()
    if focusedField == nil, keyboard.frame != nil { keyboard.hide() }
  }

  /// A field's frame: 76 pt apart from 140 down, 16 pt inside the safe area's sides (in
  /// landscape the sensor housing's side is unsafe).
  private static func fieldFrame(_ index: Int, on preset: KeyboardDevicePreset) -> CGRect {
    let safe = preset.safeArea
    return CGRect(
      x: safe.left + 16, y: 140 + CGFloat(index) * 76,
      width: preset.screenSize.width - safe.left - safe.right - 32, height: 44)
  }

  /// Rotates to another preset of the same device: new screen, window and keyboard frames.
  package func rotate(to newPreset: KeyboardDevicePreset) {
    preset = newPreset
    screen.setSize(newPreset.screenSize)
    window.frame = CGRect(origin: .zero, size: newPreset.screenSize)
    window.windowSafeAreaInsets = newPreset.safeArea
    scrollView.frame = CGRect(origin: .zero, size: newPreset.screenSize)
    scrollView.contentSize.width = newPreset.screenSize.width
    for (index, field) in fields.enumerated() {
      field.frame = Self.fieldFrame(index, on: newPreset)
    }
    if keyboard.frame != nil {
      keyboard.changeFrame(to: newPreset.keyboardFrame)
    }
  }
}
