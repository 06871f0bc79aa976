import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardReplay
import TestSupport
import Testing

/// The demo's text pictures.
@MainActor
struct TextPictureTests {
  @Test func `Text picture: a field taller than a line is drawn on one line only`() {
    // 844 / 22 = 38.36 pt per line, centres at 19.18 + 38.36 k. A 44 pt field at 208 ...
    // 252 covers the centres of lines 5 (211.0) and 6 (249.4): it is drawn on line 5,
    // where its own centre (230) falls, and nowhere else.
    let stage = Stage(safeArea: .zero, adjustment: .never)
    let field = stage.addField("email", frame: CGRect(x: 16, y: 208, width: 358, height: 44))
    let lines = TextPicture(screen: stage.screen, host: stage.scrollView, fields: [field]).render()
      .split(separator: "\n")
    let drawn = lines.enumerated().filter { $0.element.contains("=") && !$0.element.hasPrefix("+") }
    #expect(drawn.map(\.offset) == [6])  // line 5 of the drawing, after the top border
    #expect(lines.filter { $0.contains("email") }.count == 1)
  }
}
