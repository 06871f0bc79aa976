import Foundation
import KeyboardAvoidanceCore
import Testing

struct KeyboardLayoutTests {
  /// SPEC's scenario example: iPhone 390 x 844, safe area 47 / 34, `always`, resting at -47.
  private let resting = HostSnapshot(
    contentInset: .zero, indicatorInsets: .zero,
    adjustedContentInset: EdgeInsets(top: 47, bottom: 34),
    contentOffset: CGPoint(x: 0, y: -47),
    contentSize: CGSize(width: 390, height: 1600),
    boundsSize: CGSize(width: 390, height: 844))

  @Test func `I1: SPEC's example sets a bottom inset of 302 and scrolls to 252`() {
    let layout = KeyboardLayout(
      host: resting, userContentInset: .zero, userIndicatorInsets: .zero, overlap: 336,
      focus: FocusGeometry(inputRect: CGRect(x: 16, y: 700, width: 358, height: 44)),
      revealsTarget: true, settings: KeyboardSettings())
    // delta 336 - 34 = 302; adjusted bottom 336; 760 - 844 + 336 = 252
    #expect(layout.contentInset == EdgeInsets(bottom: 302))
    #expect(layout.indicatorInsets == EdgeInsets(bottom: 302))
    #expect(layout.adjustedContentInset == EdgeInsets(top: 47, bottom: 336))
    #expect(layout.contentOffset == CGPoint(x: 0, y: 252))
    #expect(layout.target == CGRect(x: 16, y: 684, width: 358, height: 76))
  }

  @Test func `I2: the engine's delta goes on top of the user's base of 80`() {
    let host = HostSnapshot(
      contentInset: EdgeInsets(top: 10, left: 4, bottom: 80, right: 4),
      indicatorInsets: EdgeInsets(bottom: 80),
      adjustedContentInset: EdgeInsets(top: 57, left: 4, bottom: 114, right: 4),
      contentOffset: CGPoint(x: 0, y: -57),
      contentSize: CGSize(width: 390, height: 1600), boundsSize: CGSize(width: 390, height: 844))
    let layout = KeyboardLayout(
      host: host, userContentInset: host.contentInset, userIndicatorInsets: EdgeInsets(bottom: 80),
      overlap: 336, focus: nil, revealsTarget: false, settings: KeyboardSettings())
    // existing 114 (80 + 34); delta 336 - 114 = 222; bottom 80 + 222 = 302; I4 keeps the rest
    #expect(layout.contentInset == EdgeInsets(top: 10, left: 4, bottom: 302, right: 4))
    #expect(layout.indicatorInsets == EdgeInsets(bottom: 302))
  }

  @Test func `I3: no overlap returns the user's base exactly and clamps the offset`() {
    let covered = HostSnapshot(
      contentInset: EdgeInsets(bottom: 302), indicatorInsets: EdgeInsets(bottom: 302),
      adjustedContentInset: EdgeInsets(top: 47, bottom: 336),
      contentOffset: CGPoint(x: 0, y: 1092),
      contentSize: CGSize(width: 390, height: 1600), boundsSize: CGSize(width: 390, height: 844))
    let layout = KeyboardLayout(
      host: covered, userContentInset: .zero, userIndicatorInsets: .zero, overlap: 0,
      focus: nil, revealsTarget: false, settings: KeyboardSettings())
    #expect(layout.contentInset == .zero)
    #expect(layout.indicatorInsets == .zero)
    // adjusted bottom back to 34: max offset 1600 + 34 - 844 = 790
    #expect(layout.contentOffset == CGPoint(x: 0, y: 790))
  }

  @Test func `F4: without reveal the target is reported but nothing scrolls`() {
    let layout = KeyboardLayout(
      host: resting, userContentInset: .zero, userIndicatorInsets: .zero, overlap: 336,
      focus: FocusGeometry(inputRect: CGRect(x: 16, y: 700, width: 358, height: 44)),
      revealsTarget: false, settings: KeyboardSettings())
    #expect(layout.contentOffset == CGPoint(x: 0, y: -47))
    #expect(layout.target == CGRect(x: 16, y: 684, width: 358, height: 76))
  }
}
