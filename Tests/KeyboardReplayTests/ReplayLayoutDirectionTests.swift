import Foundation
import KeyboardReplay
import Testing

/// A host's `"layoutDirection"` in the replay (rule F6).
@MainActor
struct ReplayLayoutDirectionTests {
  /// The form of `right-to-left-form.json`, laid out right to left.
  ///
  /// A 390 x 844 window without safe area, `never`, content 1200, keyboard 336 from 508
  /// (band 0 ... 508 at offset 0): "first" (Next) on the right at x 204 ... 374 and "last"
  /// (Next) on the left at x 16 ... 186, both y 100 ... 144; "email" (Done) at 700 ... 744.
  @Test func `F6: a right-to-left host's Return goes from the right field to the left one`()
    throws
  {
    let replay = try ReplayHarness(file: "right-to-left-form.json")
    #expect(replay.status == 0, "\(replay.error)")
    #expect(replay.lines.count == 6)
    // The show: inset 844 - 508 = 336; "first" (target 84 ... 160) is inside 0 ... 508.
    #expect(replay.bottom(1, "contentInset") == 336)
    #expect(replay.numbers(1, "contentOffset") == [0, 0])
    // Right to left the line reads first (maxX 374), then last (maxX 186): no scroll.
    #expect(replay.value(2, "focused") == .string("last"))
    #expect(replay.numbers(2, "contentOffset") == [0, 0])
    // Then the line below: email (target 684 ... 760), 760 - 508 = 252.
    #expect(replay.value(3, "focused") == .string("email"))
    #expect(replay.numbers(3, "contentOffset") == [0, 252])
    // Previous walks back: last (target 84 ... 160, above the band 252 ... 760) at 84.
    #expect(replay.value(4, "focused") == .string("last"))
    #expect(replay.numbers(4, "contentOffset") == [0, 84])
    // Then first, on the same line, inside the band 84 ... 592: no scroll.
    #expect(replay.value(5, "focused") == .string("first"))
    #expect(replay.numbers(5, "contentOffset") == [0, 84])
  }

  @Test func `F6: a layoutDirection other than leftToRight or rightToLeft is an error`() throws {
    let text = String(decoding: try ScenarioFile.data("right-to-left-form.json"), as: UTF8.self)
    let replay = try ReplayHarness(
      json: text.replacingOccurrences(of: #""rightToLeft""#, with: #""topToBottom""#))
    #expect(replay.status == 2)
    #expect(
      replay.error
        == #"keyboard-demo: scenario: key "host.layoutDirection": expected leftToRight or rightToLeft, got "topToBottom""#
    )
    #expect(replay.lines.isEmpty)
  }
}
