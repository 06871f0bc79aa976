import Foundation
import KeyboardReplay
import Testing

/// Rules F2 and F8 replayed: a scrolling notes text view inside a form.
///
/// The form fills a 390 x 844 window without safe area, 1200 pt of content, `never`
/// adjustment; the notes view at 600 ... 800 of it (358 wide, 35 columns), twenty lines of
/// 20 pt, its caret at the end, (40, 388) 2 x 20 in its text, whose content is 416 tall; a
/// 336 pt keyboard, top at 508.
@MainActor
struct ReplayNestedHostTests {
  /// A record of `innerHosts`: id, bottom inset, offset's y, writes.
  private func inner(_ replay: ReplayHarness, _ step: Int) -> [String]? {
    guard case .array(let items)? = replay.value(step, "innerHosts") else { return nil }
    return items.map { item in
      guard case .object(let fields) = item, case .string(let id)? = fields["id"],
        case .object(let inset)? = fields["contentInset"],
        case .number(let bottom)? = inset["bottom"],
        case .array(let offset)? = fields["contentOffset"], offset.count == 2,
        case .number(let y) = offset[1], case .number(let writes)? = fields["writes"]
      else { return "malformed" }
      return "\(id) \(Int(bottom)) \(Int(y)) \(Int(writes))"
    }
  }

  @Test func `F2: a replayed form reveals a scrolling text view's caret clamped into it`() throws {
    let replay = try ReplayHarness(file: "notes-in-form.json")
    #expect(replay.status == 0)
    // The caret at 600 + 388 = 988 in the form, below the notes view's 600 ... 800: the
    // target is the strip at its bottom edge, 800, grown 784 ... 816.
    #expect(replay.numbers(0, "caret") == [56, 988, 2, 20])
    #expect(replay.numbers(0, "target") == [56, 784, 2, 32])
    #expect(replay.value(0, "innerHosts") == .null)
    // 816 - 508 = 308 (the caret itself would give 1008 + 16 - 508 = 516), in one animation.
    #expect(replay.numbers(1, "contentOffset") == [0, 308])
    #expect(replay.bottom(1, "contentInset") == 336)
    #expect(replay.number(1, "writes") == 3)
    #expect(replay.value(1, "targetVisible") == .bool(true))
    for step in 2...4 {
      #expect(replay.number(step, "writes") == 0)
    }
    // The hide takes the 336 back; 308 is valid without it (1200 - 844 = 356).
    #expect(replay.bottom(5, "contentInset") == 0)
    #expect(replay.numbers(5, "contentOffset") == [0, 308])
    #expect(replay.number(5, "writes") == 2)
  }

  @Test func `F8: a replayed notes host inside its form never takes an inset back`() throws {
    let replay = try ReplayHarness(file: "nested-notes-host.json")
    #expect(replay.status == 0)
    #expect(inner(replay, 0) == ["notes 0 0 0"])
    // willChangeFrame: the form first, to 308 as above; the notes view, measured at
    // 600 - 308 = 292 ... 492, is not covered: no inset; it scrolls its caret in,
    // 372 ... 416 (its content's end), 416 - 200 = 216: one write.
    #expect(replay.numbers(1, "contentOffset") == [0, 308])
    #expect(replay.number(1, "writes") == 3)
    #expect(inner(replay, 1) == ["notes 0 216 1"])
    // The form's target follows the caret, 600 + 388 - 216 = 772, grown 756 ... 808: inside.
    #expect(replay.numbers(1, "caret") == [56, 772, 2, 20])
    #expect(replay.numbers(1, "target") == [56, 756, 2, 52])
    // willShow, didChangeFrame, didShow: nothing to write on either.
    for step in 2...4 {
      #expect(replay.number(step, "writes") == 0)
      #expect(inner(replay, step) == ["notes 0 216 0"])
    }
    // Hide: the form's 336 comes back off; the notes view had none.
    #expect(replay.bottom(5, "contentInset") == 0)
    #expect(replay.number(5, "writes") == 2)
    for step in 5...8 {
      #expect(inner(replay, step) == ["notes 0 216 0"])
    }
  }

  @Test func `Replay parser: scrolls and isHost are a text view's, and scrolls excludes growing`()
    throws
  {
    let onField = try ReplayHarness(
      json: scenario(steps: "", host: "").replacingOccurrences(
        of: #""frame": [16, 700, 358, 44]}"#, with: #""frame": [16, 700, 358, 44], "isHost": true}"#
      ))
    #expect(onField.status == 2)
    #expect(
      onField.error
        == #"keyboard-demo: scenario: key "host.inputs[0].isHost": only a "textView" input has it"#)
    let both = try ReplayHarness(
      json: scenario(steps: "", host: "").replacingOccurrences(
        of: #""frame": [16, 700, 358, 44]}"#,
        with:
          #""frame": [16, 700, 358, 44], "kind": "textView", "scrolls": true, "growing": false}"#))
    #expect(both.status == 2)
    #expect(
      both.error
        == #"keyboard-demo: scenario: key "host.inputs[0].scrolls": give "scrolls" or "growing", not both"#
    )
  }
}
