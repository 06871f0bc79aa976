import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import SampleScreens
import Testing

/// Drives the notes editor and the feedback form like a user on every phone preset:
/// focus, keyboard, forty lines typed one keystroke at a time, a jump back to the top.
@MainActor
struct TextScreensUITests {
  nonisolated static let portraitPhones = KeyboardDevicePreset.allCases.filter {
    $0.orientation == .portrait && $0.placement == .docked && $0.device.hasPrefix("iPhone")
  }

  private func expectCaretVisible(
    _ textView: HeadlessTextView, in host: HeadlessScrollView, _ label: String
  ) {
    let caret = textView.convert(textView.caretRect, toAncestor: host)
    let band = VisibleBand(
      contentOffset: host.contentOffset, boundsSize: host.bounds.size,
      adjustedInset: host.adjustedContentInset)
    #expect(caret.map { band.containsVertically($0) } == true, "\(label)")
  }

  private func typeForty(
    into textView: HeadlessTextView, host: HeadlessScrollView, preset: KeyboardDevicePreset
  ) {
    for line in 1...40 {
      for character in "Forty lines of feedback.\n" {
        host.recorder = HostRecorder()
        textView.type(String(character))
        expectCaretVisible(textView, in: host, "\(preset) line \(line)")
        #expect(host.recorder.writes <= 1)
        #expect(host.recorder.animations.isEmpty)
      }
    }
  }

  @Test(arguments: portraitPhones)
  func `F5: the notes editor keeps the caret visible through forty lines`(
    preset: KeyboardDevicePreset
  ) {
    let notes = NotesScreen(preset: preset)
    notes.textView.becomeFirstResponder()
    notes.keyboard.show(preset)
    // I1: the home indicator is covered, not stacked
    #expect(
      notes.textView.contentInset.bottom == max(0, preset.keyboardHeight - preset.safeArea.bottom))
    typeForty(into: notes.textView, host: notes.textView, preset: preset)
    notes.textView.select(NSRange(location: 0, length: 0))
    expectCaretVisible(notes.textView, in: notes.textView, "\(preset) top")
    notes.keyboard.hide()
    #expect(notes.textView.contentInset == .zero)
  }

  @Test(arguments: portraitPhones)
  func `F5: the feedback form follows its growing text view through forty lines`(
    preset: KeyboardDevicePreset
  ) {
    let form = FeedbackScreen(preset: preset)
    form.feedback.becomeFirstResponder()
    form.keyboard.show(preset)
    typeForty(into: form.feedback, host: form.scrollView, preset: preset)
    // 40 lines of 20 pt: the view and the form grew by 800
    #expect(form.feedback.frame.height == CGFloat(36 + 800))
    #expect(form.scrollView.contentSize.height == CGFloat(900 + 800))
    form.fields[0].becomeFirstResponder()
    let band = VisibleBand(
      contentOffset: form.scrollView.contentOffset, boundsSize: form.scrollView.bounds.size,
      adjustedInset: form.scrollView.adjustedContentInset)
    #expect(band.containsVertically(form.fields[0].frame.insetBy(dx: 0, dy: -16)))
  }
}
