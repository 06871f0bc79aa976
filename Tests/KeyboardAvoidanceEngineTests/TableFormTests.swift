import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Table forms.
///
/// Screen 390 x 844, no safe area unless stated, `never` adjustment, a 336 pt
/// keyboard: the visible band is 844 - 336 = 508 tall. One section, header 28, rows 44:
/// row r spans 28 + 44 r ... 72 + 44 r.
@MainActor
struct TableFormTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// A table under a table view controller that reacts as `behaviour` says, in a window
  /// with a safe area of 47 / 34 and the `always` adjustment, row 16's field focused and a
  /// 336 pt keyboard shown.
  private func controllerManagedForm(
    _ behaviour: HeadlessTableView.TableViewControllerBehaviour
  ) throws -> TableForm<HeadlessTableView> {
    let form = TableForm(rows: 40, inputsAt: [16], safeArea: EdgeInsets(top: 47, bottom: 34))
    form.table.contentInsetAdjustmentBehavior = .always
    form.table.tableViewController = behaviour
    try #require(form.field(16)).becomeFirstResponder()
    form.keyboard.show(height: 336)
    return form
  }

  @Test func `F2: an input in a cell reveals the whole cell when it fits`() throws {
    let form = TableForm(rows: 40, inputsAt: [10])
    try #require(form.field(10)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // cell 468 ... 512 (the input 474 ... 506 inside it): target 452 ... 528: 528 - 508 = 20
    #expect(form.table.contentOffset.y == 20)
    #expect(form.table.contentInset.bottom == 336)
  }

  @Test func `F2: in a cell taller than the band, only the input is revealed`() throws {
    let bio = RowSpec(
      height: 600, input: .init(id: "bio", frame: CGRect(x: 120, y: 540, width: 240, height: 32)))
    let form = TableForm(sections: [SectionSpec(header: 28, rows: [bio])])
    try #require(form.field(0)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // cell 600 > band 508: input 568 ... 600, target 552 ... 616: 616 - 508 = 108
    #expect(form.table.contentOffset.y == 108)
  }

  @Test func `F4: cells exist only for rows on screen; a user scroll reuses all but the focused`()
    throws
  {
    let form = TableForm(rows: 40, inputsAt: Set(stride(from: 0, to: 40, by: 2)))
    // rows 0 ... 18 intersect 0 ... 844 (row 18 starts at 820)
    #expect(form.table.visibleRows == (0...18).map { RowPath(section: 0, row: $0) })
    #expect(form.table.cellsCreated == 19)
    try #require(form.field(2)).becomeFirstResponder()
    form.table.contentOffset = CGPoint(x: 0, y: 440)
    // The scroll's turn ends with the table's layout pass, which lays its cells out.
    form.screen.runLayoutPass()
    // 440 ... 1284: rows 9 (ends 468) ... 28 (starts 1260); the cell of row 2 was reused
    #expect(form.table.visibleRows.first == RowPath(section: 0, row: 9))
    #expect(form.table.visibleRows.last == RowPath(section: 0, row: 28))
    // Rows 0 ... 8 left; the cell of row 2 holds the first responder and stays, as UIKit
    // keeps it, so 8 cells are reused for rows 19 ... 28 and 2 are new: 19 + 2 = 21.
    #expect(form.table.cellsCreated == 21)
    #expect(form.focusedID == "input2")
    let screen = try #require(form.window.screen)
    #expect(screen.keyboardObserver.focusedInput === screen.firstResponder)
  }

  @Test func `F4: Return moves to the next field, into a row whose cell does not exist yet`() throws
  {
    let form = TableForm(rows: 40, inputsAt: [0, 5, 30])
    #expect(form.table.keyboard.isReturnKeyNavigationEnabled)
    try #require(form.field(5)).becomeFirstResponder()
    form.keyboard.post(
      KeyboardEvent(
        name: .willShow, endFrame: keyboardFrame, timing: AnimationTiming(duration: 0.3, curve: 7)))
    // row 5 at 248 ... 292: target 232 ... 308 is visible; no scroll
    #expect(form.table.contentOffset.y == 0)
    #expect(form.table.cellForRow(at: RowPath(section: 0, row: 30)) == nil)
    try form.pressReturn(inRow: 5)
    // row 30 at 1348 ... 1392 has no cell: within Return's action the table is scrolled,
    // without animation, straight to where the reveal of its cell puts it, with the margin
    // (1408 - 508 = 900), laid out, and the field focused; its reveal then moves nothing
    #expect(form.focusedID == "input30")
    #expect(form.table.contentOffset.y == 900)
    #expect(form.table.recorder.writes == 1)
    #expect(form.table.recorder.animations.isEmpty)
    // Return in the last field resigns
    try #require(form.field(30)).pressReturn()
    #expect(form.focusedID == nil)
  }

  @Test func `F4: an app that moves focus on Return itself gets exactly one move`() throws {
    let form = TableForm(rows: 40, inputsAt: [0, 1, 2])
    let first = try form.focusAndShow(row: 0)
    // The app's textFieldShouldReturn focuses the next field itself and returns true.
    first.shouldReturn = { _ in
      form.field(1)?.becomeFirstResponder()
      return true
    }
    first.pressReturn()
    // The engine's own action then finds another field focused and does nothing: input1,
    // not input2.
    #expect(form.focusedID == "input1")
  }

  @Test func `F4: after disable, Return in a field focused earlier is the app's again`() throws {
    let form = TableForm(rows: 40, inputsAt: [0, 1])
    let first = try #require(form.field(0))
    first.becomeFirstResponder()
    #expect(first.returnKeyAction != nil)
    form.table.keyboard.disable()
    #expect(first.returnKeyAction == nil)
    first.pressReturn()
    #expect(form.focusedID == "input0")
  }

  @Test func `F4: turning Return navigation off removes the engine's Return action`() throws {
    let form = TableForm(rows: 40, inputsAt: [0, 1])
    let first = try #require(form.field(0))
    first.becomeFirstResponder()
    form.table.keyboard.isReturnKeyNavigationEnabled = false
    #expect(first.returnKeyAction == nil)
  }

  @Test func `F6: when no field follows within reach, the rows looked at go back at once`()
    throws
  {
    // The host knows no input rows (UIKit's case), so the walk looks at rows by their cells.
    let form = TableForm(rows: 40, inputsAt: [5])
    form.table.providesInputIndex = false
    try form.focusAndShow(row: 5)
    #expect(form.table.contentOffset.y == 0)
    form.table.recorder = HostRecorder()
    // Rows are 44 pt under a 28 pt header; cells exist for rows in the bounds (844 high),
    // the band is 844 - 336 = 508 high, and the walk looks at rows starting above 508 + 2 x
    // 508 = 1524. Row 19 (864 ... 908) has no cell: with the margin, offset 924 - 508 = 416,
    // laid out; then row 28 (1260 ... 1304): 812. Row 37 starts at 1656, out of reach.
    // Nothing found: the offset goes back to 0 in the same call and the field resigns
    // (focusNext returns true): three writes.
    #expect(form.table.keyboard.focusNext())
    #expect(form.focusedID == nil)
    #expect(form.table.contentOffset.y == 0)
    #expect(form.table.recorder.writes == 3)
  }

  @Test func `F4: focusPrevious goes back across rows without cells`() throws {
    let form = TableForm(rows: 40, inputsAt: [0, 5, 30])
    try #require(form.field(5)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    #expect(form.table.keyboard.focusNext())
    form.screen.runLayoutPass()
    #expect(form.table.contentOffset.y == 900)
    #expect(form.table.keyboard.focusPrevious())
    form.screen.runLayoutPass()
    // row 5 (248 ... 292) is above the band at 900: scrolled to 248, then its target
    // 232 ... 308 sticks out above: 232
    #expect(form.focusedID == "input5")
    #expect(form.table.contentOffset.y == 232)
  }

  @Test func `F4: disabled and hidden inputs are skipped`() throws {
    let frame = CGRect(x: 120, y: 6, width: 240, height: 32)
    let form = TableForm(sections: [
      SectionSpec(rows: [
        RowSpec(height: 44, input: .init(id: "a", frame: frame)),
        RowSpec(height: 44, input: .init(id: "b", frame: frame, isEnabled: false)),
        RowSpec(height: 44, input: .init(id: "c", frame: frame, isHidden: true)),
      ]),
      SectionSpec(header: 28, rows: [RowSpec(height: 44, input: .init(id: "d", frame: frame))]),
    ])
    try #require(form.field(0)).becomeFirstResponder()
    #expect(form.table.keyboard.focusNext())
    #expect(form.focusedID == "d")
  }

  @Test func `F4: Return in a 10,000-row table skips 5,000 rows without inputs at no cost`() throws
  {
    let form = TableForm(rows: 10_000, inputsAt: [0, 5_001])
    try #require(form.field(0)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    let created = form.table.cellsCreated
    try #require(form.field(0)).pressReturn()
    // row 5,001 at 28 + 44 * 5,001 = 220,072: scrolled to 220,116 - 508 = 219,608, then, in
    // the layout pass that makes its cell, revealed with margin: 220,132 - 508 = 219,624
    form.screen.runLayoutPass()
    #expect(form.focusedID == "input5001")
    #expect(form.table.contentOffset.y == 219_624)
    // no cell was made for the 5,000 rows in between: reuse covered the new screen
    #expect(form.table.cellsCreated <= created + 2)
  }

  @Test
  func `F6: without an input index (UIKit's case) Return never pages through 5,000 rows`()
    throws
  {
    let form = TableForm(rows: 10_000, inputsAt: [0, 5_001])
    form.table.providesInputIndex = false
    try #require(form.field(0)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    try form.pressReturn(inRow: 0)
    // Cells exist for rows in the bounds (844 tall). The walk looks at rows starting above
    // 508 + 2 x 508 = 1524: row 19 (864, offset 416) and row 28 (1260, offset 812) are laid
    // out, row 37 (1656) is out of reach. Row 5,001 stays unknown: the offset goes back to
    // 0 in the same action and Return ends editing (three writes, not 555).
    #expect(form.focusedID == nil)
    #expect(form.table.contentOffset.y == 0)
    #expect(form.table.recorder.writes == 3)
  }

  @Test(arguments: [
    HeadlessTableView.TableViewControllerBehaviour.reactsBeforeEngine, .reactsAfterEngine,
  ])
  func `I5: the engine writes no inset to a table view controller's table, in either order`(
    behaviour: HeadlessTableView.TableViewControllerBehaviour
  ) throws {
    let form = try controllerManagedForm(behaviour)
    // UIKit's controller sets the content inset, 336 - 34 = 302; the engine adds nothing,
    // not even to the indicator insets, which the model's controller leaves at 0.
    #expect(form.table.contentInset.bottom == 302)
    #expect(form.table.verticalScrollIndicatorInsets.bottom == 0)
  }

  @Test(arguments: [
    HeadlessTableView.TableViewControllerBehaviour.reactsBeforeEngine, .reactsAfterEngine,
  ])
  func `I2: a table managed by a table view controller ends with exactly UIKit's own inset`(
    behaviour: HeadlessTableView.TableViewControllerBehaviour
  ) throws {
    // safe area 47 / 34 with `always`: the controller's inset is 336 - 34 = 302
    let form = try controllerManagedForm(behaviour)
    #expect(form.table.contentInset.bottom == 302)
    #expect(form.table.adjustedContentInset.bottom == 336)
    // The controller jumps the focused cell (732 ... 776) to the band's top: 732 - 47 =
    // 685, and the engine adds no margin to it (rule I5: one focus, one visible scroll).
    // Either order ends there, with the field (738 ... 770) inside the band.
    #expect(form.table.contentOffset.y == 685)
    let band = VisibleBand(
      contentOffset: form.table.contentOffset, boundsSize: form.table.bounds.size,
      adjustedInset: form.table.adjustedContentInset)
    #expect(band.containsVertically(CGRect(x: 120, y: 738, width: 240, height: 32)))
    form.keyboard.hide()
    #expect(form.table.contentInset.bottom == 0)
  }
}
