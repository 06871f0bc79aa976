import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Return to a row whose cell does not exist yet, without forcing layout (rules F6, L8).
///
/// A 390 x 844 screen and table, no safe area, `never`; one section under a 28 pt header,
/// 40 rows of 44: row r spans 28 + 44 r ... 72 + 44 r, 1,788 pt of content. Fields in rows 2
/// and 30 at (120, 6, 240 x 32) in their cells. A 336 pt keyboard from 508: inset 336 at the
/// bottom, a band 508 tall, offsets 0 ... 1788 + 336 - 844 = 1280. As UIKit's, the table
/// makes the cells of rows scrolled into view in its next layout pass.
@MainActor
struct OffScreenRowTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `F6: Return to an off-screen row moves in the next layout pass, forcing none`()
    throws
  {
    let form = TableForm(rows: 40, inputsAt: [2, 30])
    try #require(form.field(2)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // Row 2's target 116 - 16 ... 160 + 16 = 100 ... 176 lies in the band 0 ... 508.
    #expect(form.table.contentOffset == .zero)
    let forced = form.screen.forcedLayoutPasses
    try form.pressReturn(inRow: 2)
    // Row 30 (1348 ... 1392) has no cell: the walk scrolls it into view without animation,
    // its bottom at the band's: 1392 - 508 = 884. Its cell comes with the next layout pass;
    // meanwhile the field's end-on-exit target has not moved focus, so it ended editing.
    #expect(form.table.contentOffset == CGPoint(x: 0, y: 884))
    #expect(form.table.cellForRow(at: RowPath(section: 0, row: 30)) == nil)
    #expect(form.focusedID == nil)
    #expect(form.screen.forcedLayoutPasses == forced)
    // The run loop's pass makes row 30's cell, then the walk goes on: its field is focused
    // and revealed with the keyboard's timing: the cell's target 1348 - 16 ... 1392 + 16 =
    // 1332 ... 1408 sticks out below the band 884 ... 1392: offset 1408 - 508 = 900.
    form.screen.runLayoutPass()
    #expect(form.focusedID == "input30")
    #expect(form.table.contentOffset == CGPoint(x: 0, y: 900))
    #expect(form.screen.forcedLayoutPasses == forced)
  }

  @Test func `F6: Next tapped twice before the layout pass moves once`() throws {
    let form = TableForm(rows: 40, inputsAt: [2, 30, 35])
    try #require(form.field(2)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // The first Next scrolls row 30 in (offset 884, as above) and waits for the pass; the
    // field keeps editing (no end-on-exit target acts). The second belongs to that walk.
    #expect(form.table.keyboard.focusNext())
    #expect(form.focusedID == "input2")
    #expect(form.table.keyboard.focusNext())
    #expect(form.table.contentOffset == CGPoint(x: 0, y: 884))
    form.screen.runLayoutPass()
    // One move: to row 30, not on to row 35.
    #expect(form.focusedID == "input30")
    #expect(form.screen.forcedLayoutPasses == 0)
  }
}
