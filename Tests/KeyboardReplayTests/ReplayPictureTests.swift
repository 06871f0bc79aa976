import Foundation
import KeyboardReplay
import Testing

/// The replay's SVG pictures: a title per step, a legend, labels that do not overlap, the
/// safe area and insets drawn, constraint scenarios drawn.
@MainActor
struct ReplayPictureTests {
  /// Replays `file` with pictures and returns them in step order.
  private func pictures(_ file: String) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-pictures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let replay = try ReplayHarness(file: file, svgDirectory: directory)
    #expect(replay.status == 0)
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map {
      try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
    }
  }

  /// The `(x, y, anchor)` of the text element `text`.
  private func position(of text: String, in picture: String) -> String? {
    let pattern =
      #"<text x="([-0-9.]+)" y="([-0-9.]+)"[^>]*text-anchor="(\w+)">"#
      + NSRegularExpression.escapedPattern(for: text) + "<"
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: picture, range: NSRange(picture.startIndex..., in: picture))
    else { return nil }
    let parts = (1...3).compactMap {
      Range(match.range(at: $0), in: picture).map { String(picture[$0]) }
    }
    return parts.joined(separator: " ")
  }

  @Test func `SVG: each step is titled with its action and has a legend`() throws {
    let steps = try pictures("spec-example.json")
    #expect(steps.count == 3)
    #expect(steps[0].contains(">step 0: focus email<"))
    #expect(steps[1].contains(">step 1: willShow 336 pt<"))
    #expect(steps[2].contains(">step 2: willHide<"))
    #expect(steps[1].contains(">Legend<"))
    for meaning in ["screen", "window", "host (scroll view)", "focused input", "keyboard"] {
      #expect(steps[1].contains(">\(meaning)<"), "\(meaning)")
    }
  }

  @Test func `SVG: screen, window and host labels sit at three different corners`() throws {
    // In the replay format's example the screen, the window and the host have the same frame.
    let picture = try #require(try pictures("spec-example.json").first)
    let screen = try #require(position(of: "screen", in: picture))
    let window = try #require(position(of: "window", in: picture))
    let host = try #require(position(of: "host", in: picture))
    // Above the top-left corner, inside the bottom-left one, inside the top-right one.
    #expect(screen == "0 -6 start")
    #expect(window == "4 838 start")
    #expect(host == "386 14 end")
  }

  @Test func `SVG: the safe area, the app's inset and the engine's addition are drawn`() throws {
    // tab-bar-user-inset.json: a window with an 83 pt bottom safe area (tab bar and home
    // indicator); at step 5 the app's inset is 100 and the engine adds 153 to reach the
    // keyboard's 336 overlap: 83 + 100 + 153.
    let picture = try pictures("tab-bar-user-inset.json")[5]
    #expect(picture.contains(">step 5: didShow 336 pt<"))
    #expect(picture.contains(">outside the window's safe area (bars, home indicator)<"))
    #expect(picture.contains(##"y="761" width="390" height="83" stroke="none" fill="#f2c14e66""##))
    #expect(picture.contains(##"y="661" width="390" height="100" stroke="none" fill="#8e44ad44""##))
    #expect(picture.contains(##"y="508" width="390" height="153" stroke="none" fill="#16a08544""##))
  }

  @Test func `SVG: constraint scenarios are drawn with the pinned item where the constant puts it`()
    throws
  {
    // login-tab-bar.json: the pin keeps the safe area (83) and follows 336: 16 + 336 - 83
    // = 269 above the safe area's bottom, so the 44 pt item spans 844 - 83 - 269 - 44 = 448
    // ... 492.
    let steps = try pictures("login-tab-bar.json")
    let shown = steps[1]
    #expect(shown.contains(">step 1: willShow 336 pt<"))
    #expect(shown.contains(">pinned item (constant 269)<"))
    #expect(shown.contains(##"y="448" width="358" height="44" stroke="#8e44ad""##))
    #expect(shown.contains(">constant 269<"))
  }
}
