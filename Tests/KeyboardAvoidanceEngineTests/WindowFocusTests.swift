import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule F1: focus is kept per window; a host acts on its own window's first responder and
/// reveals it only while that window is key.
///
/// An iPad in landscape with two scenes side by side: a 1,024 x 768 screen, window 1 at
/// (0, 0, 507, 768) and window 2 at (517, 0, 507, 768), no safe area. Each window is filled
/// by a form (a scroll view with 1,200 pt of content, the `never` adjustment, at offset 0):
/// "a1" at y 500 and "a2" at y 600 in window 1, "b1" at y 100 and "b2" at y 560 in window 2
/// (475 x 44 at x 16). The keyboard spans the screen: 300 tall it ends at y 468, so it
/// covers 300 pt of either form (rule K5). Window 1 is key at first, as an app's first
/// window; each window keeps its own first responder, and focusing an input makes its
/// window key.
@MainActor
struct WindowFocusTests {
  /// Window 1 and its form, on the iPad's screen.
  private let left = Stage(
    screenSize: CGSize(width: 1024, height: 768),
    windowFrame: CGRect(x: 0, y: 0, width: 507, height: 768), safeArea: .zero,
    contentSize: CGSize(width: 507, height: 1200), adjustment: .never)
  /// Window 2 and its form, beside window 1.
  private let right: Stage
  private let a1 = HeadlessTextField(
    identifier: "a1", frame: CGRect(x: 16, y: 500, width: 475, height: 44))
  private let a2 = HeadlessTextField(
    identifier: "a2", frame: CGRect(x: 16, y: 600, width: 475, height: 44))
  private let b1 = HeadlessTextField(
    identifier: "b1", frame: CGRect(x: 16, y: 100, width: 475, height: 44))
  private let b2 = HeadlessTextField(
    identifier: "b2", frame: CGRect(x: 16, y: 560, width: 475, height: 44))
  private var window1: HeadlessWindow { left.window }
  private var window2: HeadlessWindow { right.window }
  private var form1: HeadlessScrollView { left.scrollView }
  private var form2: HeadlessScrollView { right.scrollView }
  private var keyboard: HeadlessKeyboard { left.keyboard }

  init() {
    right = Stage(beside: left, windowFrame: CGRect(x: 517, y: 0, width: 507, height: 768))
    for form in [form1, form2] { form.keyboard.enable() }
    for field in [a1, a2] { form1.addSubview(field) }
    for field in [b1, b2] { form2.addSubview(field) }
  }

  /// Turns the bar on in both forms, and with `endsEditingOnTap` tap to end editing too.
  private func showToolbars(endsEditingOnTap: Bool = false) {
    for form in [form1, form2] {
      form.keyboard.showsToolbar = true
      form.keyboard.endsEditingOnTap = endsEditingOnTap
    }
  }

  /// The user scrolls `form`, whose window is not key, back to its top, and the keyboard
  /// changes to `height` (its top at 768 - `height`): the form takes the new inset and
  /// scrolls nothing.
  private func resizeKeyboard(
    to height: CGFloat, withTopScrolled form: HeadlessScrollView,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    form.contentOffset = .zero
    keyboard.changeFrame(to: CGRect(x: 0, y: 768 - height, width: 1024, height: height))
    #expect(form.contentInset.bottom == height, sourceLocation: sourceLocation)
    #expect(form.contentOffset.y == 0, sourceLocation: sourceLocation)
  }

