import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import Testing

/// rule T2: a tap on the host outside any input ends editing.
///
/// A 390 x 844 form over its window: "name" at y 100 and "email" at y 200 (358 x 44), a
/// button at y 300 (358 x 44) and a plain row view at y 400 (390 x 60).
@MainActor
struct TapToEndEditingTests {
  @MainActor
  private final class Stage {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window: HeadlessWindow
    let form = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 1200))
    let name = HeadlessTextField(
      identifier: "name", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
    let email = HeadlessTextField(
      identifier: "email", frame: CGRect(x: 16, y: 200, width: 358, height: 44))
    let button = HeadlessButton(frame: CGRect(x: 16, y: 300, width: 358, height: 44))
    let row = HeadlessView(frame: CGRect(x: 0, y: 400, width: 390, height: 60))

    init(endsEditingOnTap: Bool) {
      window = HeadlessWindow(screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      form.contentInsetAdjustmentBehavior = .never
      window.addSubview(form)
      for view in [name, email, button, row] { form.addSubview(view) }
      form.keyboard.enable()
      form.keyboard.endsEditingOnTap = endsEditingOnTap
      name.becomeFirstResponder()
      HeadlessKeyboard(screen: screen).post(
        KeyboardEvent(name: .willShow, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336)))
    }

    var focused: HeadlessView? { screen.firstResponder }
  }

  @Test func `T2: a tap on empty space or a row ends editing, and the tap still lands`() {
    let stage = Stage(endsEditingOnTap: true)
    #expect(stage.form.keyboard.endsEditingOnTap)
    stage.form.tap(at: CGPoint(x: 195, y: 600))
    #expect(stage.focused == nil)
    #expect(stage.form.tapsReceived == 1)
    stage.email.becomeFirstResponder()
    stage.form.tap(at: CGPoint(x: 195, y: 430))
    #expect(stage.focused == nil)
    #expect(stage.row.tapsReceived == 1)
  }

  @Test func `T2: a tap on another field moves focus; a tap on a button is the button's`() {
    let stage = Stage(endsEditingOnTap: true)
    stage.form.tap(at: CGPoint(x: 195, y: 222))
    #expect(stage.focused === stage.email)
    stage.form.tap(at: CGPoint(x: 195, y: 322))
    #expect(stage.button.taps == 1)
    #expect(stage.focused === stage.email)
  }

  @Test func `T2: off by default, a drag is never a tap, and disabling stops it`() {
    let off = Stage(endsEditingOnTap: false)
    #expect(!off.form.keyboard.endsEditingOnTap)
    off.form.tap(at: CGPoint(x: 195, y: 600))
    #expect(off.focused === off.name)
    #expect(off.form.tapsReceived == 1)
    let stage = Stage(endsEditingOnTap: true)
    stage.form.beginUserDrag()
    stage.form.endUserDrag()
    #expect(stage.focused === stage.name)
    stage.form.keyboard.disable()
    stage.form.tap(at: CGPoint(x: 195, y: 600))
    #expect(stage.focused === stage.name)
    stage.form.keyboard.enable()
    stage.form.keyboard.endsEditingOnTap = false
    stage.form.tap(at: CGPoint(x: 195, y: 600))
    #expect(stage.focused === stage.name)
    stage.form.keyboard.endsEditingOnTap = true
    stage.form.tap(at: CGPoint(x: 195, y: 600))
    #expect(stage.focused == nil)
  }
}
