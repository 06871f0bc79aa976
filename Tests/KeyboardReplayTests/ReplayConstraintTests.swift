import Foundation
import KeyboardReplay
import Testing

/// Login screens with a button 16 pt above the safe area's bottom (rules C1, C2).
@MainActor
struct ReplayConstraintTests {
  @Test func `C1: on an iPhone the constant clears the keyboard beyond the home indicator`() throws
  {
    let replay = try ReplayHarness(file: "login-iphone.json")
    #expect(replay.status == 0)
    // 16 + 336 - 34 = 318, animated once; the did notification writes nothing
    #expect(replay.number(1, "constant") == 318)
    #expect(replay.number(1, "writes") == 1)
    #expect(
      replay.value(1, "animation") == .object(["duration": .number(0.25), "curve": .number(7)]))
    #expect(replay.number(2, "writes") == 0)
    #expect(replay.number(3, "constant") == 16)
    #expect(replay.value(1, "contentInset") == .null)
  }

  @Test func `C1: under a tab bar there is no gap`() throws {
    let replay = try ReplayHarness(file: "login-tab-bar.json")
    // 16 + 336 - 83 = 269
    #expect(replay.number(1, "constant") == 269)
  }

  @Test func `C1: in an iPad form sheet only the sheet's covered part counts`() throws {
    let replay = try ReplayHarness(file: "login-form-sheet.json")
    // sheet bottom 1180 - keyboard top 968 = 212, not the keyboard's 398: 16 + 212
    #expect(replay.number(1, "overlap") == 212)
    #expect(replay.number(1, "constant") == 228)
    #expect(replay.number(2, "constant") == 16)
  }

  @Test func `C2: only a covered input moves the constant, by just enough`() throws {
    let replay = try ReplayHarness(file: "login-when-covered.json")
    // user (200 ... 244) is clear of the keyboard's top 508: no move
    #expect(replay.number(1, "constant") == 16)
    #expect(replay.number(1, "writes") == 0)
    // code (700 ... 744): 744 + 16 - 508 = 252, so 16 + 252, with the keyboard's animation
    #expect(replay.number(2, "constant") == 268)
    #expect(replay.value(2, "targetVisible") == .bool(true))
    // with nothing focused the next event brings the base back
    #expect(replay.number(4, "constant") == 16)
  }

  @Test func `C2: UIKit's four notifications of one show move a moving field's constant once`()
    throws
  {
    let replay = try ReplayHarness(file: "login-when-covered-four-notifications.json")
    #expect(replay.status == 0)
    // code (700 ... 744) moves with the form: measured at the base every time, 744 + 16 - 508
    // = 252 each time, so 16 + 252 = 268, written by willChangeFrame and kept by the rest.
    for step in 1...4 {
      #expect(replay.number(step, "constant") == 268)
      #expect(replay.value(step, "targetVisible") == .bool(true))
    }
    #expect(replay.number(1, "writes") == 1)
    #expect(replay.number(2, "writes") == 0)
    #expect(replay.number(3, "writes") == 0)
    #expect(replay.number(4, "writes") == 0)
  }

  @Test func `Replay parser: steps that need a scroll view are errors for a constraint host`()
    throws
  {
    var text = String(
      decoding: try ScenarioFile.data("login-iphone.json"), as: UTF8.self)
    text = text.replacingOccurrences(
      of: #"{"focus": "user"}"#, with: #"{"setContentInset": {"bottom": 10}}"#)
    let replay = try ReplayHarness(json: text)
    #expect(replay.status == 2)
    #expect(
      replay.error
        == #"keyboard-demo: step 0: key "setContentInset": not available for a constraint host"#)
  }

  @Test
  func `C1: an item-first constraint in replay goes down by the overlap beyond the safe area`()
    throws
  {
    let json = """
      {"screen": {"width": 390, "height": 844},
       "window": {"frame": [0, 0, 390, 844], "safeArea": {"top": 47, "bottom": 34}},
       "host": {"kind": "constraint", "view": {"frame": [0, 0, 390, 844]}, "constant": -16,
                "safeAreaAware": true, "form": "itemFirst"},
       "steps": [{"keyboard": {"name": "willShow", "endFrame": [0, 508, 390, 336]}},
                 {"keyboard": {"name": "willHide"}}]}
      """
    let replay = try ReplayHarness(json: json)
    #expect(replay.status == 0)
    // -16 - (336 - 34) = -318, then back to -16 exactly.
    #expect(replay.number(0, "constant") == -318)
    #expect(replay.number(1, "constant") == -16)
  }
}
