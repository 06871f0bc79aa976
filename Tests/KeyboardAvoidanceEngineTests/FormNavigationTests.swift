import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import Testing

/// Return and previous/next in a plain scroll view: its inputs in reading order by frame.
///
/// A 390 x 844 screen and scroll view (content 1600 tall, `never` adjustment), a 336 pt
/// keyboard: the band is 508 tall.
@MainActor
struct FormNavigationTests {
  private let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
  private let window: HeadlessWindow
  private let scrollView: HeadlessScrollView
  private let keyboard: HeadlessKeyboard

  init() {
    window = HeadlessWindow(screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView = HeadlessScrollView(
      frame: window.bounds, contentSize: CGSize(width: 390, height: 1600))
    scrollView.contentInsetAdjustmentBehavior = .never
    window.addSubview(scrollView)
    keyboard = HeadlessKeyboard(screen: screen)
  }

  private func field(_ id: String, _ x: CGFloat, _ y: CGFloat, in parent: HeadlessView? = nil)
    -> HeadlessTextField
  {
    let field = HeadlessTextField(
      identifier: id, frame: CGRect(x: x, y: y, width: 170, height: 44))
    (parent ?? scrollView).addSubview(field)
    return field
  }

  private var focusedID: String? { (screen.firstResponder as? any HeadlessInput)?.identifier }

  @Test func `F4: Return in a scroll view moves in reading order, whatever the view order`()
    throws
  {
    // Added out of order; "first" and "last" share a line, "city" is in a container.
    let email = field("email", 16, 200)
    let last = field("last", 204, 100)
    let first = field("first", 16, 100)
    let container = HeadlessView(frame: CGRect(x: 0, y: 280, width: 390, height: 100))
    scrollView.addSubview(container)
    let city = field("city", 16, 20, in: container)
    scrollView.keyboard.enable()
    #expect(scrollView.keyboard.isReturnKeyNavigationEnabled)
    first.becomeFirstResponder()
    keyboard.show(height: 336)
    first.pressReturn()
    #expect(focusedID == "last")
    last.pressReturn()
    #expect(focusedID == "email")
    email.pressReturn()
    // city at 280 + 20 = 300 in the content
    #expect(focusedID == "city")
    // After the last input, Return ends editing.
    city.pressReturn()
    #expect(focusedID == nil)
  }

  @Test func `F4: previous and next reach text views and skip hidden and disabled inputs`()
    throws
  {
    let name = field("name", 16, 100)
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 200, width: 358, height: 120))
    scrollView.addSubview(notes)
    let hidden = field("hidden", 16, 400)
    hidden.isHidden = true
    let disabled = field("disabled", 16, 500)
    disabled.isEnabled = false
    _ = field("email", 16, 700)
    scrollView.keyboard.enable()
    name.becomeFirstResponder()
    keyboard.show(height: 336)
    name.pressReturn()
    #expect(focusedID == "notes")
    #expect(scrollView.keyboard.focusNext())
    // email at 700 ... 744: revealed with its margin, 760 - 508 = 252.
    #expect(focusedID == "email")
    #expect(scrollView.contentOffset.y == 252)
    #expect(scrollView.keyboard.focusPrevious())
    #expect(focusedID == "notes")
  }

  @Test func `F4: with Return navigation off a scroll view's field keeps Return to itself`() {
    let first = field("first", 16, 100)
    _ = field("second", 16, 200)
    scrollView.keyboard.enable()
    scrollView.keyboard.isReturnKeyNavigationEnabled = false
    first.becomeFirstResponder()
    #expect(first.returnKeyAction == nil)
  }
}
