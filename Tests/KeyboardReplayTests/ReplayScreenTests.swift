import Foundation
import KeyboardReplay
import Testing

/// Replays of what the keyboard's screen and the window's safe area do to a host.
@MainActor
struct ReplayScreenTests {
  @Test func `K4: a frame change naming no screen stays on the screen of the last show`() throws {
    let replay = try ReplayHarness(file: "external-display-no-object.json")
    #expect(replay.status == 0)
    // Shown on an external display: nothing covered, nothing written.
    #expect(replay.number(1, "overlap") == 0)
    #expect(replay.number(1, "writes") == 0)
    // A frame change with no object is still the external display's keyboard.
    #expect(replay.number(2, "overlap") == 0)
    #expect(replay.number(2, "writes") == 0)
    #expect(replay.bottom(2, "contentInset") == 0)
    // Shown on the host's screen: 844 - 508 = 336 covered, 336 - 34 = 302 added, the
    // field's grown bottom 744 + 16 = 760 scrolled to the keyboard's top: 760 - 508 = 252.
    #expect(replay.number(3, "overlap") == 336)
    #expect(replay.bottom(3, "contentInset") == 302)
    #expect(replay.numbers(3, "contentOffset") == [0, 252])
    // Now a taller frame with no object is the host's screen's: 844 - 444 = 400 covered,
    // 400 - 34 = 366 added, 760 - 444 = 316.
    #expect(replay.number(4, "overlap") == 400)
    #expect(replay.bottom(4, "contentInset") == 366)
    #expect(replay.bottom(4, "indicatorInsets") == 366)
    #expect(replay.numbers(4, "contentOffset") == [0, 316])
    #expect(replay.number(4, "writes") == 3)
  }

  @Test func `K7: a toolbar that appears with the keyboard up is covered in place`() throws {
    let replay = try ReplayHarness(file: "toolbar-appears.json")
    #expect(replay.status == 0)
    // Keyboard up: 336 covered, 336 - 34 = 302 added, offset 760 - 508 = 252.
    #expect(replay.bottom(1, "contentInset") == 302)
    #expect(replay.numbers(1, "contentOffset") == [0, 252])
    // A 49 pt toolbar: the safe area's bottom becomes 83, which already keeps 83 of the
    // 336, so the engine's part is 336 - 83 = 253; the band is unchanged, so the offset
    // stays. Two writes (inset and indicator inset), without animation.
    #expect(replay.bottom(2, "contentInset") == 253)
    #expect(replay.bottom(2, "indicatorInsets") == 253)
    #expect(replay.bottom(2, "adjustedContentInset") == 336)
    #expect(replay.numbers(2, "contentOffset") == [0, 252])
    #expect(replay.number(2, "writes") == 2)
    #expect(replay.value(2, "animation") == .null)
    // The toolbar goes: back to 302.
    #expect(replay.bottom(3, "contentInset") == 302)
    #expect(replay.number(3, "writes") == 2)
    // The hide gives back the base, 0, with the safe area's 34 as UIKit's.
    #expect(replay.bottom(4, "contentInset") == 0)
    #expect(replay.bottom(4, "adjustedContentInset") == 34)
  }
}
