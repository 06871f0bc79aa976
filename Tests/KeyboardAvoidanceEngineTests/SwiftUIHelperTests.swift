import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rules S1 and T2 on Return and taps in SwiftUI content: SwiftUI's own (`onSubmit` with
/// `@FocusState`, `scrollDismissesKeyboard`), never the engine's.
///
/// The stage: ``SwiftUIStage``, a 390 x 844 window with a safe area of 47 / 34, a hosting
/// view and SwiftUI's scroll view filling it, 1600 pt of content at rest offset -47. Fields
/// are 358 x 44 at x 16. A SwiftUI `Button` is a plain view in the content: no control.
@MainActor
struct SwiftUIHelperTests: SwiftUIStaged {
  /// The stage; its parts are ``SwiftUIStaged``'s.
  let stage = SwiftUIStage()

  /// A field of the stage (``SwiftUIStaged/addField(_:y:in:)``) with the Next key.
  private func addNextField(_ identifier: String, y: CGFloat) -> HeadlessTextField {
    let field = addField(identifier, y: y)
    field.returnKeyType = .next
    return field
  }

  @Test func `S1: Return under the modifier is SwiftUI's: onSubmit moves focus once`() {
    let name = addNextField("name", y: 100)
    let email = addNextField("email", y: 200)
    let phone = addNextField("phone", y: 300)
    // SwiftUI's text field delegate runs the app's `.onSubmit { focus = .email }`.
    var submits = 0
    name.shouldReturn = { _ in
      submits += 1
      email.becomeFirstResponder()
      return true
    }
    // The modifier's probe: the container's frame, the safe area's 47 ... 810.
    let probe = HeadlessKeyboardScrollViewProbe(
      frame: CGRect(x: 0, y: 47, width: 390, height: 763))
    hosting.addSubview(probe)
    screen.runMainQueue()
    #expect(probe.foundScrollView === scrollView)
    name.becomeFirstResponder()
    stage.showKeyboard()
    screen.runMainQueue()
    // The engine put no end-on-exit target on SwiftUI's field: Return is the app's alone.
    #expect(name.returnKeyAction == nil)
    name.pressReturn()
    screen.runMainQueue()
    #expect(submits == 1)
    #expect(email.isFirstResponder)
    #expect(!phone.isFirstResponder)
  }

  @Test func `T2: a tap on a SwiftUI button in the content ends nothing, the engine's tap on`() {
    let field = addNextField("message", y: 100)
    // A SwiftUI `Button` ("Send") in the content: a plain view, 100 x 44 at (16, 200).
    let send = HeadlessView(frame: CGRect(x: 16, y: 200, width: 100, height: 44))
    scrollView.addSubview(send)
    scrollView.applyKeyboardModifier()
    // Even set on the scroll view by hand, the engine's tap never ends editing in SwiftUI
    // content: a tap on the button cannot be told from a tap on empty space.
    scrollView.keyboard.endsEditingOnTap = true
    field.becomeFirstResponder()
    // Content y 200 ... 244 at rest (offset -47): the button's middle is at content y 222.
    scrollView.tap(at: CGPoint(x: 60, y: 222))
    #expect(send.tapsReceived == 1)
    #expect(field.isFirstResponder)
  }

  @Test func `T2: set on the application, a tap on a SwiftUI button ends nothing`() {
    // A UIKit screen whose lower half is a hosting controller's view (a SwiftUI composer):
    // 0 ... 390 x 444 ... 844, its "Send" button a plain view at (300, 500, 74, 44) in the
    // window, its message field a UIKit text field at (16, 500, 270, 44).
    let composer = HeadlessHostingView(frame: CGRect(x: 0, y: 444, width: 390, height: 400))
    let send = HeadlessView(frame: CGRect(x: 300, y: 56, width: 74, height: 44))
    let message = HeadlessTextField(
      identifier: "message", frame: CGRect(x: 16, y: 56, width: 270, height: 44))
    composer.addSubview(message)
    composer.addSubview(send)
    scrollView.removeFromSuperview()
    hosting.removeFromSuperview()
    window.addSubview(composer)
    screen.keyboard.enableEverywhere()
    screen.keyboard.endsEditingOnTap = true
    message.becomeFirstResponder()
    // Send: window (337, 522) is in the button; SwiftUI's, editing goes on.
    window.tap(at: CGPoint(x: 337, y: 522))
    #expect(send.tapsReceived == 1)
    #expect(message.isFirstResponder)
    // The composer's empty space is SwiftUI's too.
    window.tap(at: CGPoint(x: 195, y: 700))
    #expect(message.isFirstResponder)
    // The UIKit screen's empty space above it: editing ends there (rule T2 on the app).
    window.tap(at: CGPoint(x: 195, y: 200))
    #expect(!message.isFirstResponder)
  }
}
