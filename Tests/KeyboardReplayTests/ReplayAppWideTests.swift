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

/// The application's settings in the replay: `"settings"` with `"automatic": true` (L9).
@MainActor
struct ReplayAppWideSettingsTests {
  /// The format example's geometry (safe area 47 / 34, `always`, content 1600, keyboard 336
  /// from 508) with "name" at 100 and "email" at 700, each 358 x 44; the application's
  /// margin 24, extra spacing 10, the bar and tap to dismiss.
  @Test
  func `L9: the settings of an automatic scenario are the application's until enabled by hand`()
    throws
  {
    let replay = try ReplayHarness(file: "app-wide-settings.json")
    #expect(replay.status == 0)
    #expect(replay.lines.count == 6)
    // Focusing "email" enables the host and writes nothing: no keyboard yet.
    #expect(replay.number(0, "writes") == 0)
    // The show: need 336 + 10 = 346, existing 34 (safe area): 346 - 34 = 312 on both
    // insets. Band 47 ... 844 - 346 = 498 below the offset; target 700 - 24 = 676 ...
    // 744 + 24 = 768: offset 768 - 498 = 270.
    #expect(replay.bottom(1, "contentInset") == 312)
    #expect(replay.bottom(1, "indicatorInsets") == 312)
    #expect(replay.numbers(1, "contentOffset") == [0, 270])
    #expect(replay.numbers(1, "target") == [16, 676, 358, 92])
    #expect(replay.number(1, "writes") == 3)
    // A tap at window (195, 300) is content (195, 570): no input there, editing ends.
    #expect(replay.value(2, "target") == .null)
    #expect(replay.number(2, "writes") == 0)
    // Enabled by hand: the host's own settings (margin 16, no extra spacing) from the next
    // event on; the enable itself writes nothing.
    #expect(replay.number(3, "writes") == 0)
    // Focusing "email" again: 336 - 34 = 302; target 684 ... 760 inside the band
    // 270 + 47 = 317 ... 270 + 844 - 336 = 778: no scroll, the two insets only.
    #expect(replay.bottom(4, "contentInset") == 302)
    #expect(replay.numbers(4, "target") == [16, 684, 358, 76])
    #expect(replay.numbers(4, "contentOffset") == [0, 270])
    #expect(replay.number(4, "writes") == 2)
    // The hide restores both insets; 270 is within 1600 + 34 - 844 = 790.
    #expect(replay.bottom(5, "contentInset") == 0)
    #expect(replay.numbers(5, "contentOffset") == [0, 270])
    #expect(replay.number(5, "writes") == 2)
  }

  @Test func `L9: the same settings on a host enabled by hand replay the same show`() throws {
    let text = try #require(
      String(data: try ScenarioFile.data("app-wide-settings.json"), encoding: .utf8))
    let automatic = try ReplayHarness(file: "app-wide-settings.json")
    let byHand = try ReplayHarness(
      json: text.replacingOccurrences(of: #""automatic": true, "#, with: ""))
    #expect(byHand.status == 0)
    // Steps 0 to 2 are the same line for line; the tap ends editing there too.
    #expect(Array(byHand.lines.prefix(3)) == Array(automatic.lines.prefix(3)))
    // Enabling again changes nothing there: "email" (676 ... 768) stays in view.
    #expect(byHand.number(4, "writes") == 0)
    #expect(byHand.bottom(4, "contentInset") == 312)
  }

  @Test func `Replay parser: showsToolbar and endsEditingOnTap must be booleans`() throws {
    let text = try #require(
      String(data: try ScenarioFile.data("app-wide-settings.json"), encoding: .utf8))
    for key in ["showsToolbar", "endsEditingOnTap"] {
      let replay = try ReplayHarness(
        json: text.replacingOccurrences(of: #""\#(key)": true"#, with: #""\#(key)": 1"#))
      #expect(replay.status == 2)
      #expect(replay.error.contains(key))
    }
  }
}

/// A scrolling text view inside a form in the app-wide mode (L7).
@MainActor
struct ReplayAppWideTextViewTests {
  /// The format example's geometry (safe area 47 / 34, `always`, content 1600, keyboard 336
  /// from 508) with "notes", a text view of UIKit's default kind (scrolling on), empty, at
  /// 16, 700, 358 x 100; lines 20 pt, text container inset 8 at the top.
  @Test func `L7: a default text view inside a form leaves the form its host in the replay`()
    throws
  {
    let replay = try ReplayHarness(file: "app-wide-notes.json")
    #expect(replay.status == 0)
    #expect(replay.lines.count == 3)
    #expect(replay.number(0, "writes") == 0)
    // The form is the host: 336 - 34 = 302 on both insets. The caret, 2 x 20 at (0, 8) of
    // the text view, is (16, 708) in the form; grown by 16: 692 ... 744, to the band's
    // bottom 844 - 336 = 508 below the offset: 744 - 508 = 236.
    #expect(replay.bottom(1, "contentInset") == 302)
    #expect(replay.bottom(1, "indicatorInsets") == 302)
    #expect(replay.numbers(1, "target") == [16, 692, 2, 52])
    #expect(replay.numbers(1, "contentOffset") == [0, 236])
    #expect(replay.number(1, "writes") == 3)
    // The hide restores both insets; 236 is within 1600 + 34 - 844 = 790.
    #expect(replay.bottom(2, "contentInset") == 0)
    #expect(replay.numbers(2, "contentOffset") == [0, 236])
    #expect(replay.number(2, "writes") == 2)
  }

  @Test func `Replay parser: scrolls must agree with growing`() throws {
    let text = try #require(
      String(data: try ScenarioFile.data("app-wide-notes.json"), encoding: .utf8))
    let replay = try ReplayHarness(
      json: text.replacingOccurrences(
        of: #""scrolls": true"#, with: #""scrolls": true, "growing": true"#))
    #expect(replay.status == 2)
    #expect(replay.error.contains("scrolls"))
  }
}
