import Foundation
import KeyboardAvoidanceCore
import Testing

struct TargetRectTests {
  /// The target of an input in a cell, with a 400 pt band, a 16 pt margin and 2000 pt of
  /// content.
  private func cellTarget(input: CGRect, cell: CGRect) -> CGRect {
    let focus = FocusGeometry(inputRect: input, kind: .inCell(cellRect: cell))
    return TargetRect.rect(for: focus, visibleHeight: 400, margin: 16, contentHeight: 2000)
  }

  @Test func `F2: a plain input's bounds grown by the margin above and below`() {
    let focus = FocusGeometry(inputRect: CGRect(x: 16, y: 700, width: 358, height: 44))
    // y 700 - 16 = 684, height 44 + 32 = 76
    #expect(
      TargetRect.rect(for: focus, visibleHeight: 461, margin: 16, contentHeight: 2000)
        == CGRect(x: 16, y: 684, width: 358, height: 76))
  }

  @Test func `F2: an input in a cell targets the union with the cell when it fits`() {
    #expect(
      cellTarget(
        input: CGRect(x: 120, y: 306, width: 240, height: 32),
        cell: CGRect(x: 0, y: 300, width: 390, height: 44))
        == CGRect(x: 0, y: 284, width: 390, height: 76))
  }

  @Test func `A2: a cell that fits a band short by floating-point noise still fits`() {
    // A band of 43.99999999999977 pt (852 pt of bounds less insets and pinned rows summed
    // in floating point, as a random world found) and a 44 pt cell differ by less than
    // 0.001 pt: equal (rule A2), so the union fits: 300 - 16 = 284, 44 + 32 = 76 tall, not
    // the field's 306 - 16 = 290, 64 tall.
    let focus = FocusGeometry(
      inputRect: CGRect(x: 120, y: 306, width: 240, height: 32),
      kind: .inCell(cellRect: CGRect(x: 0, y: 300, width: 390, height: 44)))
    #expect(
      TargetRect.rect(
        for: focus, visibleHeight: 43.999_999_999_999_77, margin: 16, contentHeight: 2000)
        == CGRect(x: 0, y: 284, width: 390, height: 76))
  }

  @Test func `F2: an input in a cell taller than the band targets the input alone`() {
    #expect(
      cellTarget(
        input: CGRect(x: 120, y: 806, width: 240, height: 32),
        cell: CGRect(x: 0, y: 300, width: 390, height: 600))
        == CGRect(x: 120, y: 790, width: 240, height: 64))
  }

  @Test func `F2: a text view targets its caret, or the whole selection when it fits`() {
    let caret = CGRect(x: 30, y: 408, width: 2, height: 20)
    let selection = CGRect(x: 0, y: 348, width: 390, height: 80)
    let fits = FocusGeometry(inputRect: .zero, kind: .text(caret: caret, selection: selection))
    #expect(
      TargetRect.rect(for: fits, visibleHeight: 100, margin: 16, contentHeight: 2000)
        == CGRect(x: 0, y: 332, width: 390, height: 112))
    let tooTall = FocusGeometry(inputRect: .zero, kind: .text(caret: caret, selection: selection))
    #expect(
      TargetRect.rect(for: tooTall, visibleHeight: 79, margin: 16, contentHeight: 2000)
        == CGRect(x: 30, y: 392, width: 2, height: 52))
  }

  @Test func `F2: the margin stops at the content's top and bottom`() {
    // A caret on a text view's first line (textContainerInset 8): 8 - 16 would be -8, but
    // the clip's top is min(8, 0) = 0.
    let first = FocusGeometry(
      inputRect: .zero,
      kind: .text(caret: CGRect(x: 0, y: 8, width: 2, height: 20), selection: nil))
    #expect(
      TargetRect.rect(for: first, visibleHeight: 300, margin: 16, contentHeight: 316)
        == CGRect(x: 0, y: 0, width: 2, height: 44))  // 0 to 28 + 16 = 44
    // The last line of the same text: caret 288...308, content 316 high: the bottom stops
    // at max(308, 316) = 316 instead of 324.
    let last = FocusGeometry(
      inputRect: .zero,
      kind: .text(caret: CGRect(x: 0, y: 288, width: 2, height: 20), selection: nil))
    #expect(
      TargetRect.rect(for: last, visibleHeight: 300, margin: 16, contentHeight: 316)
        == CGRect(x: 0, y: 272, width: 2, height: 44))  // 288 - 16 = 272 to 316
  }

  @Test func `F2: a rect already past the content's edge keeps its own extent`() {
    // A field hanging 10 pt above the content and 10 pt below it: the clip is
    // [min(-10, 0), max(110, 100)] = [-10, 110], the field itself.
    let focus = FocusGeometry(inputRect: CGRect(x: 0, y: -10, width: 100, height: 120))
    #expect(
      TargetRect.rect(for: focus, visibleHeight: 400, margin: 16, contentHeight: 100)
        == CGRect(x: 0, y: -10, width: 100, height: 120))
  }

  @Test func `F2: a text view's caret inside the host is clamped into the text view's bounds`() {
    // The text view at 600 ... 800 in the host's content.
    let bounds = CGRect(x: 16, y: 600, width: 358, height: 200)
    // Inside: unchanged.
    let inside = CGRect(x: 56, y: 700, width: 2, height: 20)
    #expect(TargetRect.clamped(inside, into: bounds) == inside)
    // Across the bottom edge, 790 ... 810: the part inside, 790 ... 800.
    #expect(
      TargetRect.clamped(CGRect(x: 56, y: 790, width: 2, height: 20), into: bounds)
        == CGRect(x: 56, y: 790, width: 2, height: 10))
    // Wholly below, 988 ... 1008: the empty strip at the bottom edge, 800.
    #expect(
      TargetRect.clamped(CGRect(x: 56, y: 988, width: 2, height: 20), into: bounds)
        == CGRect(x: 56, y: 800, width: 2, height: 0))
    // Wholly above, 400 ... 420: the empty strip at the top edge, 600.
    #expect(
      TargetRect.clamped(CGRect(x: 56, y: 400, width: 2, height: 20), into: bounds)
        == CGRect(x: 56, y: 600, width: 2, height: 0))
  }
}
