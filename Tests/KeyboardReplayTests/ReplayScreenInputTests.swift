import Foundation
import KeyboardReplay
import Testing

/// The steps and inputs a `"screen"` host takes that mean something without scrolling: a
/// text view that scrolls its own text (rules L7, F8), Return (F6) and a tap (T2).
///
/// Screen and window 390 x 844, safe area 47 / 34; the view over the window; a 336 pt
/// keyboard from 508, 0.25 s, curve 7; margin 16.
@MainActor
struct ReplayScreenInputTests {
  @Test func `L7: a scrolling text view on a screen is lifted until its caret line fits`() throws {
    let replay = try ReplayHarness(file: "screen-text-view.json")
    #expect(replay.status == 0)
    #expect(replay.lines.count == 4)
    // "feedback" at 600 ... 800, empty: its caret at 8 ... 28 of it, 608 ... 628 in the
    // view, target grown by 16: 592 ... 644, 2 pt wide at x 16.
    #expect(replay.numbers(0, "target") == [16, 592, 2, 52])
    // The show: 0 pt of it left above 508, less than 20 + 2 x 16 = 52: the screen serves it.
    // Own addition 336 - 34 = 302; the layout does not follow the safe area, so a lift keeps
    // 600 + 52 = 652 above the keyboard: 652 - 508 = 144. Two writes, in the show's animation.
    #expect(replay.bottom(1, "additionalSafeAreaInsets") == 302)
    #expect(replay.number(1, "lift") == 144)
    #expect(replay.number(1, "writes") == 2)
    #expect(
      replay.value(1, "animation") == .object(["duration": .number(0.25), "curve": .number(7)]))
    // 644 - 144 = 500, above 508.
    #expect(replay.value(1, "targetVisible") == .bool(true))
    // Typing six characters of 10 pt moves the caret to x 16 + 60 = 76 on the same line:
    // the screen writes nothing.
    #expect(replay.numbers(2, "target") == [76, 592, 2, 52])
    #expect(replay.number(2, "writes") == 0)
    // The hide: both back, in one animation.
    #expect(replay.bottom(3, "additionalSafeAreaInsets") == 0)
    #expect(replay.number(3, "lift") == 0)
    #expect(replay.number(3, "writes") == 2)
  }

  @Test func `F6: Return on a screen moves to the next field, and a tap ends editing (T2)`() throws
  {
    let replay = try ReplayHarness(file: "screen-return-tap.json")
    #expect(replay.status == 0)
    #expect(replay.lines.count == 5)
    // The show: "code" 640 ... 684 is covered; own addition 302 moves it to 338, target
    // 322 ... 398.
    #expect(replay.bottom(1, "additionalSafeAreaInsets") == 302)
    #expect(replay.numbers(1, "target") == [16, 322, 358, 76])
    // Return in "code" (next, navigation on): "confirm", 700 - 302 = 398, target 382 ... 458,
    // above 508 with the screen's addition in place: nothing written.
    #expect(replay.value(2, "focused") == .string("confirm"))
    #expect(replay.numbers(2, "target") == [16, 382, 358, 76])
    #expect(replay.number(2, "writes") == 0)
    // A tap at (195, 200), on no input or control, ends editing in the window.
    #expect(replay.value(3, "focused") == .null)
    #expect(replay.number(3, "writes") == 0)
    // The hide gives the insets back.
    #expect(replay.bottom(4, "additionalSafeAreaInsets") == 0)
  }

  @Test func `Replay parser: a screen takes text views, but never as a host of the scenario's`()
    throws
  {
    let textView = try ReplayHarness(
      json: screenScenario(input: #""kind": "textView", "scrolls": true"#))
    #expect(textView.status == 0)
    let hosted = try ReplayHarness(
      json: screenScenario(input: #""kind": "textView", "isHost": true"#))
    #expect(hosted.status == 2)
    #expect(hosted.error.contains("isHost"))
  }

  /// A screen scenario with one input "notes" at 16, 700, 358 x 44 carrying `input`'s keys,
  /// focused in its one step.
  private func screenScenario(input: String) -> String {
    """
    {"screen": {"width": 390, "height": 844}, "window": {"frame": [0, 0, 390, 844]},
     "host": {"kind": "screen", "frame": [0, 0, 390, 844],
              "inputs": [{"id": "notes", "frame": [16, 700, 358, 44], \(input)}]},
     "settings": {"automatic": true}, "steps": [{"focus": "notes"}]}
    """
  }
}
