import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// A table managed by a `UITableViewController`, which insets and scrolls it itself
/// (rule I5): one focus, one visible scroll.
///
/// A 390 x 844 screen and window with a safe area of 47 / 34 and the `always` adjustment;
/// one section with a 28 pt header and 40 rows of 44 pt, row r spanning 28 + 44 r ... 72 +
/// 44 r, each field 6 pt below its cell's top and 32 tall; a 336 pt keyboard. The model's
/// controller insets the table by 336 - 34 = 302 and jumps the focused cell to the band's
/// top on each will-notification, as UIKit's does.
@MainActor
struct TableViewControllerTests {
  private func form(
    _ behaviour: HeadlessTableView.TableViewControllerBehaviour, inputsAt rows: Set<Int> = [16]
  ) -> TableForm<HeadlessTableView> {
    let form = TableForm(rows: 40, inputsAt: rows, safeArea: EdgeInsets(top: 47, bottom: 34))
    form.table.contentInsetAdjustmentBehavior = .always
    form.table.tableViewController = behaviour
    return form
  }

  @Test(arguments: [
    HeadlessTableView.TableViewControllerBehaviour.reactsBeforeEngine, .reactsAfterEngine,
  ])
  func `I5: a show scrolls once, UIKit's scroll, when it leaves the input visible`(
    behaviour: HeadlessTableView.TableViewControllerBehaviour
  ) throws {
    let form = form(behaviour)
    try #require(form.field(16)).becomeFirstResponder()
    form.keyboard.show(height: 336)
    // UIKit's controller puts row 16 (732 ... 776) at the band's top: 732 - 47 = 685. Its
    // field, 738 ... 770, lies in the band 732 ... 685 + 844 - 336 = 1193: the engine adds
    // no margin and writes nothing, neither inset nor offset.
    #expect(form.table.contentOffset.y == 685)
    #expect(form.table.recorder.writes == 0)
  }

  @Test func `I5: a new input with the keyboard up is revealed after UIKit, without margin`()
    throws
  {
    let form = form(.reactsBeforeEngine, inputsAt: [16, 30])
    try #require(form.field(16)).becomeFirstResponder()
    form.keyboard.show(height: 336)
    form.table.recorder = HostRecorder()
    // Row 30 spans 1348 ... 1392, its field 1354 ... 1386, below the band (732 ... 1193).
    try #require(form.field(30)).becomeFirstResponder()
    // Nothing before UIKit has had its turn.
    #expect(form.table.recorder.writes == 0)
    form.screen.runMainQueue()
    // UIKit left it hidden: the field's own bottom at the band's, 1386 - 508 = 878, no
    // margin, animated with the keyboard's timing.
    #expect(form.table.contentOffset.y == 878)
    #expect(form.table.recorder.writes == 1)
    #expect(form.table.recorder.animations == [.keyboardDefault])
  }

  @Test func `I5: an input UIKit already shows gets no scroll after its turn either`() throws {
    let form = form(.reactsBeforeEngine, inputsAt: [16, 18])
    try #require(form.field(16)).becomeFirstResponder()
    form.keyboard.show(height: 336)
    form.table.recorder = HostRecorder()
    // Row 18's field, 826 ... 858, is inside the band 732 ... 1193.
    try #require(form.field(18)).becomeFirstResponder()
    form.screen.runMainQueue()
    #expect(form.table.contentOffset.y == 685)
    #expect(form.table.recorder.writes == 0)
  }

  @Test(arguments: [
    HeadlessTableView.TableViewControllerBehaviour.reactsBeforeEngine, .reactsAfterEngine,
  ])
  func `I5: a table scrolled to its last rows moves back on hide in the keyboard's animation`(
    behaviour: HeadlessTableView.TableViewControllerBehaviour
  ) throws {
    let form = form(behaviour, inputsAt: [39])
    // The user scrolled to the last rows: the end, 1788 + 34 - 844 = 978 (content 28 + 40 x
    // 44 = 1788); row 39's cell is laid out.
    form.table.contentOffset.y = 978
    form.screen.runLayoutPass()
    try #require(form.field(39)).becomeFirstResponder()
    form.keyboard.show(height: 336)
    // UIKit's controller insets the bottom by 302 (adjusted 336) and sends row 39
    // (1744 ... 1788) toward the band's top, clamped to the end: 1788 + 336 - 844 = 1280.
    #expect(form.table.contentOffset.y == 1280)
    form.table.recorder = HostRecorder()
    form.keyboard.hide()
    // Without the keyboard the end is 1788 + 34 - 844 = 978 (rule I3): the one offset write
    // goes into the keyboard's animation, 0.25 s with curve 7, never without animation.
    #expect(form.table.contentOffset.y == 978)
    #expect(form.table.recorder.writes == 1)
    #expect(form.table.recorder.animations == [.keyboardDefault])
  }
}
