import Foundation
import KeyboardAvoidanceCore
import Testing

struct DockingTests {
  private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test func `K4: a keyboard at the bottom edge is docked`() {
    #expect(
      Docking.isDocked(frame: CGRect(x: 0, y: 508, width: 390, height: 336), screenBounds: screen))
  }

  @Test func `K4: a bottom within 1 pt of the edge is docked, 1.5 pt above is not`() {
    #expect(
      Docking.isDocked(frame: CGRect(x: 0, y: 507, width: 390, height: 336), screenBounds: screen))
    #expect(
      !Docking.isDocked(
        frame: CGRect(x: 0, y: 506.5, width: 390, height: 336), screenBounds: screen))
  }

  @Test func `K4: a floating keyboard above the bottom edge is not docked`() {
    let ipad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    #expect(
      !Docking.isDocked(frame: CGRect(x: 350, y: 700, width: 320, height: 250), screenBounds: ipad))
  }

  @Test func `K4: a keyboard entirely below the screen, or of zero size, is not docked`() {
    #expect(
      !Docking.isDocked(frame: CGRect(x: 0, y: 844, width: 390, height: 336), screenBounds: screen))
    #expect(
      !Docking.isDocked(frame: CGRect(x: 0, y: 844, width: 0, height: 0), screenBounds: screen))
    #expect(
      !Docking.isDocked(frame: CGRect(x: 0, y: 508, width: 390, height: 0), screenBounds: screen))
  }

  @Test func `K4: a hardware keyboard's shortcut bar reaching past the bottom is docked`() {
    let ipad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    #expect(
      Docking.isDocked(frame: CGRect(x: 0, y: 1311, width: 1024, height: 313), screenBounds: ipad))
  }

  @Test func `K4: after a hide nothing is docked, whatever frame it carries`() {
    let hide = KeyboardEvent(
      name: .willHide, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(!Docking.isDocked(hide, screenBounds: screen))
  }
}
