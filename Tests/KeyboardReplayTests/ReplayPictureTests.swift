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
    #expect(
      picture.contains(
        ##"y="661" width="390" height="100" stroke="#8e44ad" fill="#8e44ad33" stroke-width="2""##))
    #expect(
      picture.contains(
        ##"y="508" width="390" height="153" stroke="#0e6655" fill="url(#engine-hatch)""##))
  }

  @Test func `SVG: the engine's inset band is drawn over the keyboard, hatched and labelled`()
    throws
  {
    // tab-bar-user-inset.json, step 5: the keyboard covers 844 - 508 = 336; the engine adds
    // 336 - 83 - 100 = 153, the band from 508 to 661, right at the keyboard's top. Its label
    // sits inside its top-right corner: x 390 - 4 = 386, y 508 + 14 = 522; the app's band
    // (661 ... 761) is labelled at 661 + 14 = 675.
    let picture = try pictures("tab-bar-user-inset.json")[5]
    let keyboard = try #require(
      picture.range(of: ##"<rect x="0" y="508" width="390" height="336" stroke="#444""##))
    let band = try #require(
      picture.range(
        of: ##"<rect x="0" y="508" width="390" height="153" stroke="#0e6655" "##
          + ##"fill="url(#engine-hatch)" stroke-width="2"/>"##))
    #expect(keyboard.lowerBound < band.lowerBound)
    #expect(picture.contains(##"<pattern id="engine-hatch""##))
    #expect(position(of: "engine adds 153", in: picture) == "386 522 end")
    #expect(position(of: "app's inset 100", in: picture) == "386 675 end")
  }

  @Test func `SVG: labels sit on a white halo over every shape, the keyboard included`() throws {
    // tab-bar-user-inset.json, step 5: the window's label (inside its bottom-left corner,
    // 844 - 6 = 838) lies in the tab bar's strip, under the keyboard (508 ... 844).
    let picture = try pictures("tab-bar-user-inset.json")[5]
    let keyboard = try #require(
      picture.range(of: ##"<rect x="0" y="508" width="390" height="336" stroke="#444""##))
    let halo = try #require(
      picture.range(
        of: ##"<text x="4" y="838" fill="none" stroke="#ffffff" stroke-width="5" "##
          + ##"stroke-linejoin="round" text-anchor="start">window</text>"##))
    let label = try #require(
      picture.range(of: ##"<text x="4" y="838" fill="#2851a3" text-anchor="start">window<"##))
    #expect(keyboard.lowerBound < halo.lowerBound)
    #expect(halo.lowerBound < label.lowerBound)
    #expect(!picture.contains(##"fill="#fff""##))
  }

  @Test func `SVG: the bottom safe area is named, a tab bar when taller than a home indicator`()
    throws
  {
    // tab-bar-user-inset.json: 83 pt at the bottom (a tab bar over the home indicator),
    // labelled inside the strip's bottom-right corner: 390 - 4 = 386, 844 - 6 = 838.
    let tabBar = try pictures("tab-bar-user-inset.json")[5]
    #expect(position(of: "tab bar (bottom safe area 83)", in: tabBar) == "386 838 end")
    #expect(tabBar.contains(##"<rect x="0" y="761" width="390" height="83" stroke="#b8860b""##))
    // spec-example.json: 34 pt, the home indicator alone.
    let picture = try pictures("spec-example.json")[1]
    #expect(position(of: "home indicator (bottom safe area 34)", in: picture) == "386 838 end")
    #expect(!picture.contains("tab bar"))
  }

  @Test func `SVG: a keyboard event after which the engine wrote nothing is marked no change`()
    throws
  {
    // tab-bar-user-inset.json: step 1 writes 3; steps 2 and 3 repeat its willShow and write
    // nothing; step 0 (a focus) writes nothing too, but is no keyboard event.
    let steps = try pictures("tab-bar-user-inset.json")
    let note = ">no change: the engine wrote nothing<"
    #expect(steps[2].contains(note))
    #expect(steps[3].contains(note))
    #expect(!steps[0].contains(note))
    #expect(!steps[1].contains(note))
    #expect(!steps[5].contains(note))
    // The note sits under the title, in bold: x 390 + 30 = 420, y 24.
    #expect(
      steps[2].contains(
        ##"<text x="420" y="24" fill="#b03a2e" font-weight="bold">no change: "##))
    // sign-up-form.json: the didShow after the willShow of the same frame changes nothing.
    let signUp = try pictures("sign-up-form.json")
    #expect(signUp[2].contains(">step 2: didShow 336 pt<"))
    #expect(signUp[2].contains(note))
  }

  @Test func `SVG: a large screen's picture scales text and lines to stay legible 800 px wide`()
    throws
  {
    // ipad-form-sheet.json, 1024 x 1366: 1024 / 400 = 2.56, rounded up to quarters: 2.75,
    // so text is 12 x 2.75 = 33 and the panel 440 x 2.75 = 1210 wide: 1024 + 1210 = 2234.
    // Step 1: the sheet's bottom 200 + 980 = 1180, the keyboard's top 968: the engine's
    // band 968 ... 1180 across the sheet (162, 700 wide), its outline 2 x 2.75 = 5.5 wide.
    let picture = try pictures("ipad-form-sheet.json")[1]
    #expect(picture.contains(##"width="2234""##))
    #expect(picture.contains(##"font-size="33">"##))
    #expect(
      picture.contains(
        ##"<rect x="162" y="968" width="700" height="212" stroke="#0e6655" "##
          + ##"fill="url(#engine-hatch)" stroke-width="5.5"/>"##))
  }

  @Test func `SVG: the sign-up form's city field is scrolled above the keyboard's top`() throws {
    // sign-up-form.json (the sample's sign-up screen on an iPhone 15, 393 x 852), step 5:
    // city is field 8, at 140 + 8 x 76 = 748; its target 732 ... 808 (16 margin) meets the
    // keyboard's top 852 - 336 = 516 at offset 808 - 516 = 292, so city is drawn at
    // 748 - 292 = 456. The engine adds 336 - 34 = 302: the band from 516 to 818.
    let picture = try pictures("sign-up-form.json")[5]
    #expect(picture.contains(">step 5: focus city<"))
    #expect(picture.contains(##"<rect x="16" y="456" width="361" height="44" stroke="#e67e22""##))
    #expect(
      picture.contains(##"<rect x="0" y="516" width="393" height="302" stroke="#0e6655""##))
    #expect(position(of: "engine adds 302", in: picture) == "389 530 end")
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

  @Test func `SVG: a keyboard dragged off the screen has no label below the screen`() throws {
    // chat-drag.json: step 3 drags the keyboard's top to 600, step 4 to 844, the screen's
    // bottom edge, where nothing of the keyboard is on screen.
    let steps = try pictures("chat-drag.json")
    // At 600 the label sits inside the keyboard's top-left corner: x 0 + 4, y 600 + 14.
    #expect(position(of: "keyboard, dragged", in: steps[3]) == "4 614 start")
    // At 844 a label at 844 + 14 = 858 would fall below the 844 pt screen: none is drawn,
    // the title and the legend say what happened.
    #expect(position(of: "keyboard, dragged", in: steps[4]) == nil)
    #expect(steps[4].contains(">step 4: keyboard dragged to 844<"))
    #expect(steps[4].contains(">keyboard dragged (a sample, no notification)<"))
  }

  @Test func `SVG: the number panel says what each number means`() throws {
    // spec-example.json, step 1: 844 - 508 = 336 covered, 336 - 34 = 302 added to the
    // bottom inset, 3 writes (inset, indicator insets, offset), the keyboard's 0.25 s, curve 7.
    let picture = try pictures("spec-example.json")[1]
    for line in [
      "contentInset (0.0, 0.0, 302.0, 0.0): top, left, bottom, right",
      "adjustedContentInset (47.0, 0.0, 336.0, 0.0): + safe area",
      "overlap 336: points of the host the keyboard covers",
      "target [16, 684, 358, 76]: input plus margin",
      "writes 3: properties the engine set in this step",
      "animation 0.25 s, curve 7: the keyboard's own",
    ] {
      #expect(picture.contains(">\(line)<"), "\(line)")
    }
  }
}
