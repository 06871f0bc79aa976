import Foundation
import KeyboardAvoidanceHeadless
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The model's Return, as UIKit handles it: the delegate first, then the field's
/// `editingDidEndOnExit` action, after which editing ends unless focus moved (rule F6).
@MainActor
struct ReturnKeyModelTests {
  private let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
  private let window: HeadlessWindow
  private let field = HeadlessTextField(
    identifier: "field", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
  private let other = HeadlessTextField(
    identifier: "other", frame: CGRect(x: 16, y: 200, width: 358, height: 44))

  init() {
    window = HeadlessWindow(screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(field)
    window.addSubview(other)
  }

  private var focusedID: String? { (screen.firstResponder as? HeadlessTextField)?.identifier }

  @Test func `F6: without an editingDidEndOnExit action Return leaves focus alone`() {
    field.becomeFirstResponder()
    field.pressReturn()
    #expect(focusedID == "field")
  }

  @Test func `F6: with an action that does not move focus, Return ends editing after it`() {
    var ran = 0
    field.returnKeyAction = {
      // The action runs while the field is still first responder.
      #expect(screen.firstResponder === field)
      ran += 1
    }
    field.becomeFirstResponder()
    field.pressReturn()
    #expect(ran == 1)
    #expect(focusedID == nil)
  }

  @Test func `F6: an action that moves focus keeps the new input focused`() {
    field.returnKeyAction = { [other] in other.becomeFirstResponder() }
    field.becomeFirstResponder()
    field.pressReturn()
    #expect(focusedID == "other")
  }

  @Test func `F6: a delegate that returns false stops Return before the action`() {
    var ran = 0
    field.returnKeyAction = { ran += 1 }
    field.shouldReturn = { _ in false }
    field.becomeFirstResponder()
    field.pressReturn()
    #expect(ran == 0)
    #expect(focusedID == "field")
  }
}
