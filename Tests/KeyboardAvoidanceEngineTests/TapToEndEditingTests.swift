import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule T2: a tap on the host outside any input ends editing.
///
/// A 390 x 844 form over its window: "name" at y 100 and "email" at y 200 (358 x 44), a
/// button at y 300 (358 x 44) and a plain row view at y 400 (390 x 60).
@MainActor
struct TapToEndEditingTests {
  /// The shared form stage with this suite's views in it.
  @MainActor
  private final class FormStage {
    let stage = Stage.form()
    let button = HeadlessButton(frame: CGRect(x: 16, y: 300, width: 358, height: 44))
    let row = HeadlessView(frame: CGRect(x: 0, y: 400, width: 390, height: 60))
    let name: HeadlessTextField
    let email: HeadlessTextField

    var form: HeadlessScrollView { stage.scrollView }
    var focused: HeadlessView? { stage.focused }

    init(endsEditingOnTap: Bool) {
      name = stage.addField("name", y: 100)
      email = stage.addField("email", y: 200)
      for view in [button, row] { form.addSubview(view) }
      form.keyboard.enable()
      form.keyboard.endsEditingOnTap = endsEditingOnTap
      name.becomeFirstResponder()
      stage.post(.willShow, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
    }
  }

  @Test func `T2: a tap on empty space or a row ends editing, and the tap still lands`() {
    let stage = FormStage(endsEditingOnTap: true)
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
    let stage = FormStage(endsEditingOnTap: true)
    stage.form.tap(at: CGPoint(x: 195, y: 222))
    #expect(stage.focused === stage.email)
    stage.form.tap(at: CGPoint(x: 195, y: 322))
    #expect(stage.button.taps == 1)
    #expect(stage.focused === stage.email)
  }

  @Test func `T2: off by default, a drag is never a tap, and disabling stops it`() {
    let off = FormStage(endsEditingOnTap: false)
    #expect(!off.form.keyboard.endsEditingOnTap)
    off.form.tap(at: CGPoint(x: 195, y: 600))
    #expect(off.focused === off.name)
    #expect(off.form.tapsReceived == 1)
    let stage = FormStage(endsEditingOnTap: true)
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
