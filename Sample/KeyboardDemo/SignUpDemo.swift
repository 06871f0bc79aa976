import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardReplay
import SampleScreens

/// The demo run by `swift run keyboard-demo`: the sign-up form on an iPhone 15, through
/// focus, keyboard show, Return from field to field, and hide.
@MainActor
struct SignUpDemo {
  func run() -> String {
    let form = SignUpScreen()
    let n = StepOutputFormat.number
    let bar =
      form.scrollView.keyboard.showsToolbar
      ? " and the form's Previous / Next / Done bar (showsToolbar)" : ""
    var report = [
      "KeyboardAvoidance demo: sign-up form, \(form.preset) keyboard "
        + "(\(n(form.preset.keyboardHeight)) pt)\(bar), engine on the headless model.",
      "Legend: # keyboard, * focused field, = field, . visible band, ~ content under an inset.",
      "Each step ends with the scroll view's numbers; \"writes\" counts the properties the "
        + "engine set in that step (contentInset, indicator insets, contentOffset): 0 means it "
        + "had nothing to change.",
      "",
    ]
    var index = 0
    func record(_ action: String) {
      report.append("step \(index): \(action)")
      report.append(
        TextPicture(screen: form.screen, host: form.scrollView, fields: form.fields).render())
      report.append(summary(form))
      report.append("")
      form.scrollView.recorder = HostRecorder()
      index += 1
    }
    form.tap("firstName")
    record("tap firstName (keyboard still hidden: nothing moves)")
    let safeBottom =
      form.scrollView.adjustedContentInset.bottom - form.scrollView.contentInset.bottom
    form.keyboard.show(form.preset)
    record("keyboard shows" + showNote(form, safeBottom: safeBottom))
    for _ in 1..<SignUpScreen.fieldNames.count {
      form.pressReturn()
      record("Return: \(form.focusedField?.identifier ?? "-")")
    }
    form.pressReturn()
    record("Return on the last field: keyboard hides, insets come back")
    return report.joined(separator: "\n")
  }

  /// What the numbers after the keyboard shows are made of: the keyboard's height, the bar
  /// the form's fields carry (part of the keyboard's frame, as UIKit reports an accessory
  /// view), and the safe area the scroll view already insets.
  private func showNote(_ form: SignUpScreen, safeBottom: CGFloat) -> String {
    let n = StepOutputFormat.number
    let keyboard = form.preset.keyboardHeight
    let frame = form.keyboard.frame?.height ?? keyboard
    let overlap = form.scrollView.keyboardOverlap
    let added = form.scrollView.contentInset.bottom
    var note = ": "
    if frame > keyboard {
      note +=
        "the \(n(keyboard)) pt keyboard and the \(n(frame - keyboard)) pt bar above it are one "
        + "\(n(frame)) pt frame, as UIKit reports an accessory view; "
    }
    return note
      + "overlap \(n(overlap)), less the \(n(safeBottom)) pt of safe area already inset: "
      + "contentInset.bottom \(n(overlap)) - \(n(safeBottom)) = \(n(added))"
  }

  private func summary(_ form: SignUpScreen) -> String {
    let host = form.scrollView
    let n = StepOutputFormat.number
    let target = host.targetVisibility(of: form.focusedField, none: "none focused")
    let overlap = host.keyboardOverlap
    return "  contentInset.bottom \(n(host.contentInset.bottom))  adjusted.bottom "
      + "\(n(host.adjustedContentInset.bottom))  offset.y \(n(host.contentOffset.y))  overlap \(n(overlap))  "
      + "target \(target)  writes \(host.recorder.writes)"
  }
}
