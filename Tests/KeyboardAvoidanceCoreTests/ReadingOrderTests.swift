import Foundation
import KeyboardAvoidanceCore
import Testing

struct ReadingOrderTests {
  @Test func `F4: inputs of a row are met top to bottom, then leading to trailing`() {
    let frames = [
      CGRect(x: 200, y: 6, width: 150, height: 32),  // 0: first line, right
      CGRect(x: 16, y: 50, width: 150, height: 32),  // 1: second line
      CGRect(x: 16, y: 6, width: 150, height: 32),  // 2: first line, left
      CGRect(x: 16, y: 6.0004, width: 10, height: 32),  // 3: same line as 2 (noise), same x
    ]
    // 2 and 3 tie on the line and on x within 0.001 pt, so they keep their order.
    #expect(ReadingOrder.indices(of: frames, direction: .leftToRight) == [2, 3, 0, 1])
  }

  @Test func `F4: no inputs give no order`() {
    #expect(ReadingOrder.indices(of: [], direction: .leftToRight) == [])
    #expect(ReadingOrder.indices(of: [], direction: .rightToLeft) == [])
  }

  @Test func `F6: in a right-to-left layout a line is read from its right edge`() {
    let frames = [
      CGRect(x: 16, y: 100, width: 170, height: 44),  // 0: last name, on the left
      CGRect(x: 16, y: 200, width: 358, height: 44),  // 1: email, the line below
      CGRect(x: 204, y: 100, width: 170, height: 44),  // 2: first name, on the right
    ]
    // Line 100 ... 144 holds 0 and 2; right to left by maxX: 2 (204 + 170 = 374), then
    // 0 (16 + 170 = 186); then the line below, 1. Left to right by minX: 0 (16), 2 (204).
    #expect(ReadingOrder.indices(of: frames, direction: .rightToLeft) == [2, 0, 1])
    #expect(ReadingOrder.indices(of: frames, direction: .leftToRight) == [0, 2, 1])
  }

  @Test func `F6: right to left, inputs whose right edges tie keep their given order`() {
    let frames = [
      CGRect(x: 16, y: 6, width: 150, height: 32),  // 0: maxX 166
      CGRect(x: 100, y: 6.0004, width: 66.0004, height: 32),  // 1: maxX 166.0004, noise
      CGRect(x: 200, y: 6, width: 150, height: 32),  // 2: maxX 350
    ]
    // 2 first (350); 0 and 1 tie on maxX within 0.001 pt, so they keep their order.
    #expect(ReadingOrder.indices(of: frames, direction: .rightToLeft) == [2, 0, 1])
  }

  @Test func `F6: inputs overlapping by half the smaller height share a line, whatever their tops`()
  {
    let frames = [
      CGRect(x: 204, y: 100, width: 170, height: 44),  // 0: right, 100 ... 144
      CGRect(x: 16, y: 122, width: 170, height: 44),  // 1: left, 122 ... 166
      CGRect(x: 204, y: 300, width: 170, height: 44),  // 2: right, 300 ... 344
      CGRect(x: 16, y: 323, width: 170, height: 44),  // 3: left, 323 ... 367
      CGRect(x: 204, y: 400, width: 170, height: 120),  // 4: right, a text view 400 ... 520
      CGRect(x: 16, y: 470, width: 170, height: 44),  // 5: left, 470 ... 514
    ]
    // 0 and 1 overlap by 144 - 122 = 22, half of 44: one line, 1 (x 16) before 0 (x 204).
    // 2 and 3 overlap by 344 - 323 = 21 < 22: two lines, 2 then 3.
    // 4 and 5 overlap by 514 - 470 = 44, the smaller height, >= 22: one line, 5 before 4.
    #expect(ReadingOrder.indices(of: frames, direction: .leftToRight) == [1, 0, 2, 3, 5, 4])
    // Right to left by maxX: 0 (374) before 1 (186), 4 (374) before 5 (186).
    #expect(ReadingOrder.indices(of: frames, direction: .rightToLeft) == [0, 1, 2, 3, 4, 5])
  }
}
