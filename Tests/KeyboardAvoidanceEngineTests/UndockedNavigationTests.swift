import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Return in a table whose next field's row has no cell, with a keyboard that is not docked
/// (an iPad's floating keyboard, a hardware keyboard) or only a hardware keyboard's bar.
///
/// iPad Pro 12.9-inch: screen and table 1024 x 1366, no safe area, `never` adjustment. One
/// section, header 28, 40 rows of 44: row r spans 28 + 44 r ... 72 + 44 r, the content is
/// 28 + 40 x 44 = 1788 tall. Fields in rows 0 and 35 (1568 ... 1612); cells exist for the
/// rows in the 1366 pt bounds (rows 0 to 30), so row 35 has none.
@MainActor
struct UndockedNavigationTests {
  private let timing = AnimationTiming(duration: 0.25, curve: 7)

  /// The form with row 0's field focused, after a `willShow` ending at `endFrame`.
  private func form(focusedWith endFrame: CGRect) throws -> TableForm<HeadlessTableView> {
    let form = TableForm(inputsAt: [0, 35], screenSize: CGSize(width: 1024, height: 1366))
    try #require(form.field(0)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: endFrame, timing: timing))
    return form
  }

  /// Presses Return in row 0 while no keyboard covers the table.
  ///
  /// Row 35 (1568 ... 1612) is scrolled in without animation to the bounds' bottom, the band
  /// being the whole 1366 pt: 1612 - 1366 = 246 (within the largest offset, 1788 - 1366 =
  /// 422). Its field is focused in the layout pass that makes its cell; no reveal follows
  /// and nothing else is written.
  /// Return in row 0's field with no keyboard covering the table: row 35 (1568 ... 1612) is
  /// scrolled in without animation, within Return's action, to the offset F3 gives its rect
  /// with the margin, the band being the whole 1366 pt: 1628 - 1366 = 262 (within the
  /// largest offset, 1788 - 1366 = 422). Its field is focused in the same action, and nothing
  /// else is written (rule F6).
  private func expectReturnScrollsRow35In(_ form: TableForm<HeadlessTableView>) throws {
    try form.pressReturn(inRow: 0)
    #expect(form.focusedID == "input35")
    #expect(form.table.contentOffset.y == 262)
    #expect(form.table.recorder.writes == 1)
    #expect(form.table.recorder.animations.isEmpty)
  }

  @Test func `F6: Return under a floating keyboard scrolls a row without a cell in and moves on`()
    throws
  {
    // The floating keyboard, 320 x 254, ends at 1014, above the screen's bottom (1366): not
    // docked, so it covers nothing and the engine writes nothing (rules K4, F4).
    let form = try form(focusedWith: CGRect(x: 352, y: 760, width: 320, height: 254))
    #expect(form.table.contentInset.bottom == 0)
    #expect(form.table.contentOffset.y == 0)
    #expect(form.table.cellForRow(at: RowPath(section: 0, row: 35)) == nil)
    try expectReturnScrollsRow35In(form)
    // Return in the last field ends editing; nothing was scrolled through, nothing goes back.
    try #require(form.field(35)).pressReturn()
    #expect(form.focusedID == nil)
    #expect(form.table.contentOffset.y == 262)
  }

  @Test
  func `F6: Return with a hardware keyboard's bar scrolls the row in, then reveals the field`()
    throws
  {
    // The shortcut bar: 313 pt from 1311, 55 pt on screen. It reaches past the bottom, so it
    // is docked and covers 1366 - 1311 = 55 (rules K4, K5): the inset grows by 55; row 0's
    // target 12 ... 88 is inside the band 0 ... 1311.
    let form = try form(focusedWith: CGRect(x: 0, y: 1311, width: 1024, height: 313))
    #expect(form.table.contentInset.bottom == 55)
    #expect(form.table.contentOffset.y == 0)
    try form.pressReturn(inRow: 0)
    // Row 35 is scrolled in without animation, straight to where its reveal puts it, with
    // the margin: 1628 - 1311 = 317 (the largest offset is 1788 + 55 - 1366 = 477); the
    // reveal of its field, focused in the same action, then finds it in the band.
    #expect(form.focusedID == "input35")
    #expect(form.table.contentOffset.y == 317)
    #expect(form.table.recorder.writes == 1)
    #expect(form.table.recorder.animations.isEmpty)
  }

  @Test func `F6: Return with a hardware keyboard and its bar hidden moves on as well`() throws {
    // The bar shows, then the user hides it: the hide restores the insets (rule I3).
    let form = try form(focusedWith: CGRect(x: 0, y: 1311, width: 1024, height: 313))
    form.keyboard.post(
      KeyboardEvent(
        name: .willHide, endFrame: CGRect(x: 0, y: 1366, width: 1024, height: 313),
        timing: timing))
    #expect(form.table.contentInset.bottom == 0)
    #expect(form.focusedID == "input0")
    // No keyboard covers the table.
    try expectReturnScrollsRow35In(form)
  }

  @Test func `F6: under a floating keyboard, focusPrevious scrolls a row without a cell back in`()
    throws
  {
    let form = try form(focusedWith: CGRect(x: 352, y: 760, width: 320, height: 254))
    try #require(form.field(0)).pressReturn()
    #expect(form.table.contentOffset.y == 262)
    // The user scrolls to the end (422): after that turn's layout pass rows from
    // (422 - 28) / 44 = 8.95, so row 8 on, have cells; row 0 has none.
    form.table.contentOffset = CGPoint(x: 0, y: 422)
    form.screen.runLayoutPass()
    #expect(form.table.cellForRow(at: RowPath(section: 0, row: 0)) == nil)
    form.table.recorder = HostRecorder()
    #expect(form.table.keyboard.focusPrevious())
    // Row 0 (28 ... 72, with the margin 12 ... 88) is above the band: the least scroll
    // brings 12 to the band's top, without animation; its field is focused in the same call.
    #expect(form.focusedID == "input0")
    #expect(form.table.contentOffset.y == 12)
    #expect(form.table.recorder.writes == 1)
    #expect(form.table.recorder.animations.isEmpty)
  }
}
