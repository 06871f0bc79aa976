import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule F3 in a plain table, whose section headers and footers float over the rows.
///
/// Screen 390 x 844, no safe area, `never` adjustment, a 336 pt keyboard: the whole band
/// is 508 tall. One section, header 28, rows 44: row r spans 28 + 44 r ... 72 + 44 r; a
/// field's target is its cell's rect grown by the 16 pt margin.
@MainActor
struct PinnedHeaderTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `F3: Previous in a plain table leaves the field below the floating header`() throws {
    let form = TableForm(rows: 40, inputsAt: [6, 16])
    form.table.style = .plain
    try #require(form.field(16)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // row 16 732 ... 776, target 716 ... 792: 792 - 508 = 284
    #expect(form.table.contentOffset.y == 284)
    #expect(form.table.keyboard.focusPrevious())
    #expect(form.focusedID == "input6")
    // row 6 292 ... 336, target 276 ... 352; the band starts at offset + 28 (the header):
    // 276 - 28 = 248 (276 would leave the target's top 28 pt under the header)
    #expect(form.table.contentOffset.y == 248)
  }

  @Test func `F3: a plain table's floating footer ends the band above it`() throws {
    let rows = (0..<40).map { row in
      RowSpec(
        height: 44,
        input: row == 16
          ? .init(id: "input16", frame: CGRect(x: 120, y: 6, width: 240, height: 32)) : nil)
    }
    let form = TableForm<HeadlessTableView>(sections: [
      SectionSpec(header: 28, footer: 30, rows: rows)
    ])
    form.table.style = .plain
    try #require(form.field(16)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // target 716 ... 792; the band ends 30 above the keyboard: 792 - (508 - 30) = 314
    #expect(form.table.contentOffset.y == 314)
  }

  @Test func `F3: a collection view's header and footer count as its flow layout pins them`()
    throws
  {
    let rows = (0..<40).map { row in
      RowSpec(
        height: 44,
        input: row == 6 || row == 16
          ? .init(id: "input\(row)", frame: CGRect(x: 120, y: 6, width: 240, height: 32)) : nil)
    }
    let form = TableForm<HeadlessCollectionView>(sections: [
      SectionSpec(header: 28, footer: 30, rows: rows)
    ])
    form.table.sectionHeadersPinToVisibleBounds = true
    try #require(form.field(16)).becomeFirstResponder()
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // the footer does not pin: row 16's target 716 ... 792 ends the band: 792 - 508 = 284
    #expect(form.table.contentOffset.y == 284)
    #expect(form.table.keyboard.focusPrevious())
    // row 6's target 276 ... 352 stops below the 28 pt pinned header: 276 - 28 = 248
    #expect(form.table.contentOffset.y == 248)
    form.table.sectionFootersPinToVisibleBounds = true
    #expect(form.table.keyboard.focusNext())
    // back to row 16 with the footer pinned too: 792 - (508 - 30) = 314
    #expect(form.table.contentOffset.y == 314)
  }
}
