import Foundation
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import SampleScreens
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The testing product on every sample screen and every preset, as an app's own tests use
/// it: build the screen, focus a field, show the keyboard, ask whether the field is
/// visible.
@MainActor
struct SampleScreensAboveKeyboardTests {
  nonisolated static let presets = KeyboardDevicePreset.all

  /// Focuses each field in turn, shows `preset`'s keyboard, and expects the field visible
  /// in `window`, as an app's own test would.
  private func expectEachVisible(
    _ fields: [HeadlessTextField], in window: HeadlessWindow, keyboard: KeyboardSimulator,
    preset: KeyboardDevicePreset
  ) {
    for field in fields {
      field.becomeFirstResponder()
      keyboard.show(preset)
      let check = KeyboardGeometry.visibility(of: field, in: window)
      #expect(check.isVisible, "\(preset): \(check)")
    }
  }

  @Test(arguments: presets)
  func `Testing: every sign-up field is visible above every preset's keyboard`(
    preset: KeyboardDevicePreset
  ) {
    let signUp = SignUpScreen(preset: preset)
    let keyboard = KeyboardSimulator(window: signUp.window)
    expectEachVisible(signUp.fields, in: signUp.window, keyboard: keyboard, preset: preset)
    keyboard.hide()
  }

  /// Return walks the settings table; with a floating keyboard nothing scrolls (rule F4),
  /// so the walk is checked on docked keyboards.
  @Test(arguments: presets.filter(\.isDocked))
  func `Testing: every settings field Return reaches is visible above every docked keyboard`(
    preset: KeyboardDevicePreset
  ) {
    let settings = SettingsScreen(preset: preset)
    let keyboard = KeyboardSimulator(window: settings.window)
    keyboard.show(preset)
    // The first section's fields, focused in turn with Return from the first.
    #expect(settings.tapField(row: 0))
    var seen = 0
    while let field = settings.focusedField, seen < 20 {
      let check = KeyboardGeometry.visibility(of: field, in: settings.window)
      #expect(check.isVisible, "\(preset): \(check)")
      field.pressReturn()
      seen += 1
    }
    #expect(seen > 1)
  }

  @Test(arguments: presets)
  func `Testing: the notes caret is visible above every preset's keyboard`(
    preset: KeyboardDevicePreset
  ) {
    let notes = NotesScreen(preset: preset)
    let keyboard = KeyboardSimulator(window: notes.window)
    notes.textView.becomeFirstResponder()
    keyboard.show(preset)
    let caret = KeyboardGeometry.visibility(
      of: notes.textView.caretRect, in: notes.textView, window: notes.window)
    #expect(caret.isVisible, "\(preset): \(caret)")
  }

  @Test(arguments: presets)
  func `Testing: the feedback form's fields and caret are visible above every preset's keyboard`(
    preset: KeyboardDevicePreset
  ) {
    let feedback = FeedbackScreen(preset: preset)
    let keyboard = KeyboardSimulator(window: feedback.window)
    expectEachVisible(feedback.fields, in: feedback.window, keyboard: keyboard, preset: preset)
    feedback.feedback.becomeFirstResponder()
    let caret = KeyboardGeometry.visibility(
      of: feedback.feedback.caretRect, in: feedback.feedback, window: feedback.window)
    #expect(caret.isVisible, "\(preset): \(caret)")
  }

  /// The login sample does not scroll: its fields must fit above the keyboard as laid out.
  @Test(arguments: presets.filter { !($0.isLandscape && $0.device.hasPrefix("iPhone")) })
  func `Testing: the login fields are visible above every portrait and iPad keyboard`(
    preset: KeyboardDevicePreset
  ) {
    let login = LoginScreen(preset: preset)
    let keyboard = KeyboardSimulator(window: login.window)
    expectEachVisible(login.fields, in: login.window, keyboard: keyboard, preset: preset)
  }

  /// A phone in landscape leaves too little height for a form that does not scroll: the
  /// queries say so, with the numbers a developer needs.
  @Test
  func `Testing: the login's password field is reported covered on an iPhone SE in landscape`() {
    let preset = KeyboardDevicePreset.iPhoneSE.landscape.predictiveBar(false)
    let login = LoginScreen(preset: preset)
    let keyboard = KeyboardSimulator(window: login.window)
    login.fields[1].becomeFirstResponder()
    keyboard.show(preset)
    // 667 x 375, no safe area; the keyboard is 162 tall, its top at 375 - 162 = 213; the
    // password field spans 224 ... 268 at x 16, 635 wide: 268 - 213 = 55 pt below.
    let check = KeyboardGeometry.visibility(of: login.fields[1], in: login.window)
    #expect(!check.isVisible)
    #expect(check.visibleArea == CGRect(x: 0, y: 0, width: 667, height: 213))
    #expect(
      check.description
        == "password at (16, 224, 635 x 44) is not visible: it reaches 55 pt below the visible "
        + "area (0, 0, 667 x 213), with the keyboard at (0, 213, 667 x 162)")
    #expect(KeyboardGeometry.overlap(of: login.fields[1]) == 44)
  }
}
