import Foundation
import KeyboardReplay
import Testing

@MainActor
struct ReplayScenarioTests {
  @Test func `I1: the replay format's example scenario replays to its documented output`()
    throws
  {
    let replay = try ReplayHarness(file: "spec-example.json")
    #expect(replay.status == 0)
    #expect(replay.lines.count == 3)
    // The replay format (the Replaying Scenarios article): step 1 gives offset 252, overlap
    // 336, target [16, 684, 358, 76].
    #expect(replay.bottom(1, "contentInset") == 302)
    #expect(replay.bottom(1, "indicatorInsets") == 302)
    #expect(replay.bottom(1, "adjustedContentInset") == 336)
    #expect(replay.numbers(1, "contentOffset") == [0, 252])
    #expect(replay.number(1, "overlap") == 336)
    #expect(replay.numbers(1, "target") == [16, 684, 358, 76])
    #expect(replay.value(1, "targetVisible") == .bool(true))
    #expect(
      replay.value(1, "animation") == .object(["duration": .number(0.25), "curve": .number(7)]))
    #expect(replay.number(1, "writes") == 3)
    #expect(replay.value(0, "animation") == .null)
  }

  /// The form of `return-key-types.json`: the format example's geometry (safe area 47 / 34,
  /// `always`, content 1600, keyboard 336 from 508) with three fields of 358 x 44: "name"
  /// (Next) at 100, "email" (Done) at 700, "message" (Send) at 1200.
  @Test func `F6: a Send field keeps focus after Return, Next moves on and Done resigns`()
    throws
  {
    let replay = try ReplayHarness(file: "return-key-types.json")
    #expect(replay.status == 0)
    #expect(replay.lines.count == 7)
    let animated = JSONValue.object(["duration": .number(0.25), "curve": .number(7)])
    // The show: delta 336 - 34 = 302 on the inset and the indicators; "name" (target 84 ...
    // 160) is inside the band -47 + 47 ... -47 + 508: two writes, no scroll.
    #expect(replay.bottom(1, "contentInset") == 302)
    #expect(replay.numbers(1, "contentOffset") == [0, -47])
    #expect(replay.number(1, "writes") == 2)
    // Next: "email" (target 684 ... 760) is revealed, 760 - 508 = 252, with the keyboard's
    // animation.
    #expect(replay.value(2, "focused") == .string("email"))
    #expect(replay.numbers(2, "contentOffset") == [0, 252])
    #expect(replay.number(2, "writes") == 1)
    #expect(replay.value(2, "animation") == animated)
    // Done ends editing, though "message" follows: nothing is written.
    #expect(replay.value(3, "focused") == .null)
    #expect(replay.number(3, "writes") == 0)
    #expect(replay.numbers(3, "contentOffset") == [0, 252])
    // "message" (target 1184 ... 1260): 1260 - 508 = 752.
    #expect(replay.value(4, "focused") == .string("message"))
    #expect(replay.numbers(4, "contentOffset") == [0, 752])
    // Send is the app's: Return keeps the field focused and the keyboard's inset in place.
    #expect(replay.value(5, "focused") == .string("message"))
    #expect(replay.number(5, "writes") == 0)
    #expect(replay.bottom(5, "contentInset") == 302)
    #expect(replay.value(5, "targetVisible") == .bool(true))
    // The hide restores both insets; 752 is within the valid offsets (1600 + 34 - 844 = 790).
    #expect(replay.bottom(6, "contentInset") == 0)
    #expect(replay.numbers(6, "contentOffset") == [0, 752])
    #expect(replay.number(6, "writes") == 2)
  }

  @Test func `K5: iPad form sheet overlap is the sheet's covered part, and a move is caught`()
    throws
  {
    let replay = try ReplayHarness(file: "ipad-form-sheet.json")
    #expect(replay.status == 0)
    // sheet bottom 200 + 980 = 1180, keyboard top 968: 212; 960 - 980 + 212 = 192
    #expect(replay.number(1, "overlap") == 212)
    #expect(replay.bottom(1, "contentInset") == 212)
    #expect(replay.numbers(1, "contentOffset") == [0, 192])
    // K7: the sheet moves up 100: overlap 112, written in place without animation
    #expect(replay.bottom(2, "contentInset") == 112)
    #expect(replay.value(2, "animation") == .null)
    #expect(replay.number(2, "writes") == 2)
    // K1: the did notification finds nothing left to repair
    #expect(replay.number(3, "writes") == 0)
    // I3: hide returns to the base of 0
    #expect(replay.bottom(4, "contentInset") == 0)
  }

  @Test func `K5: a Stage Manager window uses its own bottom, not the keyboard's height`() throws {
    let replay = try ReplayHarness(file: "stage-manager.json")
    // window bottom 100 + 700 = 800, keyboard top 640: 160 (not 384); 656 - 700 + 160 = 116
    #expect(replay.number(1, "overlap") == 160)
    #expect(replay.bottom(1, "contentInset") == 160)
    #expect(replay.numbers(1, "contentOffset") == [0, 116])
    // resized host: bottom 700, overlap 60
    #expect(replay.number(3, "overlap") == 60)
    #expect(replay.bottom(3, "contentInset") == 60)
    #expect(replay.bottom(4, "contentInset") == 0)
  }

  @Test func `I2: a tab bar and a user inset of 80 are covered, and the user's 100 comes back`()
    throws
  {
    let replay = try ReplayHarness(file: "tab-bar-user-inset.json")
    // existing 80 + 83 = 163: delta 173, bottom 253; 960 - 844 + 336 = 452
    #expect(replay.bottom(1, "contentInset") == 253)
    #expect(replay.bottom(1, "adjustedContentInset") == 336)
    #expect(replay.numbers(1, "contentOffset") == [0, 452])
    // A2: the same notification twice more writes nothing
    #expect(replay.number(2, "writes") == 0)
    #expect(replay.number(3, "writes") == 0)
    #expect(replay.value(3, "animation") == .null)
    // the app writes 100 while the keyboard is up: 336 - 183 = 153 on top of it
    #expect(replay.bottom(5, "contentInset") == 253)
    // indicator base stays the user's 80: 80 + 153
    #expect(replay.bottom(5, "indicatorInsets") == 233)
    #expect(replay.bottom(6, "contentInset") == 100)
    #expect(replay.bottom(6, "indicatorInsets") == 80)
  }

  @Test func `L2: late enable, removal from the window and return replay exactly`() throws {
    let replay = try ReplayHarness(file: "lifecycle.json")
    #expect(replay.number(2, "writes") == 0)
    // enable with the keyboard up: applies at once, without animation
    #expect(replay.bottom(3, "contentInset") == 302)
    #expect(replay.numbers(3, "contentOffset") == [0, 252])
    #expect(replay.value(3, "animation") == .null)
    // L3: off the window the insets are the user's and events are ignored
    #expect(replay.bottom(4, "contentInset") == 0)
    #expect(replay.number(5, "writes") == 0)
    // back in the window with the latest keyboard (380): 380 - 34 = 346, no animation
    #expect(replay.bottom(6, "contentInset") == 346)
    #expect(replay.value(6, "animation") == .null)
  }

  @Test func `K3: raw malformed userInfo steps write nothing and the state stands`() throws {
    let replay = try ReplayHarness(file: "malformed-userinfo.json")
    #expect(replay.status == 0)
    #expect(replay.bottom(1, "contentInset") == 302)
    for step in 2...9 {
      #expect(replay.number(step, "writes") == 0)
      #expect(replay.bottom(step, "contentInset") == 302)
      #expect(replay.numbers(step, "contentOffset") == [0, 252])
    }
    // a bare CGRect frame with bad duration, curve and isLocal: defaults 0.25, 7, true
    #expect(replay.bottom(10, "contentInset") == 346)
    #expect(replay.numbers(10, "contentOffset") == [0, 296])
    #expect(
      replay.value(10, "animation") == .object(["duration": .number(0.25), "curve": .number(7)]))
    // a hide with no userInfo still hides
    #expect(replay.bottom(11, "contentInset") == 0)
  }

  @Test func `SVG: --svg writes one picture per step`() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let replay = try ReplayHarness(file: "spec-example.json", svgDirectory: directory)
    #expect(replay.status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == ["step-000.svg", "step-001.svg", "step-002.svg"])
    let picture = try String(
      contentsOf: directory.appendingPathComponent("step-001.svg"), encoding: .utf8)
    #expect(picture.hasPrefix("<svg"))
    #expect(picture.contains(">keyboard<"))
    #expect(picture.contains("overlap 336"))
    #expect(picture.contains(">email<"))
  }

  @Test func `K4: a keyboard step from another screen covers nothing in replay`() throws {
    let replay = try ReplayHarness(
      json: scenario(
        steps: #"{"focus": "email"}, "#
          + #"{"keyboard": {"name": "willShow", "endFrame": [0, 508, 390, 336], "screen": "other"}}, "#
          + #"{"keyboard": {"name": "willShow", "endFrame": [0, 508, 390, 336], "screen": "host"}}"#
      ))
    #expect(replay.status == 0)
    #expect(replay.number(1, "overlap") == 0)
    #expect(replay.number(1, "writes") == 0)
    // From the host's screen: the replay format's example, inset 302 and offset 252.
    #expect(replay.number(2, "overlap") == 336)
    #expect(replay.numbers(2, "contentOffset") == [0, 252])
  }

  @Test func `F4: replay drag steps hold the scroll until the next event after the drag`()
    throws
  {
    let replay = try ReplayHarness(
      json: scenario(
        steps: #"{"focus": "email"}, {"drag": "began"}, "#
          + #"{"keyboard": {"name": "willShow", "endFrame": [0, 508, 390, 336]}}, "#
          + #"{"drag": "ended"}, "#
          + #"{"keyboard": {"name": "didShow", "endFrame": [0, 508, 390, 336]}}"#))
    #expect(replay.status == 0)
    // While dragged: the two insets (302), no scroll from the resting -47.
    #expect(replay.bottom(2, "contentInset") == 302)
    #expect(replay.numbers(2, "contentOffset") == [0, -47])
    #expect(replay.number(2, "writes") == 2)
    #expect(replay.number(3, "writes") == 0)
    // The next event reveals the field: 760 - 508 = 252.
    #expect(replay.numbers(4, "contentOffset") == [0, 252])
    #expect(replay.number(4, "writes") == 1)
  }

  @Test func `F4: a replayed touch is a tap, which holds nothing back`() throws {
    let replay = try ReplayHarness(
      json: scenario(
        steps: #"{"touch": "began"}, {"focus": "email"}, "#
          + #"{"keyboard": {"name": "willShow", "endFrame": [0, 508, 390, 336]}}, "#
          + #"{"touch": "ended"}"#))
    #expect(replay.status == 0)
    // Under a finger that does not drag, the show reveals the field: 760 - 508 = 252.
    #expect(replay.bottom(2, "contentInset") == 302)
    #expect(replay.numbers(2, "contentOffset") == [0, 252])
    #expect(replay.number(2, "writes") == 3)
    #expect(replay.number(3, "writes") == 0)
  }

  @Test func `F4: a replayed drag that ends in deceleration holds the next show's scroll back`()
    throws
  {
    let replay = try ReplayHarness(
      json: scenario(
        steps: #"{"drag": "began"}, {"focus": "email"}, {"decelerate": true}, "#
          + #"{"keyboard": {"name": "willShow", "endFrame": [0, 508, 390, 336]}}, "#
          + #"{"keyboard": {"name": "didShow", "endFrame": [0, 508, 390, 336]}}"#))
    #expect(replay.status == 0)
    // The show comes while the content decelerates: the inset 336 - 34 = 302 and the
    // indicators are written, the offset stays at rest (-47), though "email" (700 ... 744,
    // target 684 ... 760) reaches below the band's end -47 + 508 = 461.
    #expect(replay.bottom(3, "contentInset") == 302)
    #expect(replay.numbers(3, "contentOffset") == [0, -47])
    #expect(replay.number(3, "writes") == 2)
    #expect(replay.value(3, "targetVisible") == .bool(false))
    // The deceleration has ended; the next keyboard event reveals: 760 - 508 = 252.
    #expect(replay.numbers(4, "contentOffset") == [0, 252])
    #expect(replay.value(4, "targetVisible") == .bool(true))
  }

  @Test func `Replay parser: a decelerate step takes true only`() throws {
    let replay = try ReplayHarness(json: scenario(steps: #"{"decelerate": false}"#))
    #expect(replay.status == 2)
    #expect(replay.error == #"keyboard-demo: step 0: key "decelerate": expected true"#)
  }

  @Test func `Replay parser: a keyboard step's screen and a touch phase are checked`() throws {
    let badScreen = try ReplayHarness(
      json: scenario(
        steps:
          #"{"keyboard": {"name": "willShow", "endFrame": [0, 508, 390, 336], "screen": "tv"}}"#
      ))
    #expect(badScreen.status == 2)
    #expect(
      badScreen.error
        == #"keyboard-demo: step 0: key "keyboard.screen": expected "host", "other" or "none""#)
    let badTouch = try ReplayHarness(json: scenario(steps: #"{"touch": "moved"}"#))
    #expect(badTouch.status == 2)
    #expect(badTouch.error == #"keyboard-demo: step 0: key "touch": expected "began" or "ended""#)
  }

  @Test func `F7: a chat resting at its end stays at its end as the keyboard opens and closes`()
    throws
  {
    let replay = try ReplayHarness(file: "chat-resting-at-end.json")
    #expect(replay.status == 0)
    // The app keeps 60 for its bar, with the safe area 94; at rest 2400 + 94 - 844 = 1650.
    // Shown: 336 + 60 (extraSpacing) = 396 needed: 60 + 302 = 362; the end moves to
    // 2400 + 396 - 844 = 1952, in the show's animation.
    #expect(replay.bottom(0, "contentInset") == 362)
    #expect(replay.bottom(0, "adjustedContentInset") == 396)
    #expect(replay.numbers(0, "contentOffset") == [0, 1952])
    #expect(replay.number(0, "writes") == 3)
    #expect(
      replay.value(0, "animation") == .object(["duration": .number(0.25), "curve": .number(7)]))
    #expect(replay.number(1, "writes") == 0)
    // Hidden: the app's 60 exactly, and the end again, 1650.
    #expect(replay.bottom(2, "contentInset") == 60)
    #expect(replay.numbers(2, "contentOffset") == [0, 1650])
    #expect(replay.number(2, "writes") == 3)
  }

  @Test func `I2: a replayed relative edit keeps the engine's delta in the app's base`() throws {
    let replay = try ReplayHarness(file: "relative-inset-edit.json")
    #expect(replay.status == 0)
    #expect(replay.bottom(1, "contentInset") == 302)
    // `contentInset.bottom += 50` with the keyboard up writes 302 + 50 = 352: not the
    // engine's 302, so 352 is the app's base; 352 + 34 covers 336, so the engine's delta is
    // 0 and the indicator inset, which carries only that delta, goes back to 0: one write.
    #expect(replay.bottom(3, "contentInset") == 352)
    #expect(replay.bottom(3, "indicatorInsets") == 0)
    #expect(replay.number(3, "writes") == 1)
    // The hide gives back the base: the 352 the app wrote, the engine's 302 inside it.
    #expect(replay.bottom(4, "contentInset") == 352)
    #expect(replay.bottom(4, "indicatorInsets") == 0)
  }
}
