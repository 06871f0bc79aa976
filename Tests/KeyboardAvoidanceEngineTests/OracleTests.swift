import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// The random test's oracle on situations worked out by hand from the rules, so that it
/// is known to bite before it judges the engine: docking (K4), overlap through a window away
/// from the screen's origin (K5), the target and its clipping (F2), the band's edge at
/// rule A2's tolerance and the minimal scroll (F3).
@MainActor
struct OracleTests {
  private let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

  // MARK: - K3, K4

  @Test func `Oracle: K4 a frame reaching the bottom edge is docked, within 1 pt`() {
    // 508 + 336 = 844: at the edge; 500 + 343 = 843: 1 pt above, the tolerance.
    #expect(
      OracleKeyboard.isDocked(
        frame: CGRect(x: 0, y: 508, width: 390, height: 336), screenBounds: phone))
    #expect(
      OracleKeyboard.isDocked(
        frame: CGRect(x: 0, y: 500, width: 390, height: 343), screenBounds: phone))
    // 500 + 342.5 = 842.5: 1.5 pt above the edge, an undocked keyboard.
    #expect(
      !OracleKeyboard.isDocked(
        frame: CGRect(x: 0, y: 500, width: 390, height: 342.5), screenBounds: phone))
    // A floating keyboard ends at 422 + 250 = 672.
    #expect(
      !OracleKeyboard.isDocked(
        frame: CGRect(x: 100, y: 422, width: 320, height: 250), screenBounds: phone))
    // Below the screen (top 844 is not above 844), and an empty frame.
    #expect(
      !OracleKeyboard.isDocked(
        frame: CGRect(x: 0, y: 844, width: 390, height: 336), screenBounds: phone))
    #expect(
      !OracleKeyboard.isDocked(
        frame: CGRect(x: 0, y: 844, width: 0, height: 0), screenBounds: phone))
  }

  @Test func `Oracle: K4 K5 a shortcut bar covers its visible 55 pt only`() {
    var keyboard = OracleKeyboard()
    // 789 + 313 = 1102, below the edge: docked; 844 - max(789, 0) = 55.
    keyboard.receive(
      .willShow, endFrame: CGRect(x: 0, y: 789, width: 390, height: 313), isLocal: true,
      object: .hostScreen)
    #expect(keyboard.overlap(hostFrame: phone, screenBounds: phone) == 55)
  }

  @Test func `Oracle: K4 a hide, another screen and a nil object`() {
    let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
    var keyboard = OracleKeyboard()
    #expect(!keyboard.isDocked(screenBounds: phone))
    keyboard.receive(.willShow, endFrame: shown, isLocal: true, object: .otherScreen)
    #expect(!keyboard.isDocked(screenBounds: phone))
    // A frame change with no object stays on the last show's screen: the other one.
    keyboard.receive(.willChangeFrame, endFrame: shown, isLocal: true, object: .none)
    #expect(!keyboard.isDocked(screenBounds: phone))
    keyboard.receive(.didShow, endFrame: shown, isLocal: true, object: .hostScreen)
    keyboard.receive(.didChangeFrame, endFrame: shown, isLocal: true, object: .none)
    #expect(keyboard.isDocked(screenBounds: phone))
    // A hide covers nothing whatever frame it carries.
    keyboard.receive(.willHide, endFrame: shown, isLocal: true, object: .hostScreen)
    #expect(!keyboard.isDocked(screenBounds: phone))
  }

  @Test func `Oracle: K3 a show without a good frame is ignored whole, a hide is not`() {
    let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
    var keyboard = OracleKeyboard()
    keyboard.receive(.willShow, endFrame: shown, isLocal: true, object: .hostScreen)
    let nan = CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)
    let negative = CGRect(x: 0, y: 508, width: 390, height: -336)
    let ignored = [
      keyboard.receive(.willShow, endFrame: nan, isLocal: false, object: .hostScreen),
      keyboard.receive(.willChangeFrame, endFrame: nil, isLocal: true, object: .hostScreen),
      keyboard.receive(.didShow, endFrame: negative, isLocal: true, object: .hostScreen),
    ]
    #expect(ignored == [false, false, false])
    #expect(keyboard.isDocked(screenBounds: phone) && keyboard.isLocal)
    let hidden = keyboard.receive(.didHide, endFrame: nil, isLocal: true, object: .hostScreen)
    #expect(hidden && !keyboard.isDocked(screenBounds: phone))
  }

  // MARK: - K5

  @Test func `Oracle: K5 the overlap goes through a scrolled container and a moved window`() {
    let screen = HeadlessScreen(size: CGSize(width: 1024, height: 1366))
    let window = HeadlessWindow(
      screen: screen, frame: CGRect(x: 100, y: 500, width: 600, height: 866))
    let container = HeadlessScrollView(
      frame: CGRect(x: 0, y: 100, width: 600, height: 700),
      contentSize: CGSize(width: 600, height: 2000))
    window.addSubview(container)
    container.contentOffset = CGPoint(x: 0, y: 30)
    let host = HeadlessScrollView(frame: CGRect(x: 20, y: 50, width: 560, height: 500))
    container.addSubview(host)
    // In the window: (20, 50 - 30 + 100) = (20, 120); on screen (120, 620), bottom 1120.
    let frame = OracleConversion.frameInScreen(of: host)
    #expect(frame == CGRect(x: 120, y: 620, width: 560, height: 500))
    var keyboard = OracleKeyboard()
    keyboard.receive(
      .willShow, endFrame: CGRect(x: 0, y: 968, width: 1024, height: 398), isLocal: true,
      object: .hostScreen)
    // 1120 - max(968, 620) = 152; without the window's origin the host would end at 620,
    // above the keyboard (0), and without the container's offset at 1150 (182).
    #expect(frame.map { keyboard.overlap(hostFrame: $0, screenBounds: screen.bounds) } == 152)
  }

  @Test func `Oracle: K5 frames that only touch horizontally do not overlap`() {
    let host = CGRect(x: 120, y: 620, width: 560, height: 500)
    // The keyboard's right edge at 120 touches the host's left edge.
    #expect(
      OracleOverlap.height(keyboard: CGRect(x: 0, y: 968, width: 120, height: 398), host: host) == 0
    )
    // A keyboard whose top is above the host's covers all of it: 1120 - 620.
    #expect(
      OracleOverlap.height(keyboard: CGRect(x: 0, y: 300, width: 1024, height: 1066), host: host)
        == 500)
  }

  @Test func `Oracle: D1 a dragged keyboard reaches the screen's bottom, and not past it`() {
    let landscape = CGRect(x: 0, y: 0, width: 1366, height: 1024)
    // A sample at 700: a keyboard 1024 - 700 = 324 tall, docked.
    let dragged = OracleOverlap.draggedKeyboard(top: 700, screenBounds: landscape)
    #expect(dragged == CGRect(x: 0, y: 700, width: 1366, height: 324))
    #expect(OracleKeyboard.isDocked(frame: dragged, screenBounds: landscape))
    // A sample at 1119, below the screen: no height, so it covers nothing, not even a host
    // 1366 tall that K5's formula alone would find covered by 1366 - 1119 = 247.
    let gone = OracleOverlap.draggedKeyboard(top: 1119, screenBounds: landscape)
    #expect(gone.size.height == 0 && !OracleKeyboard.isDocked(frame: gone, screenBounds: landscape))
  }

  // MARK: - F2

  @Test func `Oracle: F2 the margin stops at the content's edges`() {
    // A field at the end of a 1000 pt form: 980 + 20 + 16 = 1016 is cut to 1000.
    #expect(
      OracleTarget.grown(
        CGRect(x: 16, y: 980, width: 200, height: 20), margin: 16, contentHeight: 1000)
        == CGRect(x: 16, y: 964, width: 200, height: 36))
    // A field 4 pt from the top: 4 - 16 = -12 is cut to 0.
    #expect(
      OracleTarget.grown(
        CGRect(x: 16, y: 4, width: 200, height: 30), margin: 16, contentHeight: 1000)
        == CGRect(x: 16, y: 0, width: 200, height: 50))
    // A caret above the content keeps its own top, min(-10, 0), and its bottom gets the
    // margin: -10 + 20 + 16 = 26, so 36 tall.
    #expect(
      OracleTarget.grown(
        CGRect(x: 0, y: -10, width: 2, height: 20), margin: 16, contentHeight: 1000)
        == CGRect(x: 0, y: -10, width: 2, height: 36))
  }

  @Test func `Oracle: F2 a cell's union only when it fits the visible height`() {
    let field = CGRect(x: 120, y: 446, width: 200, height: 32)
    let cell = CGRect(x: 0, y: 440, width: 390, height: 44)
    let focus = OracleTarget.Focus.inCell(input: field, cell: cell)
    #expect(OracleTarget.rect(for: focus, visibleHeight: 44) == cell)
    #expect(OracleTarget.rect(for: focus, visibleHeight: 43) == field)
    // With the margin: 440 - 16 = 424 to 484 + 16 = 500.
    #expect(
      OracleTarget.target(for: focus, visibleHeight: 461, margin: 16, contentHeight: 2000)
        == CGRect(x: 0, y: 424, width: 390, height: 76))
  }

  @Test func `Oracle: F2 a table field's focus is its rect and its cell's, in the content`() throws
  {
    let rows = (0..<30).map { row in
      RowSpec(
        height: 44,
        input: row == 10
          ? .init(id: "row10", frame: CGRect(x: 120, y: 6, width: 200, height: 32)) : nil)
    }
    let table = HeadlessTableView(frame: phone, sections: [SectionSpec(rows: rows)])
    let field = try #require(table.cellForRow(at: RowPath(section: 0, row: 10))?.textField)
    // Row 10 starts at 10 x 44 = 440; the field 6 pt into it.
    #expect(
      OracleFocus.focus(of: field, in: table)
        == .inCell(
          input: CGRect(x: 120, y: 446, width: 200, height: 32),
          cell: CGRect(x: 0, y: 440, width: 390, height: 44)))
  }

  @Test func `Oracle: F2 a scrolled text view's caret is converted and clamped to its bounds`() {
    let host = HeadlessScrollView(frame: phone, contentSize: CGSize(width: 390, height: 2000))
    let textView = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 300, width: 200, height: 36), text: "ab\ncd")
    host.addSubview(textView)
    textView.contentOffset = CGPoint(x: 0, y: 10)
    // The caret after "cd": line 1, column 2: (0 + 2 x 10, 8 + 1 x 20) = (20, 28), 2 x 20,
    // in the host (16 + 20, 300 + 28 - 10) = (36, 318), to 338; the text view ends at 336.
    #expect(
      OracleFocus.focus(of: textView, in: host)
        == .caret(CGRect(x: 36, y: 318, width: 2, height: 18), selection: nil))
    // Wholly below the bounds: the empty strip at the bottom edge.
    #expect(
      OracleTarget.clamp(
        CGRect(x: 36, y: 340, width: 2, height: 20),
        into: CGRect(x: 16, y: 300, width: 200, height: 36))
        == CGRect(x: 36, y: 336, width: 2, height: 0))
  }

  // MARK: - F3

  /// A phone's host: 844 tall, 2000 of content, 47 of top safe area, a 336 pt keyboard.
  ///
  /// Band at offset y: [y + 47, y + 508], 461 tall; offsets [-47, 2000 + 336 - 844 = 1492].
  private let scroll = OracleScroll(
    boundsHeight: 844, contentHeight: 2000, adjustedTop: 47, adjustedBottom: 336)

  @Test func `Oracle: F3 the band's edges hold within 0.001 pt and no further`() {
    #expect(scroll.bandHeight == 461 && scroll.lowestOffset == -47 && scroll.highestOffset == 1492)
    // At offset 100 the band is [147, 608].
    #expect(scroll.shows(CGRect(x: 16, y: 147, width: 200, height: 461), at: 100))
    #expect(scroll.shows(CGRect(x: 16, y: 500, width: 200, height: 108.0009), at: 100))
    #expect(!scroll.shows(CGRect(x: 16, y: 500, width: 200, height: 108.0011), at: 100))
    #expect(scroll.shows(CGRect(x: 16, y: 146.9991, width: 200, height: 50), at: 100))
    #expect(!scroll.shows(CGRect(x: 16, y: 146.9989, width: 200, height: 50), at: 100))
    #expect(scroll.isValid(1492.0009) && !scroll.isValid(1492.0011) && !scroll.isValid(-47.0011))
  }

  @Test func `Oracle: F3 a reveal that scrolls further than needed is caught`() {
    // A field at 700, 44 tall, with its margin: [684, 760]. From rest (-47) the band ends
    // at 461: down just enough puts its bottom at 760, offset 760 - 508 = 252.
    let target = CGRect(x: 16, y: 684, width: 200, height: 76)
    #expect(scroll.revealViolation(of: target, from: -47, to: 252) == nil)
    #expect(scroll.revealViolation(of: target, from: -47, to: 253) != nil)
    #expect(scroll.revealViolation(of: target, from: -47, to: 251) != nil)
    // Already inside at 300 ([347, 808]): no move at all.
    #expect(scroll.revealViolation(of: target, from: 300, to: 300) == nil)
    #expect(scroll.revealViolation(of: target, from: 300, to: 299) != nil)
    // From 800 ([847, 1308]) up just enough: its top at the band's top, 684 - 47 = 637.
    #expect(scroll.revealViolation(of: target, from: 800, to: 637) == nil)
    #expect(scroll.revealViolation(of: target, from: 800, to: 600) != nil)
  }

  @Test func `Oracle: F3 a taller target's top goes to the band's top, within the clamp`() {
    // 500 > 461: its top 684 at the band's top, offset 637, from anywhere.
    let tall = CGRect(x: 16, y: 684, width: 200, height: 500)
    #expect(scroll.revealViolation(of: tall, from: 1000, to: 637) == nil)
    #expect(scroll.revealViolation(of: tall, from: 1000, to: 723) != nil)
    // Past the content's end nothing shows it: the largest offset, 1492.
    let beyond = CGRect(x: 16, y: 2100, width: 200, height: 50)
    #expect(scroll.revealViolation(of: beyond, from: -47, to: 1492) == nil)
    #expect(scroll.revealViolation(of: beyond, from: -47, to: 1642) != nil)
  }

  @Test func `Oracle: F5 a caret that stays in the band writes nothing, even past the end`() {
    // A caret's target [1700, 1760] is in the band at 1600 ([1647, 2108]), though 1600 lies
    // past the largest offset 1492: caret tracking leaves it there.
    let caret = CGRect(x: 16, y: 1700, width: 2, height: 60)
    #expect(scroll.revealViolation(of: caret, from: 1600, to: 1600, tracksCaret: true) == nil)
    #expect(scroll.revealViolation(of: caret, from: 1600, to: 1492, tracksCaret: true) != nil)
    // A keyboard event clamps: offsets [1760 - 508, 1700 - 47] = [1252, 1653] show it,
    // the valid ones [1252, 1492], and the nearest to 1600 is 1492.
    #expect(scroll.revealViolation(of: caret, from: 1600, to: 1492) == nil)
    #expect(scroll.revealViolation(of: caret, from: 1600, to: 1600) != nil)
  }

  @Test func `Oracle: F3 a pinned header and footer narrow the band, not the valid offsets`() {
    // A plain table's row under a 28 pt header and a 20 pt footer: the band at offset y is
    // [y + 47 + 28, y + 844 - 336 - 20] = [y + 75, y + 488], 413 tall; offsets still
    // [-47, 1492].
    let pinned = OracleScroll(
      boundsHeight: 844, contentHeight: 2000, adjustedTop: 47, adjustedBottom: 336,
      pinnedTop: 28, pinnedBottom: 20)
    #expect(pinned.bandHeight == 413 && pinned.lowestOffset == -47 && pinned.highestOffset == 1492)
    // The field's target [684, 760]: down just enough puts 760 at the band's bottom,
    // 760 - 488 = 272 (not 252, where the footer would cover it).
    let target = CGRect(x: 16, y: 684, width: 200, height: 76)
    #expect(pinned.revealViolation(of: target, from: -47, to: 272) == nil)
    #expect(pinned.revealViolation(of: target, from: -47, to: 252) != nil)
    // Up from 800: its top under the header's bottom, 684 - 75 = 609 (not 637).
    #expect(pinned.revealViolation(of: target, from: 800, to: 609) == nil)
    #expect(pinned.revealViolation(of: target, from: 800, to: 637) != nil)
    // 450 tall fits the plain band (461) but not this one (413): its top goes to 609.
    let tall = CGRect(x: 16, y: 684, width: 200, height: 450)
    #expect(pinned.revealViolation(of: tall, from: 1000, to: 609) == nil)
  }

  // MARK: - I4

  @Test func `Oracle: I4 a flipped host, a flipped container and both, walked to the screen`() {
    // A 390 x 844 host at offset 100 with a field at content 300 ... 340. Upright it shows
    // at 300 - 100 = 200 ... 240; flipped about its center, at 844 - (340 - 100) = 604 ...
    // 844 - (300 - 100) = 644, and so inside a flipped container; flipped twice, upright.
    let expected: [(RandomFlip, CGFloat, Bool)] = [
      (.none, 200, false), (.host, 604, true), (.container, 604, true),
      (.hostAndContainer, 200, false),
    ]
    for (flip, top, upsideDown) in expected {
      let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
      let window = HeadlessWindow(screen: screen, frame: phone)
      let container = HeadlessView(frame: phone)
      container.isFlippedVertically = flip.hasContainer
      window.addSubview(container)
      let host = HeadlessScrollView(frame: phone, contentSize: CGSize(width: 390, height: 2000))
      host.isFlippedVertically = flip.flipsHost
      container.addSubview(host)
      host.contentOffset = CGPoint(x: 0, y: 100)
      let field = HeadlessTextField(
        identifier: "field", frame: CGRect(x: 16, y: 300, width: 200, height: 40))
      host.addSubview(field)
      #expect(OracleConversion.isUpsideDown(host) == upsideDown, "\(flip)")
      #expect(
        OracleConversion.frameInScreen(of: field)
          == CGRect(x: 16, y: top, width: 200, height: 40), "\(flip)")
      #expect(OracleConversion.frameInScreen(of: host) == phone, "\(flip)")
    }
  }

  @Test func `Oracle: I4 upside down, a tall target's bottom goes to the band's bottom`() {
    // 336 on top of a flipped host: the band at offset y is [y + 336, y + 844], 508 tall,
    // shown upside down; offsets [-336, 2000 - 844 = 1156]. A target 100 ... 700 is taller:
    // its top on screen is its content bottom, at the band's bottom: 700 - 844 = -144.
    var flipped = OracleScroll(
      boundsHeight: 844, contentHeight: 2000, adjustedTop: 336, adjustedBottom: 0)
    flipped.isUpsideDown = true
    let tall = CGRect(x: 16, y: 100, width: 200, height: 600)
    #expect(flipped.revealViolation(of: tall, from: 0, to: -144) == nil)
    // Upright it is the content's top at the band's top: 100 - 336 = -236.
    #expect(flipped.revealViolation(of: tall, from: 0, to: -236) != nil)
    flipped.isUpsideDown = false
    #expect(flipped.revealViolation(of: tall, from: 0, to: -236) == nil)
    // A target that fits moves just enough either way: 900 ... 976 from 0 down to
    // 976 - 844 = 132.
    let field = CGRect(x: 16, y: 900, width: 200, height: 76)
    flipped.isUpsideDown = true
    #expect(flipped.revealViolation(of: field, from: 0, to: 132) == nil)
    #expect(flipped.revealViolation(of: field, from: 0, to: 564) != nil)
  }
}
