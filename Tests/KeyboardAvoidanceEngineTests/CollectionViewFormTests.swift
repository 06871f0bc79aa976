import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Forms in a list-style collection view: its cells are rows, as a table's are.
///
/// Screen 390 x 844, no safe area, `never` adjustment, a 336 pt keyboard: the visible band
/// is 844 - 336 = 508 tall. Rows 50 tall from the top: item i spans 50 i ... 50 i + 50.
@MainActor
struct CollectionViewFormTests {
  @Test func `F2: a list-style collection view reveals its cells too`() throws {
    let frame = CGRect(x: 16, y: 6, width: 358, height: 32)
    let form = TableForm<HeadlessCollectionView>(sections: [
      SectionSpec(
        rows: (0..<30).map { RowSpec(height: 50, input: .init(id: "item\($0)", frame: frame)) })
    ])
    let list = form.table
    try #require(form.field(12)).becomeFirstResponder()
    form.keyboard.post(
      KeyboardEvent(name: .willShow, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336)))
    // item 12 at 600 ... 650: target 584 ... 666: 666 - 508 = 158
    #expect(list.contentOffset.y == 158)
    #expect(list.keyboard.focusNext())
    // item 13 at 650 ... 700: target ... 716: 716 - 508 = 208
    #expect(list.contentOffset.y == 208)
  }
}
