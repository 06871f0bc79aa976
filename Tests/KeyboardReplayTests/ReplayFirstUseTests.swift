import Foundation
import Testing

/// `"keyboardAtStart"`: a keyboard up before the library sees any notification (rule L2).
@MainActor
struct ReplayFirstUseTests {
  private let json = """
    {"screen": {"width": 390, "height": 844},
     "window": {"frame": [0, 0, 390, 844], "safeArea": {"top": 47, "bottom": 34}},
     "host": {"frame": [0, 0, 390, 844], "contentSize": [390, 1600], "insetAdjustment": "always",
              "inputs": [{"id": "email", "frame": [16, 700, 358, 44]}]},
     "keyboardAtStart": [0, 508, 390, 336],
     "steps": [{"focus": "email"}]}
    """

  @Test func `L2: a replay that starts with the keyboard up applies the window's guide`() throws {
    let replay = try ReplayHarness(json: json)
    #expect(replay.status == 0)
    // Applied before the first step, from the guide: 336 - 34 = 302 (I1). Focusing the
    // field then reveals it: 760 - 508 = 252 (F3).
    #expect(replay.number(0, "overlap") == 336)
    #expect(replay.bottom(0, "contentInset") == 302)
    #expect(replay.numbers(0, "contentOffset") == [0, 252])
  }

  @Test func `Replay parser: keyboardAtStart must be a frame`() throws {
    let bad = json.replacingOccurrences(of: "[0, 508, 390, 336]", with: "336")
    let replay = try ReplayHarness(json: bad)
    #expect(replay.status == 2)
    #expect(replay.error.contains("keyboardAtStart"))
  }
}
