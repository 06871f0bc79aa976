import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import Testing

struct TextLayoutTests {
  // 200 pt wide, inset 8 / 0 / 8 / 0, 10 pt characters: N = 20 per line.
  private func layout(_ text: String) -> TextLayout {
    TextLayout(
      text: text, width: 200, inset: EdgeInsets(top: 8, bottom: 8),
      font: TextFont(lineHeight: 20, charWidth: 10))
  }

  @Test func `F2: the caret after a newline stands at column 0 of the next line`() {
    let text = layout("abc\n")
    #expect(text.columns == 20)
    #expect(text.caretRect(at: 3) == CGRect(x: 30, y: 8, width: 2, height: 20))
    #expect(text.caretRect(at: 4) == CGRect(x: 0, y: 28, width: 2, height: 20))
    // lines = 1 + 1; height 8 + 2 * 20 + 8
    #expect(text.contentHeight == 56)
  }

  @Test func `F2: the 21st character wraps, and a caret at column 20 stands on the next line`() {
    let twenty = layout(String(repeating: "a", count: 20))
    #expect(twenty.caretRect(at: 20) == CGRect(x: 0, y: 28, width: 2, height: 20))
    #expect(twenty.contentHeight == 56)
    let twentyFive = layout(String(repeating: "a", count: 25))
    #expect(twentyFive.caretRect(at: 25) == CGRect(x: 50, y: 28, width: 2, height: 20))
    #expect(twentyFive.caretRect(at: 19) == CGRect(x: 190, y: 8, width: 2, height: 20))
  }

  @Test func `F2: a selection is its part of a line, or whole lines`() {
    let text = layout("hello\nworld\nagain")
    #expect(
      text.selectionRect(NSRange(location: 1, length: 3))
        == CGRect(x: 10, y: 8, width: 30, height: 20))
    // from line 0 to line 2: full width 200, three lines
    #expect(
      text.selectionRect(NSRange(location: 2, length: 12))
        == CGRect(x: 0, y: 8, width: 200, height: 60))
  }

  @Test func `F2: an empty text is one line`() {
    #expect(layout("").caretRect(at: 0) == CGRect(x: 0, y: 8, width: 2, height: 20))
    #expect(layout("").contentHeight == 36)
  }
}
