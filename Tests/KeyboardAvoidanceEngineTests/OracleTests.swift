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
  let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

  // MARK: - K3, K4

  @Test func `Oracle: K4 a frame reaching the bottom edge is docked, within 1 pt`() {
    let frames: [(frame: CGRect, isDocked: Bool)] = [
      // 508 + 336 = 844: at the edge; 500 + 343 = 843: 1 pt above, the tolerance.
      (CGRect(x: 0, y: 508, width: 390, height: 336), true),
      (CGRect(x: 0, y: 500, width: 390, height: 343), true),
      // 500 + 342.5 = 842.5: 1.5 pt above the edge, an undocked keyboard.
      (CGRect(x: 0, y: 500, width: 390, height: 342.5), false),
      // A floating keyboard ends at 422 + 250 = 672.
      (CGRect(x: 100, y: 422, width: 320, height: 250), false),
      // Below the screen (top 844 is not above 844), and an empty frame.
      (CGRect(x: 0, y: 844, width: 390, height: 336), false),
      (CGRect(x: 0, y: 844, width: 0, height: 0), false),
    ]
    for (frame, isDocked) in frames {
      #expect(OracleKeyboard.isDocked(frame: frame, screenBounds: phone) == isDocked, "\(frame)")
    }
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
}
