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
    #expect(ReadingOrder.indices(of: frames) == [2, 3, 0, 1])
  }

  @Test func `F4: no inputs give no order`() {
    #expect(ReadingOrder.indices(of: []) == [])
  }
}
