import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import RuleScenarios
import TestSupport
import Testing

/// The library's first use in the process with the keyboard already up (rule L2): no
/// notification was seen, so the window's keyboard layout guide tells where it is.
///
/// The ``Stage`` defaults: a 390 x 844 screen and window, safe area 47 / 34, a full-window
/// scroll view with 1600 pt of content and the `always` adjustment, at offset -47; a field
/// at (16, 700, 358 x 44) focused, and a 336 pt keyboard (top at 508) up before any
/// notification, as on a screen pushed while another one's field was editing.
@MainActor
struct FirstUseTests {
  private let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `L2: on first use the keyboard layout guide applies at the next layout pass`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    field.becomeFirstResponder()
    // The app's layout made the window's guide before the keyboard came: it is trusted.
    stage.window.makeKeyboardLayoutGuide()
    stage.screen.systemKeyboardFrame = keyboard
    stage.scrollView.keyboard.enable()
    // No layout is forced: nothing is written before the window's own layout pass.
    #expect(stage.scrollView.recorder.writes == 0)
    #expect(stage.scrollView.contentInset == EdgeInsets())
    stage.window.layoutIfNeeded()
    // The guide's top is the keyboard's, 508: overlap 844 - 508 = 336, of which 34 is
    // already the safe area's: 302 added (I1). The field's target 700 - 16 ... 744 + 16 =
    // 760 ends 252 below the band's bottom (508 at offset 0): offset 252 (F3). No animation.
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    #expect(stage.scrollView.recorder.animations.isEmpty)
    #expect(stage.scrollView.recorder.writes == 3)
    // The probe left the window after its layout pass, not inside it.
    #expect(stage.screen.layoutFaults.isEmpty)
  }

  @Test func `L2: a guide at the safe area's bottom means no keyboard, and nothing is written`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    field.becomeFirstResponder()
    stage.window.makeKeyboardLayoutGuide()
    stage.scrollView.keyboard.enable()
    stage.window.layoutIfNeeded()
    #expect(stage.scrollView.recorder.writes == 0)
    // The first notification then applies as usual: 302.
    stage.keyboard.show(height: 336)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
  }

  @Test func `L2: a notification before the layout pass wins over the guide`() {
    let stage = Stage()
    stage.screen.systemKeyboardFrame = keyboard
    stage.scrollView.keyboard.enable()
    // The keyboard goes before the window lays out: the hide is the last word.
    stage.keyboard.hide()
    stage.window.layoutIfNeeded()
    #expect(stage.scrollView.contentInset == EdgeInsets())
    #expect(stage.scrollView.recorder.writes == 0)
  }

  @Test func `L2: engines enabled together read the guide once, and each applies it`() {
    let stage = Stage()
    let other = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 1600))
    other.contentInsetAdjustmentBehavior = .never
    stage.window.addSubview(other)
    stage.window.makeKeyboardLayoutGuide()
    stage.screen.systemKeyboardFrame = keyboard
    let lines = loggedLines {
      stage.scrollView.keyboard.enable()
      other.keyboard.enable()
      stage.window.layoutIfNeeded()
    }
    #expect(lines.filter { $0.contains("keyboard layout guide") }.count == 1)
    // 336 - 34 = 302 for the `always` host; the whole 336 for the `never` one.
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(other.contentInset == EdgeInsets(bottom: 336))
  }

  @Test
  func `L2: a guide the read made shows no keyboard at first, and is read again as it moves`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    field.becomeFirstResponder()
    // No one used the window's guide before: the probe makes it, with the keyboard up, and
    // its first frames sit at the safe area's bottom (844 - 34 = 810).
    stage.screen.systemKeyboardFrame = keyboard
    stage.scrollView.keyboard.enable()
    stage.screen.runLayoutPass()
    // Not taken as no keyboard: nothing written yet, and the probe stays pinned to the guide.
    #expect(stage.scrollView.recorder.writes == 0)
    let probes = stage.window.subviews.count
    // The guide takes the keyboard at the main queue's next turn: the probe's pass then
    // reads 508, as in the first test: 336 - 34 = 302 added, offset 760 - 508 = 252.
    stage.screen.runMainQueue()
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    #expect(stage.scrollView.recorder.animations.isEmpty)
    // The probe left the window, one view fewer, in a turn of its own, not in its layout.
    #expect(stage.window.subviews.count == probes - 1)
    #expect(stage.screen.layoutFaults.isEmpty)
  }

  @Test func `L2: a guide the read made that never moves waits for the first notification`() {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    let probes = stage.window.subviews.count
    stage.screen.runMainQueue()
    // No keyboard: the new guide stays at the safe area's bottom, nothing is written, and
    // the probe waits.
    #expect(stage.scrollView.recorder.writes == 0)
    #expect(stage.window.subviews.count == probes)
    // The show applies as usual (336 - 34 = 302); the guide's move reaches the probe, which
    // then leaves: the notification came first.
    stage.keyboard.show(height: 336)
    stage.screen.runMainQueue()
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(stage.window.subviews.count == probes - 1)
    #expect(stage.screen.layoutFaults.isEmpty)
  }
}
