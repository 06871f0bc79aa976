import Foundation
import KeyboardReplay
import Testing

/// The app-wide mode in the replay: `"settings": {"automatic": true}` (rule L7).
@MainActor
struct ReplayAppWideTests {
  /// The format example's geometry (safe area 47 / 34, `always`, content 1600, keyboard 336
  /// from 508) with "name" at 100, "email" at 700 and "message" at 1200, each 358 x 44.
  @Test func `L7: the app-wide mode replays line for line as the same screen enabled by hand`()
    throws
  {
    let automatic = try ReplayHarness(file: "app-wide-sign-up.json")
    let text = try #require(
      String(data: try ScenarioFile.data("app-wide-sign-up.json"), encoding: .utf8))
    let byHand = try ReplayHarness(
      json: text.replacingOccurrences(of: #""settings": {"automatic": true},"#, with: ""))
    #expect(automatic.status == 0)
    #expect(byHand.status == 0)
    #expect(automatic.lines.count == 6)
    #expect(automatic.lines == byHand.lines)
    // Focusing "name" enables the host and writes nothing: no keyboard yet.
    #expect(automatic.number(0, "writes") == 0)
    // The show: 336 - 34 = 302 on both insets; "name" (84 ... 160) is in the band.
    #expect(automatic.bottom(1, "contentInset") == 302)
    #expect(automatic.numbers(1, "contentOffset") == [0, -47])
    #expect(automatic.number(1, "writes") == 2)
    // "email": its target 684 ... 760 to the band's bottom, 760 - 508 = 252.
    #expect(automatic.numbers(2, "contentOffset") == [0, 252])
    // The app disables the host: both insets back to 0.
    #expect(automatic.bottom(3, "contentInset") == 0)
    #expect(automatic.number(3, "writes") == 2)
    // A host the app disabled stays disabled: "message" and the hide write nothing.
    #expect(automatic.number(4, "writes") == 0)
    #expect(automatic.bottom(4, "contentInset") == 0)
    #expect(automatic.number(5, "writes") == 0)
  }

  @Test func `Replay parser: automatic must be a boolean`() throws {
    let text = try #require(
      String(data: try ScenarioFile.data("app-wide-sign-up.json"), encoding: .utf8))
    let replay = try ReplayHarness(
      json: text.replacingOccurrences(of: #"{"automatic": true}"#, with: #"{"automatic": 1}"#))
    #expect(replay.status == 2)
    #expect(replay.lines.isEmpty)
    #expect(replay.error.contains("automatic"))
  }
}
