import Foundation
import KeyboardReplay
import Testing

/// Replaying a user's drag of the keyboard (rules D1, D2, "Scenario files").
@MainActor
struct ReplayDragTests {
  /// The chat of `chat-drag.json`.
  ///
  /// 390 x 844, safe area 47 / 34, `always`, content 2000 tall, the message field at
  /// 1940 ... 1984, dismiss mode `interactive`, a 336 pt keyboard.
  @Test func `D1: a replayed drag writes each sample's inset without animation or scroll`() throws {
    let replay = try ReplayHarness(file: "chat-drag.json")
    #expect(replay.status == 0)
    // Shown: 336 - 34 = 302; the field's target 1924 ... 2000 (clipped at the content's
    // end) ends at the band's bottom: 2000 - 508 = 1492.
    #expect(replay.bottom(1, "contentInset") == 302)
    #expect(replay.numbers(1, "contentOffset") == [0, 1492])
    #expect(replay.number(2, "writes") == 0)
    // Top at 600: the keyboard covers 244, 244 - 34 = 210; two writes, no animation, no
    // scroll.
    #expect(replay.number(3, "overlap") == 244)
    #expect(replay.bottom(3, "contentInset") == 210)
    #expect(replay.bottom(3, "indicatorInsets") == 210)
    #expect(replay.number(3, "writes") == 2)
    #expect(replay.value(3, "animation") == .null)
    #expect(replay.numbers(3, "contentOffset") == [0, 1492])
    #expect(replay.bottom(4, "contentInset") == 0)
    #expect(replay.number(5, "writes") == 0)
    // The hide finds the insets already at 0 (D2); I3 brings the offset back to the
    // content's end, 2000 + 34 - 844 = 1190, with the keyboard's animation.
    #expect(replay.number(6, "writes") == 1)
    #expect(replay.numbers(6, "contentOffset") == [0, 1190])
    #expect(replay.number(7, "writes") == 0)
  }

  /// `pan-without-keyboard-move.json`: the same screen with 1600 pt of content, fields at
  /// 100 and 1000; the user pans the content and the keyboard never leaves its top of 508.
  @Test func `D1: a replayed pan that never moves the keyboard leaves the next reveal alone`()
    throws
  {
    let replay = try ReplayHarness(file: "pan-without-keyboard-move.json")
    #expect(replay.status == 0)
    // Shown: 302 on both insets; the name field (84 ... 160 with margin) is in view at the
    // resting offset -47.
    #expect(replay.bottom(1, "contentInset") == 302)
    #expect(replay.numbers(1, "contentOffset") == [0, -47])
    // The pan and its sample at the notified top own nothing and write nothing.
    #expect(replay.number(2, "writes") == 0)
    #expect(replay.number(3, "writes") == 0)
    #expect(replay.number(4, "writes") == 0)
    // The city field's target 984 ... 1060 ends at the band's bottom: 1060 - 508 = 552,
    // with the keyboard's animation.
    #expect(replay.numbers(5, "contentOffset") == [0, 552])
    #expect(replay.number(5, "writes") == 1)
    #expect(replay.value(5, "targetVisible") == .bool(true))
  }

  @Test func `Replay parser: drag phases and dismiss modes are checked`() throws {
    let bytes = try ScenarioFile.data("chat-drag.json")
    let text = String(decoding: bytes, as: UTF8.self)
    let badPhase = try ReplayHarness(
      json: text.replacingOccurrences(of: #"{"drag": "ended"}"#, with: #"{"drag": "stopped"}"#))
    #expect(badPhase.status == 2)
    #expect(badPhase.error == #"keyboard-demo: step 5: key "drag": expected "began" or "ended""#)
    #expect(badPhase.lines.count == 5)
    let badMode = try ReplayHarness(
      json: text.replacingOccurrences(of: #""interactive""#, with: #""sometimes""#))
    #expect(badMode.status == 2)
    #expect(
      badMode.error
        == #"keyboard-demo: scenario: key "host.keyboardDismissMode": expected none, onDrag, interactive or interactiveWithAccessory"#
    )
  }
}
