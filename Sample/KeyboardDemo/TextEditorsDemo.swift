import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardReplay
import SampleScreens

/// The text-editor part of the demo: forty lines typed into the notes editor and into the
/// feedback form's growing text view, with the caret checked after every keystroke.
@MainActor
struct TextEditorsDemo {
  private let sentence = "Typing away, line after line."

  func run() -> String {
    var report: [String] = []
    let notes = NotesScreen()
    notes.textView.becomeFirstResponder()
    notes.keyboard.show(notes.preset)
    report.append("Notes editor (\(notes.preset)): the text view is the host.")
    report += type(into: notes.textView, host: notes.textView)
    report += edges(of: notes.textView, host: notes.textView)
    let form = FeedbackScreen()
    form.feedback.becomeFirstResponder()
    form.keyboard.show(form.preset)
    report.append("")
    report.append("Feedback form (\(form.preset)): a growing text view inside a scroll view.")
    report += type(into: form.feedback, host: form.scrollView)
    report += edges(of: form.feedback, host: form.scrollView)
    return report.joined(separator: "\n")
  }

  /// Moves the caret to the first and then the last line, as a user's tap would, and
  /// reports whether the target (the caret plus the margin, which stops at the content's
  /// edges) is in view after each move.
  private func edges(of textView: HeadlessTextView, host: HeadlessScrollView) -> [String] {
    let n = StepOutputFormat.number
    var lines: [String] = []
    let end = (textView.text as NSString).length
    for (label, location) in [("first line", 0), ("last line", end)] {
      host.recorder = HostRecorder()
      textView.select(NSRange(location: location, length: 0))
      let caret = textView.convert(textView.caretRect, toAncestor: host) ?? .zero
      let target = host.keyboardTarget(for: textView) ?? .zero
      let visible = host.isKeyboardTargetVisible(for: textView) == true
      lines.append(
        "  caret on the \(label): caret y \(n(caret.minY)), target y \(n(target.minY)) to "
          + "\(n(target.maxY)), offset.y \(n(host.contentOffset.y)), "
          + "\(host.recorder.writes) write(s), target \(visible ? "visible" : "HIDDEN")")
    }
    return lines
  }

  /// Types forty lines one keystroke at a time; reports every fifth line.
  private func type(into textView: HeadlessTextView, host: HeadlessScrollView) -> [String] {
    let n = StepOutputFormat.number
    var lines: [String] = []
    var hidden = 0
    var writes = 0
    for line in 1...40 {
      for character in sentence + "\n" {
        host.recorder = HostRecorder()
        textView.type(String(character))
        writes += host.recorder.writes
        if !caretIsVisible(textView, in: host) { hidden += 1 }
      }
      if line % 5 == 0 {
        let caret = textView.convert(textView.caretRect, toAncestor: host) ?? .zero
        lines.append(
          "  line \(line): caret y \(n(caret.minY)), offset.y \(n(host.contentOffset.y)), "
            + "inset.bottom \(n(host.contentInset.bottom)), writes so far \(writes)")
      }
    }
    let keystrokes = 40 * (sentence.count + 1)
    lines.append(
      "  \(keystrokes) keystrokes, \(writes) writes; caret hidden after \(hidden) of them"
        + (hidden == 0 ? " (always visible)" : ""))
    return lines
  }

  private func caretIsVisible(_ textView: HeadlessTextView, in host: HeadlessScrollView) -> Bool {
    guard let caret = textView.convert(textView.caretRect, toAncestor: host) else { return false }
    let band = VisibleBand(
      contentOffset: host.contentOffset, boundsSize: host.bounds.size,
      adjustedInset: host.adjustedContentInset)
    return band.containsVertically(caret)
  }
}
