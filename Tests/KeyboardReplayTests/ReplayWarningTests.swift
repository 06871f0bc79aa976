import Foundation
import KeyboardReplay
import Testing

/// The replay's warnings: valid steps whose keyboard notification the engine ignores.
@MainActor
struct ReplayWarningTests {
  @Test func `Replay warnings: a willShow without endFrame warns, naming the step`() throws {
    let replay = try ReplayHarness(
      json: scenario(steps: #"{"focus": "email"}, {"keyboard": {"name": "willShow"}}"#))
    // Still a valid scenario: status 0, both lines printed, no error.
    #expect(replay.status == 0)
    #expect(replay.lines.count == 2)
    #expect(replay.error.isEmpty)
    // Rule K3 ignores the show whole: nothing covered, nothing written.
    #expect(replay.number(1, "overlap") == 0)
    #expect(replay.number(1, "writes") == 0)
    #expect(
      replay.warnings == [
        #"keyboard-demo: step 1: warning: key "keyboard": the engine ignores this willShow (rule K3): it has no end frame ("endFrame", or UIKeyboardFrameEndUserInfoKey in a raw userInfo); nothing is written"#
      ])
  }

  @Test
  func `Replay warnings: each malformed userInfo rule K3 ignores warns, the output unchanged`()
    throws
  {
    let replay = try ReplayHarness(file: "malformed-userinfo.json")
    #expect(replay.status == 0)
    // 12 steps, 12 lines: the warnings go to standard error only.
    #expect(replay.lines.count == 12)
    let prefix = "keyboard-demo: step "
    let ignores = #": warning: key "keyboard": the engine ignores this willChangeFrame (rule K3): "#
    let badFrame = "its end frame is not a rect of finite numbers with a width and height >= 0"
    // Step 2 has no userInfo, step 3 no end frame, steps 4 to 9 an end frame that is a string,
    // a number, an array, an NSValue with NaN, a rect with an infinite width, a negative
    // height. Step 10's frame is good (its bad duration, curve and isLocal fall back to
    // defaults, which K3 allows); step 11 is a hide, which needs no userInfo.
    #expect(
      replay.warnings == [
        prefix + "2" + ignores + "it has no userInfo; nothing is written",
        prefix + "3" + ignores
          + #"it has no end frame ("endFrame", or UIKeyboardFrameEndUserInfoKey in a raw userInfo); nothing is written"#,
      ] + (4...9).map { prefix + "\($0)" + ignores + badFrame + "; nothing is written" })
  }

  @Test func `Replay warnings: a well-formed scenario gives no warning`() throws {
    let replay = try ReplayHarness(file: "spec-example.json")
    #expect(replay.status == 0)
    #expect(replay.warnings.isEmpty)
  }

  @Test func `Replay warnings: keys a constraint host accepts but never reads warn, before step 0`()
    throws
  {
    let replay = try ReplayHarness(
      json: #"""
        {"screen": {"width": 390, "height": 844},
         "window": {"frame": [0, 0, 390, 844], "safeArea": {"top": 47, "bottom": 34}},
         "host": {"kind": "constraint", "view": {"frame": [0, 0, 390, 844]}, "constant": 0,
                  "contentInset": {"bottom": 20},
                  "inputs": [{"id": "email", "frame": [16, 300, 358, 44]}]},
         "settings": {"margin": 8, "showsToolbar": true},
         "steps": [{"focus": "email"}]}
        """#)
    // Valid as before: status 0, its one line, no error.
    #expect(replay.status == 0)
    #expect(replay.lines.count == 1)
    #expect(replay.error.isEmpty)
    #expect(
      replay.warnings == [
        #"keyboard-demo: scenario: warning: key "host.contentInset": ignored, a "constraint" host has no scroll view to inset"#,
        #"keyboard-demo: scenario: warning: key "settings.showsToolbar": ignored, the bar serves scroll views (rule T1)"#,
      ])
  }

  @Test func `Replay warnings: the scenarios of the tests warn of nothing they do not mean`() throws
  {
    // The constraint scenarios give only keys a constraint host reads.
    for file in ["login-iphone.json", "login-tab-bar.json", "login-form-sheet.json"] {
      let replay = try ReplayHarness(file: file)
      #expect(replay.status == 0, "\(file)")
      #expect(replay.warnings.isEmpty, "\(file): \(replay.warnings)")
    }
  }
}
