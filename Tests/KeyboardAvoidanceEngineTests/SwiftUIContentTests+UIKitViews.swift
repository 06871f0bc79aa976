import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rules S3 and L7 on the model of SwiftUI's scroll view: UIKit views inside SwiftUI
/// content (a wrapped text view) and around it (a UIKit scroll view).
extension SwiftUIContentTests {
  // MARK: - S3

  @Test func `S3: a wrapped UITextView is revealed by its caret, line by line`() {
    // A representable's text view, 358 x 120 at y 1000, that scrolls its own text.
    let editor = HeadlessTextView(
      identifier: "editor", frame: CGRect(x: 16, y: 1000, width: 358, height: 120))
    scrollView.addSubview(editor)
    scrollView.applyKeyboardModifier()
    editor.becomeFirstResponder()
    show()
    screen.runMainQueue()
    // Caret 1008 ... 1028 in the content, not the editor's 1000 ... 1120: target
    // 992 ... 1044, offset 1044 - 508 = 536.
    #expect(scrollView.contentOffset.y == 536)
    scrollView.recorder = HostRecorder()
    editor.type("\n")
    // Caret 1028 ... 1048: target 1012 ... 1064, offset 1064 - 508 = 556, unanimated.
    #expect(scrollView.contentOffset.y == 556)
    #expect(scrollView.recorder.writes == 1)
    #expect(scrollView.recorder.animations.isEmpty)
  }

  @Test func `S3: an editor UIKit does not announce finds its engine above it`() {
    // A custom UITextInput in a representable's container (0, 900): the editor at content
    // y 1000, with "end" on its line 3: caret 8 + 3 x 20 = 68 ... 88, so 1068 ... 1088.
    let container = HeadlessView(frame: CGRect(x: 0, y: 900, width: 390, height: 400))
    let editor = HeadlessTextInputView(
      frame: CGRect(x: 16, y: 100, width: 358, height: 200),
      text: String(repeating: "line\n", count: 3) + "end")
    container.addSubview(editor)
    scrollView.addSubview(container)
    #expect(editor.nearestEnabledKeyboardHost == nil)
    scrollView.applyKeyboardModifier()
    show()
    screen.runMainQueue()
    #expect(scrollView.contentOffset.y == -47)
    let host = editor.nearestEnabledKeyboardHost
    #expect(host === scrollView)
    host?.keyboard.inputDidBeginEditing(editor)
    // Target 1052 ... 1104: offset 1104 - 508 = 596.
    #expect(scrollView.contentOffset.y == 596)
  }

  // MARK: - L7

  @Test func `L7: the app-wide mode never enables a scroll view inside SwiftUI content`() {
    let field = addField("field", y: 700)
    screen.keyboard.enableEverywhere()
    show()
    field.becomeFirstResponder()
    screen.runMainQueue()
    #expect(!scrollView.keyboard.isEnabled)
    // SwiftUI's own lift only: 34 + 302, and the engine wrote nothing.
    swiftUILayout()
    #expect(scrollView.contentInset.bottom == 336)
    #expect(scrollView.recorder.writes == 0)
  }

  @Test func `L7: a UIKit scroll view around SwiftUI content is a candidate, SwiftUI's are not`() {
    // SwiftUI inside a UIKit scroll view (a hosting controller's view, or a cell's
    // UIHostingConfiguration): the scroll view is UIKit's, and SwiftUI does not lift it.
    let outer = HeadlessScrollView(
      frame: window.bounds, contentSize: CGSize(width: 390, height: 1600))
    let cell = HeadlessHostingView(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
    let field = HeadlessTextField(
      identifier: "cell", frame: CGRect(x: 16, y: 0, width: 358, height: 44))
    cell.addSubview(field)
    outer.addSubview(cell)
    window.addSubview(outer)
    screen.keyboard.enableEverywhere()
    show()
    field.becomeFirstResponder()
    screen.runMainQueue()
    #expect(outer.keyboard.isEnabled)
    // The keyboard's 336 over the scroll view's bottom safe area 34 (its adjusted inset):
    // the engine adds 336 - 34 = 302.
    #expect(outer.contentInset.bottom == 302)
    // SwiftUI's own scroll view behind the stage's content stays out.
    #expect(!scrollView.keyboard.isEnabled)
  }

  @Test func `L7: a scroll view the modifier enabled works on under the app-wide mode`() {
    let field = addField("field", y: 700)
    screen.keyboard.enableEverywhere()
    scrollView.applyKeyboardModifier()
    show()
    field.becomeFirstResponder()
    screen.runMainQueue()
    // Target 684 ... 760: 760 - 508 = 252, through the sink's 302.
    #expect(scrollView.contentInset.bottom == 336)
    #expect(scrollView.contentOffset.y == 252)
  }
}
