import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import RuleScenarios
import TestSupport
import Testing

/// The debug log (rule L6): lines for events and writes, never an input's text.
///
/// 390 x 844 screen and window, safe area 47 / 34; a scroll view with `always`
/// adjustment, content 1600 tall; a 336 pt keyboard.
@MainActor
@Suite(.serialized)
struct LoggingTests {
  private final class Lines {
    var all: [String] = []
  }

  @Test func `L6: the log shows events and writes, and never a password field's text`() throws {
    let stage = Stage()
    let password = HeadlessTextField(
      identifier: "password", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    password.isSecureTextEntry = true
    password.text = "correct horse battery staple"
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 800, width: 358, height: 120))
    stage.scrollView.addSubview(password)
    stage.scrollView.addSubview(notes)
    // The field's description carries its text, as UIKit's does: a line built from it
    // would leak.
    #expect(String(describing: password).contains("correct horse battery staple"))
    stage.scrollView.keyboard.enable()

    let lines = loggedLines {
      password.becomeFirstResponder()
      stage.keyboard.post(
        KeyboardEvent(
          name: .willShow, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
          timing: AnimationTiming(duration: 0.25, curve: 7)))
      password.pressReturn()
      notes.type("hunter2")
      stage.keyboard.hide()
    }
    #expect(lines.contains("HeadlessTextField began editing"))
    #expect(lines.contains("keyboard willShow end (0, 508, 390 x 336), 0.25 s, curve 7"))
    // 336 covered, 34 kept by the safe area: 302 added; the field's target 684 ... 760
    // ends 760 - (844 - 336) = 252 below the top of the band, from the resting -47.
    #expect(
      lines.contains(
        "HeadlessScrollView at (0, 0, 390 x 844); input at (16, 700, 358 x 44); "
          + "contentInset (0, 0, 0, 0) -> (0, 0, 302, 0); "
          + "indicatorInsets (0, 0, 0, 0) -> (0, 0, 302, 0); "
          + "contentOffset (0, -47) -> (0, 252); animated 0.25 s, curve 7"))
    #expect(lines.contains("HeadlessTextView began editing"))
    for line in lines {
      #expect(!line.contains("correct horse"), "\(line)")
      #expect(!line.contains("hunter2"), "\(line)")
    }
  }

  @Test func `L6: the app's handler gets each line unprefixed, and only while logging is on`() {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    let lines = Lines()
    KeyboardLogging.handler = { lines.all.append($0) }
    defer { KeyboardLogging.handler = nil }

    stage.keyboard.post(
      KeyboardEvent(
        name: .willShow, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
        timing: AnimationTiming(duration: 0.25, curve: 7)))
    #expect(lines.all.isEmpty)

    KeyboardLogging.isEnabled = true
    stage.keyboard.hide(timing: AnimationTiming(duration: 0.25, curve: 7))
    KeyboardLogging.isEnabled = false
    // The hide's first notification gives back the 302 pt the show added (336 covered,
    // 34 kept by the safe area); nothing is focused and the offset stayed at rest, so
    // only the insets change.
    #expect(lines.all.first == "keyboard willChangeFrame end (0, 844, 390 x 336), 0.25 s, curve 7")
    #expect(
      lines.all.contains(
        "HeadlessScrollView at (0, 0, 390 x 844); "
          + "contentInset (0, 0, 302, 0) -> (0, 0, 0, 0); "
          + "indicatorInsets (0, 0, 302, 0) -> (0, 0, 0, 0); animated 0.25 s, curve 7"))
    #expect(!lines.all.contains { $0.hasPrefix("KeyboardAvoidance:") })
  }

  @Test func `L6: with logging off nothing is built or written`() {
    var built = false
    let lines = Lines()
    KeyboardLogging.handler = { lines.all.append($0) }
    KeyboardLog.write(
      {
        built = true; return "x"
      }())
    KeyboardLogging.handler = nil
    #expect(!KeyboardLogging.isEnabled)
    #expect(!built)
    #expect(lines.all.isEmpty)
  }

  @Test func `I2: a relative edit while the keyboard is up is logged as an adoption of the delta`()
  {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
    stage.post(.willShow, endFrame: shown)
    // 336 - 34 = 302 of the engine's on the app's 0.
    #expect(stage.scrollView.contentInset.bottom == 302)
    let lines = loggedLines {
      // The app adds room for a 50 pt banner the way many apps do: relative to what it finds.
      stage.scrollView.contentInset.bottom += 50
      stage.post(.didShow, endFrame: shown)
    }
    // 352 differs from the engine's 302: it is the app's whole bottom now, the engine's 302
    // included; 352 + 34 = 386 already covers 336, so the engine adds nothing.
    #expect(
      lines.contains(
        "HeadlessScrollView adopted the app's contentInset (0, 0, 352, 0) (over the engine's "
          + "(0, 0, 302, 0)): base (0, 0, 0, 0) -> (0, 0, 352, 0), the engine's delta in place 302"
      ))
    #expect(stage.scrollView.contentInset.bottom == 352)
    // The documented consequence: after the hide the app's 352 stays, a keyboard-sized gap.
    stage.post(.willHide, endFrame: nil)
    #expect(stage.scrollView.contentInset.bottom == 352)
  }
}
