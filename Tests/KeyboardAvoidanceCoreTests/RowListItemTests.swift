import KeyboardAvoidanceCore
import Testing

struct RowListItemTests {
  @Test func `F6: header and footer views and rows sort in a table's reading order`() {
    let order: [RowListItem] = [
      .tableHeader, .sectionHeader(0), .row(RowPath(section: 0, row: 0)),
      .row(RowPath(section: 0, row: 1)), .sectionFooter(0), .sectionHeader(1),
      .row(RowPath(section: 1, row: 0)), .sectionFooter(1), .tableFooter,
    ]
    #expect(order.shuffled().sorted() == order)
    // a section's footer comes after its last row, however many rows it has
    #expect(RowListItem.row(RowPath(section: 0, row: 1_000)) < .sectionFooter(0))
    #expect(RowListItem.sectionFooter(0) < .sectionHeader(1))
  }
}
