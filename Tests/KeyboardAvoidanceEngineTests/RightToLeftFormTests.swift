import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule F6 in a right-to-left layout: a line of inputs is read from its right edge.
///
/// The form of ``Stage/form()`` (390 x 844, `never` adjustment, 1,200 pt of content) laid
/// out as a right-to-left app lays it out: "first" name on the right (204 ... 374) and
/// "last" name on the left (16 ... 186) of the line 100 ... 144, "email" below at
/// 200 ... 244. A 336 pt keyboard with the bar. The table's test has its own rows.
@MainActor
struct RightToLeftFormTests {
  private let stage = Stage.form()
  private let first: HeadlessTextField
  private let last: HeadlessTextField
  private let email: HeadlessTextField

  init() {
    // Added in reading order's reverse, so that no test passes by the views' order.
    email = stage.addField("email", frame: CGRect(x: 16, y: 200, width: 358, height: 44))
    last = stage.addField("last", frame: CGRect(x: 16, y: 100, width: 170, height: 44))
    first = stage.addField("first", frame: CGRect(x: 204, y: 100, width: 170, height: 44))
  }

  /// Enables the form with the bar, focuses "first" and shows the keyboard.
  private func start() {
    stage.scrollView.keyboard.enable()
    stage.scrollView.keyboard.showsToolbar = true
    first.becomeFirstResponder()
    stage.keyboard.show(height: 336)
  }

  @Test func `F6: right to left, Return moves from the right field to the left one, then down`() {
    stage.scrollView.semanticContentDirection = .rightToLeft
    start()
    // The line 100 ... 144 right to left: first (maxX 374), last (maxX 186); then email.
    first.pressReturn()
    #expect(stage.focusedID == "last")
    last.pressReturn()
    #expect(stage.focusedID == "email")
    // email is the last input: Return ends editing.
    email.pressReturn()
    #expect(stage.focusedID == nil)
  }

  @Test func `F6: right to left, Previous walks back and the bar's buttons follow the order`()
    throws
  {
    // An app in a right-to-left language: the window's direction, which the form takes.
    stage.window.semanticContentDirection = .rightToLeft
    #expect(stage.scrollView.layoutDirection == .rightToLeft)
    start()
    // first is the first input: no Previous, a Next.
    #expect(first.barArrows(thenTap: .next) == .nextOnly)
    #expect(stage.focusedID == "last")
    #expect(last.bar?.arrows == .both)
    email.becomeFirstResponder()
    // email is the last input: a Previous, no Next.
    #expect(email.bar?.arrows == .previousOnly)
    #expect(stage.scrollView.keyboard.focusPrevious())
    #expect(stage.focusedID == "last")
    #expect(stage.scrollView.keyboard.focusPrevious())
    #expect(stage.focusedID == "first")
    // Nothing comes before first: focus stays.
    #expect(!stage.scrollView.keyboard.focusPrevious())
    #expect(stage.focusedID == "first")
  }

  @Test func `F6: right to left, a table row's fields are read from the right`() throws {
    // Under a 28 pt header, row 0 holds "last" on the left (16 ... 186) and "first" on the
    // right (204 ... 374), given left first; row 1 holds "email".
    let form = TableForm(sections: [
      SectionSpec(
        header: 28,
        rows: [
          .sideBySide("last", "first"),
          RowSpec(
            height: 44,
            input: .init(id: "email", frame: CGRect(x: 16, y: 6, width: 358, height: 32))),
        ])
    ])
    form.table.semanticContentDirection = .rightToLeft
    try #require(form.input("first")).becomeFirstResponder()
    form.keyboard.show(height: 336)
    // Row 0 right to left: first (maxX 374), then last (maxX 186); then row 1.
    #expect(try form.focusAfterReturns(2) == ["last", "email"])
    // Back the same way, to the first, where there is no previous.
    #expect(form.focusAfterPrevious(3) == ["last", "first", nil])
  }
}
