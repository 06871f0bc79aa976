import Foundation
import KeyboardAvoidanceCore
import Testing

struct TargetRectTests {
  @Test func `F2: a plain input's bounds grown by the margin above and below`() {
    let focus = FocusGeometry(inputRect: CGRect(x: 16, y: 700, width: 358, height: 44))
    // y 700 - 16 = 684, height 44 + 32 = 76
    #expect(
      TargetRect.rect(for: focus, visibleHeight: 461, margin: 16)
        == CGRect(x: 16, y: 684, width: 358, height: 76))
  }

  @Test func `F2: an input in a cell targets the union with the cell when it fits`() {
    let focus = FocusGeometry(
      inputRect: CGRect(x: 120, y: 306, width: 240, height: 32),
      kind: .inCell(cellRect: CGRect(x: 0, y: 300, width: 390, height: 44)))
    #expect(
      TargetRect.rect(for: focus, visibleHeight: 400, margin: 16)
        == CGRect(x: 0, y: 284, width: 390, height: 76))
  }

  @Test func `F2: an input in a cell taller than the band targets the input alone`() {
    let focus = FocusGeometry(
      inputRect: CGRect(x: 120, y: 806, width: 240, height: 32),
      kind: .inCell(cellRect: CGRect(x: 0, y: 300, width: 390, height: 600)))
    #expect(
      TargetRect.rect(for: focus, visibleHeight: 400, margin: 16)
        == CGRect(x: 120, y: 790, width: 240, height: 64))
  }

  @Test func `F2: a text view targets its caret, or the whole selection when it fits`() {
    let caret = CGRect(x: 30, y: 408, width: 2, height: 20)
    let selection = CGRect(x: 0, y: 348, width: 390, height: 80)
    let fits = FocusGeometry(inputRect: .zero, kind: .text(caret: caret, selection: selection))
    #expect(
      TargetRect.rect(for: fits, visibleHeight: 100, margin: 16)
        == CGRect(x: 0, y: 332, width: 390, height: 112))
    let tooTall = FocusGeometry(inputRect: .zero, kind: .text(caret: caret, selection: selection))
    #expect(
      TargetRect.rect(for: tooTall, visibleHeight: 79, margin: 16)
        == CGRect(x: 30, y: 392, width: 2, height: 52))
  }
}
