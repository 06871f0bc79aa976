import Foundation
import KeyboardReplay
import Testing

/// rule T2 set on the application (L9), replayed: a `{"tap": [x, y]}` step in the window
/// outside the host.
@MainActor
struct ReplayWindowTapTests {
  /// The scenario, its tap to dismiss set on the application or on the host.
  ///
  /// A 390 x 844 window without safe area; a scroll view host over its top 600 pt with
  /// "name" at 100 ... 144 in its content; the keyboard 336 tall; a tap at window (195,
  /// 700), below the host, where the scenario has nothing.
  private static func scenario(automatic: Bool) -> String {
    """
    {"screen": {"width": 390, "height": 844},
     "window": {"frame": [0, 0, 390, 844], "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
     "host": {"kind": "scroll", "frame": [0, 0, 390, 600], "contentSize": [390, 1200],
      "insetAdjustment": "never", "inputs": [{"id": "name", "frame": [16, 100, 358, 44]}]},
     "settings": {\(automatic ? #""automatic": true, "# : "")"endsEditingOnTap": true},
     "steps": [{"focus": "name"},
      {"keyboard": {"name": "willShow", "beginFrame": [0, 844, 390, 336],
       "endFrame": [0, 508, 390, 336], "duration": 0.25, "curve": 7}},
      {"tap": [195, 700]}]}
    """
  }

  @Test func `T2: replayed, set on the application, a tap below the host ends editing`() throws {
    let replay = try ReplayHarness(json: Self.scenario(automatic: true))
    #expect(replay.status == 0)
    #expect(replay.lines.count == 3)
    // "name" 100 ... 144 with margin 16: target 84 ... 160, inside the band 0 ... 600 -
    // (844 - 508 - 244 = 92 covered) = 508: focused, nothing to scroll.
    #expect(replay.numbers(1, "target") == [16, 84, 358, 76])
    // The tap lands on the window, outside the host: editing ends in the window.
    #expect(replay.value(2, "target") == .null)
  }

  @Test func `T2: replayed, set on the host only, a tap outside the host ends nothing`() throws {
    let replay = try ReplayHarness(json: Self.scenario(automatic: false))
    #expect(replay.status == 0)
    // The host's own tap hears only taps on the host: "name" still edits.
    #expect(replay.numbers(2, "target") == [16, 84, 358, 76])
  }
}