  @Test
  func
    `F1: a form in a window that is not key insets but reveals nothing, until its window is key`()
  {
    a1.becomeFirstResponder()
    keyboard.show(height: 300)
    // a1 grown by the margin is 484...560; the band ends at 0 + 768 - 300 = 468: 560 - 468.
    #expect(form1.contentOffset.y == 92)
    #expect(form2.contentInset.bottom == 300)
    #expect(form2.contentOffset.y == 0)

    b2.becomeFirstResponder()
    // Window 2 is key now; a1 keeps editing in window 1.
    #expect(window2.isKey)
    #expect(window1.firstResponder === a1)
    #expect(window2.firstResponder === b2)
    // b2 grown is 544...620: 620 - 468.
    #expect(form2.contentOffset.y == 152)

    // The user scrolls form 1 back to its top; the predictive bar makes the keyboard 340
    // tall (it ends at y 428).
    resizeKeyboard(to: 340, withTopScrolled: form1)
    // Form 2's band ends at 152 + 768 - 340 = 580: 620 - 580 = 40 more.
    #expect(form2.contentOffset.y == 192)

    window1.becomeKey()
    // No editing or keyboard notification: form 1 reveals a1 for its window becoming key,
    // its band ending at 0 + 768 - 340 = 428: 560 - 428.
    #expect(form1.contentOffset.y == 132)
    #expect(form2.contentOffset.y == 192)

    // The user scrolls form 2 back to its top; the keyboard is 300 tall again (from 468).
    // Form 2, no longer key, leaves b2 where it is.
    resizeKeyboard(to: 300, withTopScrolled: form2)
    // Form 1's band is 132...600 and holds a1's 484...560: no scroll.
    #expect(form1.contentInset.bottom == 300)
    #expect(form1.contentOffset.y == 132)
  }

  @Test func `F1: Return and the bar's Previous move focus within their own window only`() throws {
    showToolbars()
    a1.becomeFirstResponder()
    keyboard.show(height: 300)
    b1.becomeFirstResponder()
    // The user goes back to window 1, where a1 is still editing.
    window1.becomeKey()
    // Return in a1 (the `default` key) moves on to a2.
    a1.pressReturn()
    #expect(window1.firstResponder === a2)
    #expect(window2.firstResponder === b1)

    b2.becomeFirstResponder()
    window1.becomeKey()
    try #require(a2.bar).tap(.previous)
    #expect(window1.firstResponder === a1)
    #expect(window2.firstResponder === b2)
  }

  @Test func `F1: Done and a tap end editing in their own window only`() throws {
    showToolbars(endsEditingOnTap: true)
    a1.becomeFirstResponder()
    keyboard.show(height: 300)
    b1.becomeFirstResponder()
    a2.becomeFirstResponder()
    // a2 began last; window 2 becomes key again, with b1 editing there.
    window2.becomeKey()
    try #require(b1.bar).tap(.done)
    #expect(window2.firstResponder == nil)
    #expect(window1.firstResponder === a2)

    b2.becomeFirstResponder()
    // A tap on empty content of form 1 (y 1,000 is below every field).
    form1.tap(at: CGPoint(x: 250, y: 1000))
    #expect(window1.firstResponder == nil)
    #expect(window2.firstResponder === b2)
  }

  @Test func `F1: a constraint measures the first responder of its own window`() {
    // Window 1 also holds a view pinned 16 pt above its bottom, moving only when the
    // focused input would be covered (rule C2), with a "code" field at 600...644.
    let login = HeadlessView(frame: CGRect(x: 0, y: 0, width: 507, height: 768))
    form1.removeFromSuperview()
    window1.addSubview(login)
    let code = HeadlessTextField(
      identifier: "code", frame: CGRect(x: 16, y: 600, width: 475, height: 44))
    login.addSubview(code)
    let pin = HeadlessLayoutConstraint(view: login, constant: 16, isSafeAreaAware: false)
    pin.keyboard.follow(mode: .whenCovered)
    code.becomeFirstResponder()
    keyboard.show(height: 300)
    // 644 + 16 - 468 = 192 above the keyboard's top: 16 + 192.
    #expect(pin.constant == 208)
    b1.becomeFirstResponder()
    keyboard.changeFrame(to: CGRect(x: 0, y: 428, width: 1024, height: 340))
    // Still code, window 1's first responder: 644 + 16 - 428 = 232, 16 + 232.
    #expect(pin.constant == 248)
  }
}
