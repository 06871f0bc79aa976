import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Return and previous/next in a plain scroll view: its inputs in reading order by frame.
///
/// A 390 x 844 screen and scroll view (content 1600 tall, `never` adjustment), a 336 pt
/// keyboard: the band is 508 tall.
@MainActor
struct FormNavigationTests {
  private let stage = Stage(safeArea: .zero, adjustment: .never)

  private func field(_ id: String, _ x: CGFloat, _ y: CGFloat, in parent: HeadlessView? = nil)
    -> HeadlessTextField
  {
    let field = HeadlessTextField(
      identifier: id, frame: CGRect(x: x, y: y, width: 170, height: 44))
    (parent ?? stage.scrollView).addSubview(field)
    return field
  }

  @Test func `F4: Return in a scroll view moves in reading order, whatever the view order`()
    throws
  {
    // Added out of order; "first" and "last" share a line, "city" is in a container.
    let email = field("email", 16, 200)
    let last = field("last", 204, 100)
    let first = field("first", 16, 100)
    let container = HeadlessView(frame: CGRect(x: 0, y: 280, width: 390, height: 100))
    stage.scrollView.addSubview(container)
    let city = field("city", 16, 20, in: container)
    stage.scrollView.keyboard.enable()
    #expect(stage.scrollView.keyboard.isReturnKeyNavigationEnabled)
    first.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    first.pressReturn()
    #expect(stage.focusedID == "last")
    last.pressReturn()
    #expect(stage.focusedID == "email")
    email.pressReturn()
    // city at 280 + 20 = 300 in the content
    #expect(stage.focusedID == "city")
    // After the last input, Return ends editing.
    city.pressReturn()
    #expect(stage.focusedID == nil)
  }

  @Test func `F4: previous and next reach text views and skip hidden and disabled inputs`()
    throws
  {
    let name = field("name", 16, 100)
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 200, width: 358, height: 120))
    stage.scrollView.addSubview(notes)
    let hidden = field("hidden", 16, 400)
    hidden.isHidden = true
    let disabled = field("disabled", 16, 500)
    disabled.isEnabled = false
    _ = field("email", 16, 700)
    stage.scrollView.keyboard.enable()
    name.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    name.pressReturn()
    #expect(stage.focusedID == "notes")
    #expect(stage.scrollView.keyboard.focusNext())
    // email at 700 ... 744: revealed with its margin, 760 - 508 = 252.
    #expect(stage.focusedID == "email")
    #expect(stage.scrollView.contentOffset.y == 252)
    #expect(stage.scrollView.keyboard.focusPrevious())
    #expect(stage.focusedID == "notes")
  }

  @Test func `F4: with Return navigation off a scroll view's field keeps Return to itself`() {
    let first = field("first", 16, 100)
    _ = field("second", 16, 200)
    stage.scrollView.keyboard.enable()
    stage.scrollView.keyboard.isReturnKeyNavigationEnabled = false
    first.becomeFirstResponder()
    #expect(first.returnKeyAction == nil)
  }
}
