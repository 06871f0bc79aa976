import Foundation
import KeyboardReplay
import Testing

@MainActor
struct ReplayErrorTests {
  @Test
  func
    `Replay parser: an unknown step key is an error naming the step and key, after earlier output`()
    throws
  {
    let replay = try ReplayHarness(
      json: scenario(steps: #"{"focus": "email"}, {"press": "email"}"#))
    #expect(replay.status == 2)
    #expect(replay.lines.count == 1)
    // "press" is near no action: the message lists them all, sorted.
    #expect(
      replay.error.hasPrefix(
        #"keyboard-demo: step 1: key "press": unknown key; the keys here are "addToWindow", "blur", "#
      ))
    #expect(replay.error.contains(#""focus", "#))
    #expect(replay.error.hasSuffix(#""tap", "touch", "type""#))
  }

  @Test func `Replay parser: an unknown input id is an error listing the ids there are`() throws {
    let replay = try ReplayHarness(json: scenario(steps: #"{"focus": "nobody"}"#))
    #expect(replay.status == 2)
    #expect(replay.lines.isEmpty)
    #expect(
      replay.error
        == #"keyboard-demo: step 0: key "focus": unknown input id "nobody"; the ids are "email""#)
  }

  @Test func `Replay parser: a wrong type is an error naming the nested key`() throws {
    let replay = try ReplayHarness(
      json: scenario(steps: #"{"keyboard": {"name": "willShow", "endFrame": "0 508 390 336"}}"#))
    #expect(replay.status == 2)
    #expect(
      replay.error
        == #"keyboard-demo: step 0: key "keyboard.endFrame": expected 4 numbers [x, y, width, height], got a string"#
    )
  }

  @Test func `Replay parser: an unknown keyboard name and mixed raw userInfo are errors`() throws {
    let unknown = try ReplayHarness(json: scenario(steps: #"{"keyboard": {"name": "willWobble"}}"#))
    #expect(unknown.status == 2)
    #expect(
      unknown.error.hasPrefix(#"keyboard-demo: step 0: key "keyboard.name": expected one of"#))
    let mixed = try ReplayHarness(
      json: scenario(steps: #"{"keyboard": {"name": "willShow", "duration": 1, "userInfo": null}}"#)
    )
    #expect(mixed.status == 2)
    #expect(
      mixed.error
        == #"keyboard-demo: step 0: key "keyboard.duration": cannot be combined with a raw userInfo"#
    )
  }

  @Test func `Replay parser: header errors name the key and print no step`() throws {
    let badKey = try ReplayHarness(json: scenario(steps: "", host: #""colour": "red","#))
    #expect(badKey.status == 2)
    #expect(badKey.error.hasPrefix(#"keyboard-demo: scenario: key "host.colour": unknown key; "#))
    let table = try ReplayHarness(json: scenario(steps: "", host: #""kind": "map","#))
    #expect(table.status == 2)
    #expect(table.error.contains(#"key "host.kind""#))
    let broken = try ReplayHarness(json: #"{"screen": {"width": 390"#)
    #expect(broken.status == 2)
    #expect(broken.error == "keyboard-demo: scenario: not valid JSON")
  }

  @Test func `Replay parser: a step with two actions is an error`() throws {
    let replay = try ReplayHarness(json: scenario(steps: #"{"focus": "email", "blur": true}"#))
    #expect(replay.status == 2)
    #expect(replay.error.hasPrefix("keyboard-demo: step 0: expected exactly one action"))
  }

  @Test func `Replay parser: an unknown returnKeyType is an error naming the input's key`() throws {
    let host = #""inputs": [{"id": "a", "frame": [0, 0, 10, 10], "returnKeyType": "submit"}],"#
    let replay = try ReplayHarness(
      json: #"""
        {"screen": {"width": 390, "height": 844}, "window": {"frame": [0, 0, 390, 844]},
         "host": {"frame": [0, 0, 390, 844], "contentSize": [390, 900], \#(host)
                  "insetAdjustment": "never"},
         "steps": [{"focus": "a"}]}
        """#)
    #expect(replay.status == 2)
    #expect(replay.lines.isEmpty)
    #expect(
      replay.error
        == #"keyboard-demo: scenario: key "host.inputs[0].returnKeyType": expected default, next, continue, done, send, go, search, join, route, google, yahoo or emergencyCall, got "submit""#
    )
    let row = try ReplayHarness(
      json: #"""
        {"screen": {"width": 390, "height": 844}, "window": {"frame": [0, 0, 390, 844]},
         "host": {"kind": "table", "frame": [0, 0, 390, 844], "sections": [{"rows": [
           {"height": 44, "input": {"id": "a", "frame": [0, 0, 10, 10], "returnKeyType": 7}}]}]},
         "steps": []}
        """#)
    #expect(row.status == 2)
    #expect(
      row.error
        == #"keyboard-demo: scenario: key "host.sections[0].rows[0].input.returnKeyType": expected a string, got a number"#
    )
  }

  @Test func `Replay parser: a misspelt step key suggests the nearest action`() throws {
    let replay = try ReplayHarness(json: scenario(steps: #"{"fcous": "email"}"#))
    #expect(replay.status == 2)
    #expect(
      replay.error == #"keyboard-demo: step 0: key "fcous": unknown key; did you mean "focus"?"#)
  }

  @Test func `Replay parser: a misspelt input key suggests the nearest key of an input`() throws {
    let replay = try ReplayHarness(
      json: #"""
        {"screen": {"width": 390, "height": 844}, "window": {"frame": [0, 0, 390, 844]},
         "host": {"frame": [0, 0, 390, 844], "contentSize": [390, 900],
                  "inputs": [{"id": "a", "frame": [0, 0, 10, 10], "retrunKeyType": "next"}]},
         "steps": []}
        """#)
    #expect(replay.status == 2)
    #expect(
      replay.error
        == #"keyboard-demo: scenario: key "host.inputs[0].retrunKeyType": unknown key; did you mean "returnKeyType"?"#
    )
  }

  @Test func `Replay parser: a misspelt key suggests only among the keys of its own level`() throws
  {
    // "frame" is a key of the host and of an input, not of the settings: no suggestion there.
    let settings = try ReplayHarness(
      json: #"""
        {"screen": {"width": 390, "height": 844}, "window": {"frame": [0, 0, 390, 844]},
         "host": {"frame": [0, 0, 390, 844], "contentSize": [390, 900]},
         "settings": {"margn": 8}, "steps": []}
        """#)
    #expect(
      settings.error
        == #"keyboard-demo: scenario: key "settings.margn": unknown key; did you mean "margin"?"#)
    let keyboard = try ReplayHarness(
      json: scenario(steps: #"{"keyboard": {"name": "willShow", "endFrmae": [0, 508, 390, 336]}}"#))
    #expect(
      keyboard.error
        == #"keyboard-demo: step 0: key "keyboard.endFrmae": unknown key; did you mean "endFrame"?"#
    )
  }

  @Test func `Replay parser: a frame of three numbers names the four it expects`() throws {
    let replay = try ReplayHarness(
      json: scenario(steps: #"{"keyboard": {"name": "willShow", "endFrame": [0, 508, 390]}}"#))
    #expect(replay.status == 2)
    #expect(
      replay.error
        == #"keyboard-demo: step 0: key "keyboard.endFrame": expected 4 numbers [x, y, width, height], got 3"#
    )
  }

  @Test func `Replay parser: a point with a string in it names the index at fault`() throws {
    let replay = try ReplayHarness(json: scenario(steps: #"{"scroll": [0, "top"]}"#))
    #expect(replay.status == 2)
    #expect(
      replay.error
        == #"keyboard-demo: step 0: key "scroll": expected 2 numbers [x, y], got a string at index 1"#
    )
  }

  @Test func `Replay parser: a misspelt keyboard name suggests the nearest one`() throws {
    let replay = try ReplayHarness(
      json: scenario(steps: #"{"keyboard": {"name": "willShwo", "endFrame": [0, 508, 390, 336]}}"#))
    #expect(replay.status == 2)
    #expect(
      replay.error
        == #"keyboard-demo: step 0: key "keyboard.name": expected one of didChangeFrame, didHide, didShow, willChangeFrame, willHide, willShow; did you mean "willShow"?"#
    )
  }
}
