import Foundation
import KeyboardAvoidanceCore
import Testing

struct OverlapTests {
  @Test func `K5: a full-screen host is covered by the keyboard's height`() {
    let overlap = Overlap(
      keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
      hostFrame: CGRect(x: 0, y: 0, width: 390, height: 844))
    // 844 - max(508, 0) = 336
    #expect(overlap.height == 336)
  }

  @Test func `K5: form sheet overlap uses the sheet's bottom, not the keyboard's height`() {
    // iPad Pro 12.9 portrait, keyboard top at 1366 - 398 = 968; a form sheet ending at 1150.
    let overlap = Overlap(
      keyboardFrame: CGRect(x: 0, y: 968, width: 1024, height: 398),
      hostFrame: CGRect(x: 92, y: 200, width: 840, height: 950))
    // 1150 - max(968, 200) = 182
    #expect(overlap.height == 182)
  }

  @Test func `K5: a sheet ending above the keyboard is not covered`() {
    let overlap = Overlap(
      keyboardFrame: CGRect(x: 0, y: 968, width: 1024, height: 398),
      hostFrame: CGRect(x: 92, y: 100, width: 840, height: 800))
    #expect(overlap.height == 0)
  }

  @Test func `K5: a host beside the keyboard horizontally is not covered`() {
    let overlap = Overlap(
      keyboardFrame: CGRect(x: 0, y: 500, width: 400, height: 300),
      hostFrame: CGRect(x: 400, y: 0, width: 400, height: 800))
    #expect(overlap.height == 0)
  }

  @Test func `K5: a short host wholly under the keyboard is covered by its whole height`() {
    let overlap = Overlap(
      keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
      hostFrame: CGRect(x: 0, y: 600, width: 390, height: 200))
    // 800 - max(508, 600) = 200
    #expect(overlap.height == 200)
  }

  @Test func `K4: a hardware keyboard shortcut bar covers its visible 55 pt only`() {
    let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let event = KeyboardEvent(
      name: .willShow, endFrame: CGRect(x: 0, y: 1311, width: 1024, height: 313))
    let overlap = Overlap(event: event, hostFrame: screen, screenBounds: screen)
    // 1366 - 1311 = 55 of 313
    #expect(overlap.height == 55)
  }

  @Test func `K4: a floating keyboard over the host covers nothing`() {
    let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let event = KeyboardEvent(
      name: .willChangeFrame, endFrame: CGRect(x: 350, y: 700, width: 320, height: 250))
    #expect(Overlap(event: event, hostFrame: screen, screenBounds: screen).height == 0)
  }

  @Test func `K4: a keyboard decided undocked covers nothing, a docked one its part`() {
    let host = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(Overlap(dockedKeyboardFrame: nil, hostFrame: host).height == 0)
    let docked = Overlap(
      dockedKeyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336), hostFrame: host)
    // 844 - max(508, 0) = 336
    #expect(docked.height == 336)
  }
}
