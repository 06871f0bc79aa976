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
    // a two-line selection from the top fits: nothing to do; the selection runs 8 ... 68,
    // the margin above stops at the content's top (F2: min(8, 0) = 0), below it is 84
    #expect(replay.numbers(33, "target") == [0, 0, 390, 84])
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

  @Test func `F5: a replayed text view at the form's end grows before its caret is revealed`()
    throws
  {
    let replay = try ReplayHarness(file: "growing-text-view-end-of-form.json")
    #expect(replay.status == 0)
    // No safe area, `never`: caret 1152 ... 1172, target 1136 ... 1188: 1188 - 508 = 680.
    #expect(replay.numbers(1, "contentOffset") == [0, 680])
    // Three lines at once: the caret (2 wide) at 1212 ... 1232; the view grows 60, the content
    // to 1260 after the notification, and the target 1196 ... 1248 needs 1248 - 508 = 740
    // (read before the growth, the offset would stop at 1200 + 336 - 844 = 692).
    #expect(replay.numbers(2, "caret") == [16, 1212, 2, 20])
    #expect(replay.numbers(2, "target") == [16, 1196, 2, 52])
    #expect(replay.numbers(2, "contentOffset") == [0, 740])
    #expect(replay.value(2, "targetVisible") == .bool(true))
    #expect(replay.number(2, "writes") == 1)
    #expect(replay.value(2, "animation") == .null)
  }

  @Test func `F5: the feedback form follows each line with siblings laid out in reverse (O1 g)`()
    throws
  {
    let replay = try ReplayHarness(file: "feedback-form.json", orders: #""orders": {"g": 1}"#)
    #expect(replay.status == 0, "\(replay.error)")
    // The numbers of the usual order: focus at 136, then line k's caret 608 + 20 k ...
    // 628 + 20 k in the grown view, target 592 + 20 k ... 644 + 20 k, offset 136 + 20 k.
    // Read in the sentinel's layout, which g 1 runs before the text view's, F2 would clamp
    // the caret into the view before its growth, 12 pt above the caret's bottom.
    #expect(replay.numbers(2, "contentOffset") == [0, 136])
    for line in 1...12 {
      let step = 2 + line
      #expect(replay.numbers(step, "contentOffset") == [0, 136 + 20 * Double(line)])
      #expect(replay.value(step, "targetVisible") == .bool(true))
      #expect(replay.number(step, "writes") == 1)
    }
  }

  @Test func `F5: a text view at the form's end grows before its caret is read in reverse (O1 g)`()
    throws
  {
    let replay = try ReplayHarness(
      file: "growing-text-view-end-of-form.json", orders: #""orders": {"g": 1}"#)
    #expect(replay.status == 0, "\(replay.error)")
    // The usual order's numbers: caret 1212 ... 1232 after three lines, the view 96 tall
    // and the content 1260; target 1196 ... 1248: offset 1248 - 508 = 740.
    #expect(replay.numbers(2, "caret") == [16, 1212, 2, 20])
    #expect(replay.numbers(2, "contentOffset") == [0, 740])
    #expect(replay.value(2, "targetVisible") == .bool(true))
    #expect(replay.number(2, "writes") == 1)
  }

  @Test func `Replay parser: text steps without a focused text view are an error naming the step`()
    throws
  {
    let replay = try ReplayHarness(json: scenario(steps: #"{"focus": "email"}, {"type": "abc"}"#))
    #expect(replay.status == 2)
    #expect(replay.lines.count == 1)
    #expect(replay.error == #"keyboard-demo: step 1: key "type": no text view is focused"#)
  }

  @Test(arguments: ["notes-editor.json", "feedback-form.json"])
  func `F5: every text step with the keyboard up leaves the target inside the band`(
    file: String
  ) throws {
    let replay = try ReplayHarness(file: file)
    #expect(replay.status == 0)
    let steps = try Self.stepKeys(of: file)
    let hostHeight = try Self.hostHeight(of: file)
    var checked = 0
    for (step, key) in steps.enumerated()
    where step > 0 && ["type", "select", "deleteBackward"].contains(key)
      && (replay.number(step, "overlap") ?? 0) > 0
    {
      let target = try #require(replay.numbers(step, "target"))
      #expect(replay.value(step, "targetVisible") == .bool(true), "step \(step)")
      // The band before the step (the keyboard's insets do not change while typing):
      // offset + top ... offset + height - bottom, with F3's bounds.
      let offset = try #require(replay.numbers(step - 1, "contentOffset"))[1]
      let top = try #require(Self.edge(replay, step - 1, "top"))
      let bottom = try #require(replay.bottom(step - 1, "adjustedContentInset"))
      let wasInside =
        target[1] >= offset + top - 0.001
        && target[1] + target[3] <= offset + hostHeight - bottom + 0.001
      if wasInside {
        #expect(replay.number(step, "writes") == 0, "step \(step): caret was already visible")
      } else {
        #expect(replay.number(step, "writes") == 1, "step \(step): one offset write")
      }
      checked += 1
    }
    #expect(checked >= 12)
  }

  @Test func `F5: a selection set before editing begins is kept and revealed with the keyboard`()
    throws
  {
    // 40 lines of 20 pt: the caret starts at the end (line 40); the app selects the top
    // before the text view is focused.
    let text = String(repeating: "line\\n", count: 40)
    let json = """
      {"screen": {"width": 390, "height": 844}, "window": {"frame": [0, 0, 390, 844]},
       "host": {"kind": "text", "frame": [0, 0, 390, 844], "text": "\(text)",
                "font": {"lineHeight": 20, "charWidth": 10}, "insetAdjustment": "never"},
       "steps": [{"select": [0, 0]}, {"focus": "text"},
                 {"keyboard": {"name": "willShow", "endFrame": [0, 508, 390, 336]}}]}
      """
    let replay = try ReplayHarness(json: json)
    #expect(replay.status == 0)
    #expect(replay.number(0, "writes") == 0)
    // Focused with the keyboard down: nothing written (F4); the caret is on line 0.
    #expect(replay.number(1, "writes") == 0)
    #expect(replay.numbers(1, "caret") == [0, 8, 2, 20])
    // The keyboard shows: inset 336, the caret (target 0 ... 44, clipped at the content's
    // top) is in the band at offset 0, so only the two insets are written.
    #expect(replay.numbers(2, "contentOffset") == [0, 0])
    #expect(replay.numbers(2, "target") == [0, 0, 2, 44])
    #expect(replay.value(2, "targetVisible") == .bool(true))
    #expect(replay.number(2, "writes") == 2)
  }

  @Test
  func `Replay parser: a select step with no focused text view and several of them is an error`()
    throws
  {
    let host =
      #""inputs": [{"id": "a", "kind": "textView", "frame": [16, 100, 358, 80]},"#
      + #" {"id": "b", "kind": "textView", "frame": [16, 300, 358, 80]}],"#
    let json = scenario(steps: #"{"select": [0, 0]}"#).replacingOccurrences(
      of: #""inputs": [{"id": "email", "frame": [16, 700, 358, 44]}]}"#,
      with: String(host.dropLast()) + "}")
    let replay = try ReplayHarness(json: json)
    #expect(replay.status == 2)
    #expect(
      replay.error
        == #"keyboard-demo: step 0: key "select": no text view is focused and there are several"#)
  }

  /// The step keys of a scenario file, in order.
  private static func stepKeys(of file: String) throws -> [String] {
    let object = try scenarioObject(file)
    let steps = try #require(object["steps"] as? [[String: Any]])
    return try steps.map { try #require($0.keys.first) }
  }

  /// The host's frame height in a scenario file.
  private static func hostHeight(of file: String) throws -> Double {
    let host = try #require(try scenarioObject(file)["host"] as? [String: Any])
    let frame = try #require(host["frame"] as? [Double])
    return frame[3]
  }

  private static func scenarioObject(_ file: String) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: ScenarioFile.data(file)) as? [String: Any])
  }

  /// One edge of the adjusted content inset of a step's output.
  private static func edge(_ replay: ReplayHarness, _ step: Int, _ name: String) -> Double? {
    guard case .object(let insets)? = replay.value(step, "adjustedContentInset"),
      case .number(let value)? = insets[name]
    else { return nil }
    return value
  }
}
