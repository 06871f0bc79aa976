import Foundation
import KeyboardReplay
import Testing

/// The `"screen"` host in the replay: a view controller's view that does not scroll, served
/// by the app-wide mode through its safe area (rule L10).
///
/// Screen and window 390 x 844, safe area 47 / 34; the view over the window; a 336 pt
/// keyboard from 508 (380 from 464 with an accessory view), 0.25 s, curve 7; margin 16.
@MainActor
struct ReplayScreenHostTests {
  /// The four edges of an insets output, top, left, bottom, right.
  private func edges(_ replay: ReplayHarness, _ step: Int) -> [Double]? {
    guard case .object(let insets)? = replay.value(step, "additionalSafeAreaInsets") else {
      return nil
    }
    return ["top", "left", "bottom", "right"].compactMap {
      if case .number(let value)? = insets[$0] { value } else { nil }
    }
  }

  @Test func `L10: a login screen is served through its safe area and adopts the app's own writes`()
    throws
  {
    let replay = try ReplayHarness(file: "screen-login.json")
    #expect(replay.status == 0)
    #expect(replay.lines.count == 5)
    // Focus without a keyboard: nothing written; "password" 700 ... 744, target 684 ... 760.
    #expect(replay.number(0, "writes") == 0)
    #expect(replay.numbers(0, "target") == [16, 684, 358, 76])
    #expect(edges(replay, 0) == [0, 0, 0, 0])
    // The show: overlap 844 - 508 = 336; the safe area keeps 34: own addition 302. The form
    // pinned to the safe area moves up 302: "password" at 398, target 382 ... 458, above 508.
    #expect(replay.number(1, "overlap") == 336)
    #expect(edges(replay, 1) == [0, 0, 302, 0])
    #expect(replay.number(1, "writes") == 1)
    #expect(
      replay.value(1, "animation") == .object(["duration": .number(0.25), "curve": .number(7)]))
    #expect(replay.numbers(1, "target") == [16, 382, 358, 76])
    #expect(replay.value(1, "targetVisible") == .bool(true))
    #expect(replay.number(1, "lift") == 0)
    // The app writes the top, the whole value back with the engine's 302: the top is the
    // app's, the bottom still the engine's (rule I2); nothing written.
    #expect(edges(replay, 2) == [10, 0, 302, 0])
    #expect(replay.number(2, "writes") == 0)
    // The app writes a bottom of 20: its base. The safe area keeps 34 + 20 = 54: own
    // addition 336 - 54 = 282, bottom 20 + 282 = 302, written once, without animation.
    #expect(edges(replay, 3) == [10, 0, 302, 0])
    #expect(replay.number(3, "writes") == 1)
    #expect(replay.value(3, "animation") == .null)
    #expect(replay.numbers(3, "target") == [16, 382, 358, 76])
    // The hide: the app's own top 10 and bottom 20, exactly (rule I3); the form pinned to a
    // safe area of 34 + 20 = 54 sits 20 higher than at first: "password" at 680.
    #expect(edges(replay, 4) == [10, 0, 20, 0])
    #expect(replay.number(4, "writes") == 1)
    #expect(replay.numbers(4, "target") == [16, 664, 358, 76])
  }

  @Test
  func `L10: a layout that does not follow the safe area is lifted, and the lift goes on hide`()
    throws
  {
    let replay = try ReplayHarness(file: "screen-not-following.json")
    #expect(replay.status == 0)
    // The show: 302 added all the same; "code" stays at 700 ... 744 in the view, target
    // 684 ... 760: lifted 760 - 508 = 252, in the same animation: two writes.
    #expect(edges(replay, 1) == [0, 0, 302, 0])
    #expect(replay.number(1, "lift") == 252)
    #expect(replay.number(1, "writes") == 2)
    #expect(replay.numbers(1, "target") == [16, 684, 358, 76])
    #expect(replay.value(1, "targetVisible") == .bool(true))
    // did-show measures the untransformed layout again: the same lift, nothing written.
    #expect(replay.number(2, "writes") == 0)
    #expect(replay.number(2, "lift") == 252)
    // The hide: both back, in one animation.
    #expect(edges(replay, 3) == [0, 0, 0, 0])
    #expect(replay.number(3, "lift") == 0)
    #expect(replay.number(3, "writes") == 2)
  }

  @Test func `L10: an input in the keyboard's accessory view is not served; the screen's is`()
    throws
  {
    let replay = try ReplayHarness(file: "screen-accessory-input.json")
    #expect(replay.status == 0)
    // "reply" rides the keyboard in its own window: the screen gets nothing.
    #expect(replay.number(1, "overlap") == 380)
    #expect(replay.number(1, "writes") == 0)
    #expect(edges(replay, 1) == [0, 0, 0, 0])
    #expect(replay.value(1, "focused") == .null)
    // "name" in the screen, with the keyboard up to 464: own addition 380 - 34 = 346, one
    // write with the last event's animation; "name" at 700 - 346 = 354, target 338 ... 414.
    #expect(edges(replay, 2) == [0, 0, 346, 0])
    #expect(replay.number(2, "writes") == 1)
    #expect(replay.numbers(2, "target") == [16, 338, 358, 76])
    #expect(edges(replay, 3) == [0, 0, 0, 0])
  }

  @Test func `Replay parser: followsSafeArea and setAdditionalSafeArea belong to a screen host`()
    throws
  {
    let keyed = try ReplayHarness(
      json: scenario(steps: #"{"blur": true}"#, host: #""followsSafeArea": true,"#))
    #expect(keyed.status == 2)
    #expect(keyed.error.contains("followsSafeArea"))
    let step = try ReplayHarness(
      json: scenario(
        steps: #"{"setAdditionalSafeArea": {"top": 0, "left": 0, "bottom": 20, "right": 0}}"#))
    #expect(step.status == 2)
    #expect(step.error.contains("setAdditionalSafeArea"))
    #expect(step.lines.isEmpty)
  }

  @Test
  func `L2: a screen replay that starts with the keyboard up, and a screen enabled with it up`()
    throws
  {
    let replay = try ReplayHarness(file: "screen-first-use.json")
    #expect(replay.status == 0)
    #expect(replay.lines.count == 4)
    // No notification seen: the focus serves "code", and the window's keyboard layout guide,
    // read in that step's layout pass, shows the keyboard from 508: overlap 336, the safe
    // area keeps 34, own addition 302, written once without animation. "code" moves up
    // 302 to 398, target 382 ... 458, above 508.
    #expect(replay.number(0, "overlap") == 336)
    #expect(edges(replay, 0) == [0, 0, 302, 0])
    #expect(replay.number(0, "writes") == 1)
    #expect(replay.value(0, "animation") == .null)
    #expect(replay.numbers(0, "target") == [16, 382, 358, 76])
    // The screen opted out: its insets back at once, "code" back at 700, under the keyboard.
    #expect(edges(replay, 1) == [0, 0, 0, 0])
    #expect(replay.value(1, "targetVisible") == .bool(false))
    // Enabled again with "code" still editing and the keyboard up: 302 at once, without
    // animation, though no begin-editing came.
    #expect(edges(replay, 2) == [0, 0, 302, 0])
    #expect(replay.number(2, "writes") == 1)
    #expect(replay.value(2, "animation") == .null)
    #expect(replay.value(2, "targetVisible") == .bool(true))
    // The hide gives the zero insets back.
    #expect(edges(replay, 3) == [0, 0, 0, 0])
  }
}
