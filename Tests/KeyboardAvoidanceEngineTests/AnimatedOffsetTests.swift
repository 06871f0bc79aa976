import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import RuleScenarios
import TestSupport
import Testing

/// Tables and collection views scroll with `setContentOffset(_:animated:)`, which UIKit
/// animates on its own clock: the model reads such a scroll halfway until its step ends
/// (rule A1).
///
/// Screen 390 x 844, no safe area, `never` adjustment, a 336 pt keyboard: the visible band
/// is 844 - 336 = 508 tall. Table: one section under a 28 pt header, rows 44: row r spans
/// 28 + 44 r ... 72 + 44 r. Row 16 spans 732 ... 776; with the 16 pt margin its target is
/// 716 ... 792, revealed at 792 - 508 = 284.
@MainActor
struct AnimatedOffsetTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `A1: a table's show writes its offset once, animated, and the scroll runs to its end`()
    throws
  {
    let form = TableForm(rows: 40, inputsAt: [16])
    try #require(form.field(16)).becomeFirstResponder()
    let writes = engineWrites { form.keyboard.show(height: 336) }
    // willChangeFrame writes the insets and the offset 0 -> 284, animated; willShow,
    // didChangeFrame and didShow read the scroll in flight (142) as its end, 284.
    #expect(writes.isOneKeyboardAnimation(setting: ["contentOffset"]), "\(writes)")
    #expect(form.table.recorder.writes == 3)
    #expect(form.table.recorder.animations == [.keyboardDefault])
    #expect(form.table.contentOffset.y == 284)
  }

  @Test func `A1: a list-style collection view's show writes its offset once, animated`() throws {
    let field = CGRect(x: 16, y: 6, width: 358, height: 32)
    let form = TableForm<HeadlessCollectionView>(sections: [
      SectionSpec(
        rows: (0..<30).map { RowSpec(height: 50, input: .init(id: "item\($0)", frame: field)) })
    ])
    try #require(form.field(12)).becomeFirstResponder()
    let writes = engineWrites { form.keyboard.show(height: 336) }
    // item 12 at 600 ... 650: target 584 ... 666: 666 - 508 = 158, in flight at 79
    #expect(writes.isOneKeyboardAnimation(setting: ["contentOffset"]), "\(writes)")
    #expect(form.table.contentOffset.y == 158)
  }

  @Test func `A1: a long scroll back to the field is the engine's own for as long as it runs`()
    throws
  {
    let form = TableForm(rows: 80, inputsAt: [16])
    try #require(form.field(16)).becomeFirstResponder()
    form.keyboard.show(height: 336)
    #expect(form.table.contentOffset.y == 284)
    // The user scrolls far down; UIKit keeps the first responder's cell. Content 28 + 80 x
    // 44 = 3,548 tall, inset 336: the largest offset 3548 + 336 - 844 = 3040.
    form.table.contentOffset = CGPoint(x: 0, y: 3040)
    form.table.recorder = HostRecorder()
    form.screen.runStep {
      // A frame change (a bar above the keys) reveals the field again, from above: its
      // target's top 716 at the band's top, 3040 -> 716, 2,324 pt, animated. UIKit's scroll
      // at constant velocity still runs 1.5 s later (at an assumed 1,000 pt/s it lasts
      // 2.3 s): the engine's limit is 1 + 2324 / 1000 = 3.324 s.
      form.keyboard.post(KeyboardEvent(name: .willChangeFrame, endFrame: keyboardFrame))
      form.screen.advanceClock(by: 1.5)
      // In flight halfway, (3040 + 716) / 2 = 1878: read as the scroll's end, 716, so
      // nothing is written again.
      form.keyboard.post(KeyboardEvent(name: .didChangeFrame, endFrame: keyboardFrame))
      #expect(form.table.contentOffset.y == 1878)
    }
    #expect(form.table.recorder.writes == 1)
    #expect(form.table.contentOffset.y == 716)
  }

  @Test func `A1: a row walk's scrolls and the way back are the engine's own unanimated writes`()
    throws
  {
    // The host knows no input rows (UIKit's case), so the walk looks at rows by their cells.
    let form = TableForm(rows: 40, inputsAt: [5])
    form.table.providesInputIndex = false
    try #require(form.field(5)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // Rows starting above 508 + 2 x 508 = 1524 are looked at: the walk scrolls to 416 (row
    // 19 with its margin, 924 - 508) and 812 (row 28, 1320 - 508), finds no field after row
    // 5, and goes back to 0 in the same call: three offset writes in the engine's log, none
    // animated (rule F6: nothing is seen).
    let writes = engineWrites {
      #expect(form.table.keyboard.focusNext())
    }.offsetWrites
    #expect(writes.count == 3, "\(writes)")
    #expect(writes.allSatisfy { $0.contains("not animated") })
    #expect(writes.last?.contains("812") == true)
    #expect(form.table.contentOffset.y == 0)
  }

  @Test func `A1: the model's table reads its animated scroll halfway until the step ends`() throws
  {
    let form = TableForm(rows: 40, inputsAt: [16])
    try #require(form.field(16)).becomeFirstResponder()
    form.screen.runStep {
      form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
      // 0 -> 284, halfway: 142
      #expect(form.table.contentOffset.y == 142)
      #expect(form.table.scrollAnimation?.to.y == 284)
    }
    #expect(form.table.contentOffset.y == 284)
    #expect(form.table.scrollAnimation == nil)
  }

  @Test func `A1: an offset the app sets during the scroll is read as it is`() throws {
    let form = TableForm(rows: 40, inputsAt: [16])
    try #require(form.field(16)).becomeFirstResponder()
    let writes = engineWrites {
      form.screen.runStep {
        form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
        // The app's own scroll, off the engine's segment 0 ... 284.
        form.table.contentOffset = CGPoint(x: 0, y: 900)
        form.keyboard.post(KeyboardEvent(name: .didShow, endFrame: keyboardFrame))
      }
    }.offsetWrites
    // At 900 the band is 900 ... 1408 and the target 716 ... 792 lies above it: didShow
    // repairs without animation to 716, the target's top at the band's top.
    #expect(writes.count == 2, "\(writes)")
    #expect(writes.last?.contains("not animated") == true)
    #expect(form.table.contentOffset.y == 716)
  }

  @Test func `A1: a drag stops the scroll where it is, and the engine reads it there`() throws {
    let form = TableForm(rows: 40, inputsAt: [16])
    try #require(form.field(16)).becomeFirstResponder()
    form.screen.runStep {
      form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
      form.table.beginUserDrag()
      form.keyboard.post(KeyboardEvent(name: .didShow, endFrame: keyboardFrame))
    }
    // The drag stopped the scroll at 142; during a drag nothing is scrolled (rule F4).
    #expect(form.table.contentOffset.y == 142)
    #expect(form.table.recorder.writes == 3)
  }

  @Test func `A1: a plain scroll view's offset the app sets on the engine's last way is its own`() {
    // The Stage: 844 tall, safe area 47 / 34, `always`, 1,600 of content. With the 336 pt
    // keyboard up the band is [o + 47, o + 508]. A field at 1000 ... 1044 (target 984 ...
    // 1060) focused with the keyboard up is revealed at 1060 - 508 = 552, from 252, in an
    // animation where a plain scroll view's offset reads 552 at once.
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    stage.addField("low", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
      .becomeFirstResponder()
    let lower = stage.addField("lower", frame: CGRect(x: 16, y: 1000, width: 358, height: 44))
    let middle = stage.addField("middle", frame: CGRect(x: 16, y: 500, width: 358, height: 44))
    stage.keyboard.show(height: 336)
    #expect(stage.scrollView.contentOffset.y == 252)
    lower.becomeFirstResponder()
    #expect(stage.scrollView.contentOffset.y == 552)
    // The app scrolls to 400, a point on the way from 252 to 552: its own offset.
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 400)
    stage.scrollView.recorder = HostRecorder()
    middle.becomeFirstResponder()
    // The field's target 484 ... 560 lies in the band at 400, [447, 908]: no scroll. Read
    // as the engine's 552 ([599, 1060]) it would scroll up to 484 - 47 = 437.
    #expect(stage.scrollView.contentOffset.y == 400)
    #expect(stage.scrollView.recorder.writes == 0)
  }
}
