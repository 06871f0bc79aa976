import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule T2: tap to dismiss's decision, which the UIKit binding's recognizers and the
/// model's taps share, for a window (set on the application, rule L9) and a scroll view.
///
/// A 390 x 844 window with the app-wide mode and its tap to dismiss on: a "user" field at
/// y 100 (358 x 44 at x 16), a custom text editor (not a text view) at y 200 (358 x 80), a
/// private system view straight in the window (the edit menu's) at y 300 (200 x 40), a list
/// at y 400 ... 600 with 400 pt of content.
@MainActor
struct TapDecisionTests {
  /// The window, and the list as its scroll view.
  private let stage = Stage(
    safeArea: .zero, hostFrame: CGRect(x: 0, y: 400, width: 390, height: 200),
    contentSize: CGSize(width: 390, height: 400), adjustment: .never)
  private let user = HeadlessTextField(
    identifier: "user", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
  private let editor = HeadlessTextInputView(
    frame: CGRect(x: 16, y: 200, width: 358, height: 80), text: "Notes")
  private let editMenu = HeadlessSystemView(frame: CGRect(x: 16, y: 300, width: 200, height: 40))
  private var window: HeadlessWindow { stage.window }
  private var list: HeadlessScrollView { stage.scrollView }

  init() {
    for view in [user, editor, editMenu] as [HeadlessView] { stage.window.addSubview(view) }
    stage.screen.keyboard.enableEverywhere()
    stage.screen.keyboard.endsEditingOnTap = true
    user.becomeFirstResponder()
  }

  @Test func `T2: in a window, a tap on a custom text editor is the editor's`() {
    window.tap(at: CGPoint(x: 100, y: 240))
    #expect(user.isFirstResponder)
    // Empty space still ends editing.
    window.tap(at: CGPoint(x: 100, y: 700))
    #expect(!user.isFirstResponder)
  }

  @Test func `T2: in a window, a tap on a system view is the system's`() {
    window.tap(at: CGPoint(x: 100, y: 320))
    #expect(user.isFirstResponder)
    #expect(editMenu.tapsReceived == 1)
  }

  @Test func `T2: in a window, a tap that stops a list's deceleration only stops it`() {
    list.isDecelerating = true
    window.tap(at: CGPoint(x: 100, y: 500))
    #expect(user.isFirstResponder)
    list.isDecelerating = false
    window.tap(at: CGPoint(x: 100, y: 500))
    #expect(!user.isFirstResponder)
  }

  @Test func `T2: on a scroll view, a tap that stops its deceleration only stops it`() {
    let stage = Stage.form()
    let name = stage.addField("name", y: 100)
    stage.scrollView.keyboard.enable()
    stage.scrollView.keyboard.endsEditingOnTap = true
    name.becomeFirstResponder()
    stage.post(.willShow, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
    stage.scrollView.isDecelerating = true
    stage.scrollView.tap(at: CGPoint(x: 195, y: 400))
    #expect(stage.focusedID == "name")
    stage.scrollView.isDecelerating = false
    stage.scrollView.tap(at: CGPoint(x: 195, y: 400))
    #expect(stage.focusedID == nil)
  }
}
