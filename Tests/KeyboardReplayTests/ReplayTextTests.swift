import Foundation
import KeyboardReplay
import Testing

@MainActor
struct ReplayTextTests {
  @Test func `F5: the notes editor replays caret tracking with exact offsets and writes`() throws {
    let replay = try ReplayHarness(file: "notes-editor.json")
    #expect(replay.status == 0)
    // keyboard: inset 336 (never adjustment, no safe area), caret still on line 0
    #expect(replay.bottom(1, "contentInset") == 336)
    #expect(replay.numbers(1, "caret") == [0, 8, 2, 20])
    // step 1 + k: k lines typed, caret on line k at y = 8 + 20 k; the band holds the
    // caret plus margin until 8 + 20 k + 36 > 508, so steps 2 ... 24 write nothing
    for step in 2...24 {
      #expect(replay.number(step, "writes") == 0)
      #expect(replay.value(step, "targetVisible") == .bool(true))
    }
    // then each line moves the offset to the end of the content: 20 (k - 1) - 452
    for step in 25...31 {
      let lines = Double(step - 1)
      #expect(replay.numbers(step, "contentOffset") == [0, 20 * (lines - 1) - 452])
      #expect(replay.number(step, "writes") == 1)
      #expect(replay.value(step, "animation") == .null)
      // the caret itself is in the band: its bottom 20 k + 28 <= offset + 508
      let caret = try #require(replay.numbers(step, "caret"))
      #expect(caret[1] + caret[3] <= 20 * (lines - 1) - 452 + 508)
    }
    // select the top: back to offset 0
    #expect(replay.numbers(32, "contentOffset") == [0, 0])
    #expect(replay.number(32, "writes") == 1)
    // a two-line selection from the top fits: nothing to do
    #expect(replay.numbers(33, "target") == [0, -8, 390, 92])
    #expect(replay.number(33, "writes") == 0)
    // caret at offset 150 (the end, line 30): back to the end
    #expect(replay.numbers(34, "contentOffset") == [0, 128])
    // deleting five characters removes the whole last "line\n" (150 -> 145 characters):
    // caret at the end of line 29's newline, line 29, column 0: y = 8 + 20 * 29 = 588
    #expect(replay.numbers(35, "caret") == [0, 588, 2, 20])
    // typing "abc" there: column 3
    #expect(replay.numbers(36, "caret") == [30, 588, 2, 20])
  }

  @Test func `F5: a growing text view in a form pulls the form along`() throws {
    let replay = try ReplayHarness(file: "feedback-form.json")
    #expect(replay.status == 0)
    // focus the text view: caret (16, 608): target 592 ... 644: 644 - 508 = 136
    #expect(replay.numbers(2, "contentOffset") == [0, 136])
    for line in 1...12 {
      let step = 2 + line
      #expect(replay.numbers(step, "caret") == [16, 608 + 20 * Double(line), 2, 20])
      #expect(replay.numbers(step, "contentOffset") == [0, 136 + 20 * Double(line)])
      #expect(replay.value(step, "targetVisible") == .bool(true))
      #expect(replay.number(step, "writes") == 1)
    }
    #expect(replay.bottom(15, "contentInset") == 0)
  }

  @Test func `F5: text steps without a focused text view are an error naming the step`() throws {
    let replay = try ReplayHarness(json: scenario(steps: #"{"focus": "email"}, {"type": "abc"}"#))
    #expect(replay.status == 2)
    #expect(replay.lines.count == 1)
    #expect(replay.error == #"keyboard-demo: step 1: key "type": no text view is focused"#)
  }
}
