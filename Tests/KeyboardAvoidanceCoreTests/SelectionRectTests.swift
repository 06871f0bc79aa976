import Foundation
import KeyboardAvoidanceCore
import Testing

struct SelectionRectTests {
  private let lines = CGRect(x: 16, y: 100, width: 358, height: 400)

  @Test func `F2: a selection on one line runs from the start caret to the end caret`() {
    let rect = SelectionRect.between(
      start: CGRect(x: 46, y: 128, width: 2, height: 20),
      end: CGRect(x: 116, y: 128, width: 2, height: 20), lines: lines)
    // x 46 ... 116, one line of 20 from 128.
    #expect(rect == CGRect(x: 46, y: 128, width: 70, height: 20))
  }

  @Test func `F2: a selection over several lines spans the lines' width, top to bottom`() {
    let rect = SelectionRect.between(
      start: CGRect(x: 46, y: 128, width: 2, height: 20),
      end: CGRect(x: 26, y: 928, width: 2, height: 20), lines: lines)
    // From the start caret's top 128 to the end caret's bottom 948: 820 tall, 16 ... 374.
    #expect(rect == CGRect(x: 16, y: 128, width: 358, height: 820))
  }

  @Test func `F2: an end caret within A2's tolerance of the start's line counts as that line`() {
    let rect = SelectionRect.between(
      start: CGRect(x: 46, y: 128, width: 2, height: 20),
      end: CGRect(x: 86, y: 128.0004, width: 2, height: 20), lines: lines)
    #expect(rect.minX == 46)
    #expect(rect.width == 40)
  }

  @Test func `F2: a right-to-left selection on one line runs from the end caret to the start`() {
    let rect = SelectionRect.between(
      start: CGRect(x: 116, y: 128, width: 2, height: 20),
      end: CGRect(x: 46, y: 128, width: 2, height: 20), lines: lines)
    #expect(rect == CGRect(x: 46, y: 128, width: 70, height: 20))
  }

  @Test func `F2: a start caret below the end caret (flipped back in a flipped host) spans both`() {
    let rect = SelectionRect.between(
      start: CGRect(x: 16, y: 268, width: 2, height: 20),
      end: CGRect(x: 76, y: 228, width: 2, height: 20), lines: lines)
    // From the higher caret's top 228 to the lower caret's bottom 288: 60 tall, 16 ... 374.
    #expect(rect == CGRect(x: 16, y: 228, width: 358, height: 60))
  }
}
