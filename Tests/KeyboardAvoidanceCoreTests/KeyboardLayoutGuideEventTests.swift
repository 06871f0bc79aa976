import Foundation
import KeyboardAvoidanceCore
import Testing

/// A keyboard layout guide read as a keyboard (rule L2): a 390 x 844 screen whose window's
/// safe area ends at 844 - 34 = 810.
struct KeyboardLayoutGuideEventTests {
  @Test func `L2: a guide from the keyboard's top down is a did-show without animation`() throws {
    let guide = CGRect(x: 0, y: 508, width: 390, height: 336)
    let event = try #require(
      KeyboardEvent.fromKeyboardLayoutGuide(guide, safeAreaBottom: 810, screen: nil))
    #expect(event.name == .didShow)
    #expect(event.endFrame == guide)
    #expect(event.timing.duration == 0)
    #expect(event.isLocal)
  }

  @Test func `L2: a guide whose top is within 1 pt of the safe area's bottom means no keyboard`() {
    // No keyboard: the guide is the safe area's 34 pt strip; 0.5 pt above it is noise.
    for top: CGFloat in [810, 809.5, 809] {
      let guide = CGRect(x: 0, y: top, width: 390, height: 844 - top)
      #expect(KeyboardEvent.fromKeyboardLayoutGuide(guide, safeAreaBottom: 810, screen: nil) == nil)
    }
    // 1.5 pt above it is a keyboard (a hardware keyboard's bar may be that thin).
    let low = CGRect(x: 0, y: 808.5, width: 390, height: 35.5)
    #expect(KeyboardEvent.fromKeyboardLayoutGuide(low, safeAreaBottom: 810, screen: nil) != nil)
  }
}
