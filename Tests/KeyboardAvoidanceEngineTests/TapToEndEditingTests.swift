import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule T2: a tap on the host outside any input ends editing.
///
/// The form of ``Stage/form()``: "name" at y 100 and "email" at y 200 (358 x 44), a button
/// at y 300 (358 x 44) and a plain row view at y 400 (390 x 60); the form enabled, "name"
/// focused and a 336 pt keyboard up from 508; tap to end editing off until a test turns it on.
@MainActor
struct TapToEndEditingTests {
  private let stage = Stage.form()
  private let name = HeadlessTextField(
    identifier: "name", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
  private let email = HeadlessTextField(
    identifier: "email", frame: CGRect(x: 16, y: 200, width: 358, height: 44))
  private let button = HeadlessButton(frame: CGRect(x: 16, y: 300, width: 358, height: 44))
  private let row = HeadlessView(frame: CGRect(x: 0, y: 400, width: 390, height: 60))
  private var form: HeadlessScrollView { stage.scrollView }

  init() {
    for view in [name, email, button, row] as [HeadlessView] { form.addSubview(view) }
    stage.enableAndShow(CGRect(x: 0, y: 508, width: 390, height: 336), focusing: name)
  }

  @Test func `T2: a tap on empty space or a row ends editing, and the tap still lands`() {
    form.keyboard.endsEditingOnTap = true
    form.tap(at: CGPoint(x: 195, y: 600))
    #expect(stage.focused == nil)
    #expect(form.tapsReceived == 1)
    email.becomeFirstResponder()
    form.tap(at: CGPoint(x: 195, y: 430))
    #expect(stage.focused == nil)
    #expect(row.tapsReceived == 1)
  }

  @Test func `T2: a tap on another field moves focus; a tap on a button is the button's`() {
    form.keyboard.endsEditingOnTap = true
    form.tap(at: CGPoint(x: 195, y: 222))
    #expect(stage.focused === email)
    form.tap(at: CGPoint(x: 195, y: 322))
    #expect(button.taps == 1)
    #expect(stage.focused === email)
  }

  @Test func `T2: off by default, a drag is never a tap, and disabling stops it`() {
    #expect(!form.keyboard.endsEditingOnTap)
    form.tap(at: CGPoint(x: 195, y: 600))
    #expect(stage.focused === name)
    #expect(form.tapsReceived == 1)
    form.keyboard.endsEditingOnTap = true
    form.beginUserDrag()
    form.endUserDrag()
    #expect(stage.focused === name)
    form.keyboard.disable()
    form.tap(at: CGPoint(x: 195, y: 600))
    #expect(stage.focused === name)
    form.keyboard.enable()
    form.keyboard.endsEditingOnTap = false
    form.tap(at: CGPoint(x: 195, y: 600))
    #expect(stage.focused === name)
    form.keyboard.endsEditingOnTap = true
    form.tap(at: CGPoint(x: 195, y: 600))
    #expect(stage.focused == nil)
  }
}
