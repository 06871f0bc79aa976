import Foundation
import KeyboardAvoidanceCore
import Testing

struct AvoidancePlanTests {
  /// The replay format's example scenario: iPhone 390 x 844, safe area 47 / 34, `always`,
  /// resting at -47.
  private let resting = HostSnapshot(
    contentInset: .zero, indicatorInsets: .zero,
    adjustedContentInset: EdgeInsets(top: 47, bottom: 34),
    contentOffset: CGPoint(x: 0, y: -47),
    contentSize: CGSize(width: 390, height: 1600),
    boundsSize: CGSize(width: 390, height: 844))

  /// A 390 x 844 host with no safe area, inset (0, 0, 336, 0) for a 336 pt keyboard, at
  /// offset `offset` of `contentHeight` pt of content.
  private func insetByKeyboard(offset: CGFloat, contentHeight: CGFloat) -> HostSnapshot {
    HostSnapshot(
      contentInset: EdgeInsets(bottom: 336), indicatorInsets: EdgeInsets(bottom: 336),
      adjustedContentInset: EdgeInsets(bottom: 336), contentOffset: CGPoint(x: 0, y: offset),
      contentSize: CGSize(width: 390, height: contentHeight),
      boundsSize: CGSize(width: 390, height: 844))
  }

  @Test func `I1: the replay format's example sets a bottom inset of 302 and scrolls to 252`() {
    let layout = AvoidancePlan(
      host: resting, userContentInset: .zero, userIndicatorInsets: .zero, overlap: 336,
      focus: FocusGeometry(inputRect: CGRect(x: 16, y: 700, width: 358, height: 44)),
      reveal: .target, settings: KeyboardSettings())
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
    let layout = AvoidancePlan(
      host: host, userContentInset: host.contentInset, userIndicatorInsets: EdgeInsets(bottom: 80),
      overlap: 336, focus: nil, reveal: .none, settings: KeyboardSettings())
    // existing 114 (80 + 34); delta 336 - 114 = 222; bottom 80 + 222 = 302; I4 keeps the rest
    #expect(layout.contentInset == EdgeInsets(top: 10, left: 4, bottom: 302, right: 4))
    #expect(layout.indicatorInsets == EdgeInsets(bottom: 302))
  }

  @Test func `I4: a flipped host's plan puts the delta on its top and reveals towards it`() {
    // A chat table upside down: 1788 of content in 844, user insets top 8, bottom 20,
    // `never`, resting at -8 (the content's top, shown at the bottom of the screen).
    var host = HostSnapshot(
      contentInset: EdgeInsets(top: 8, bottom: 20), indicatorInsets: .zero,
      adjustedContentInset: EdgeInsets(top: 8, bottom: 20), contentOffset: CGPoint(x: 0, y: -8),
      contentSize: CGSize(width: 390, height: 1788), boundsSize: CGSize(width: 390, height: 844))
    host.isFlippedVertically = true
    let layout = AvoidancePlan(
      host: host, userContentInset: host.contentInset, userIndicatorInsets: .zero, overlap: 336,
      focus: FocusGeometry(inputRect: CGRect(x: 120, y: 34, width: 240, height: 32)),
      reveal: .target, settings: KeyboardSettings())
    // existing = adjusted.top 8 - the engine's 0: delta 336 - 8 = 328 on the top.
    #expect(layout.contentInset == EdgeInsets(top: 336, bottom: 20))
    #expect(layout.indicatorInsets == EdgeInsets(top: 328))
    #expect(layout.adjustedContentInset == EdgeInsets(top: 336, bottom: 20))
    // target 34 - 16 ... 66 + 16 = 18 ... 82; the band offset + 336 ... starts below it:
    // offset 18 - 336 = -318 (valid -336 ... 1788 + 20 - 844 = 964).
    #expect(layout.target == CGRect(x: 120, y: 18, width: 240, height: 64))
    #expect(layout.contentOffset == CGPoint(x: 0, y: -318))
  }

  @Test func `I3: no overlap returns the user's base exactly and clamps the offset`() {
    let covered = HostSnapshot(
      contentInset: EdgeInsets(bottom: 302), indicatorInsets: EdgeInsets(bottom: 302),
      adjustedContentInset: EdgeInsets(top: 47, bottom: 336),
      contentOffset: CGPoint(x: 0, y: 1092),
      contentSize: CGSize(width: 390, height: 1600), boundsSize: CGSize(width: 390, height: 844))
    let layout = AvoidancePlan(
      host: covered, userContentInset: .zero, userIndicatorInsets: .zero, overlap: 0,
      focus: nil, reveal: .none, settings: KeyboardSettings())
    #expect(layout.contentInset == .zero)
    #expect(layout.indicatorInsets == .zero)
    // adjusted bottom back to 34: max offset 1600 + 34 - 844 = 790
    #expect(layout.contentOffset == CGPoint(x: 0, y: 790))
  }

  @Test func `F4: without reveal the target is reported but nothing scrolls`() {
    let layout = AvoidancePlan(
      host: resting, userContentInset: .zero, userIndicatorInsets: .zero, overlap: 336,
      focus: FocusGeometry(inputRect: CGRect(x: 16, y: 700, width: 358, height: 44)),
      reveal: .none, settings: KeyboardSettings())
    #expect(layout.contentOffset == CGPoint(x: 0, y: -47))
    #expect(layout.target == CGRect(x: 16, y: 684, width: 358, height: 76))
  }

  @Test func `F5: a caret move whose target is in the band keeps the offset, even past the end`() {
    // A text editor whose last line was just deleted: content 596, insets (0, 0, 336, 0),
    // bounds 844, so offsets end at 596 + 336 - 844 = 88; the offset is still 128.
    let host = insetByKeyboard(offset: 128, contentHeight: 596)
    let caret = FocusGeometry(
      inputRect: .zero,
      kind: .text(caret: CGRect(x: 0, y: 568, width: 2, height: 20), selection: nil))
    func layout(_ mode: RevealMode) -> AvoidancePlan {
      AvoidancePlan(
        host: host, userContentInset: .zero, userIndicatorInsets: .zero, overlap: 336,
        focus: caret, reveal: mode, settings: KeyboardSettings())
    }
    // target 552 ... 596 (the margin stops at the content's end); band 128 ... 636
    #expect(layout(.caret).target == CGRect(x: 0, y: 552, width: 2, height: 44))
    #expect(layout(.caret).contentOffset == CGPoint(x: 0, y: 128))
    // a keyboard event applies F3 with its clamp: 88
    #expect(layout(.target).contentOffset == CGPoint(x: 0, y: 88))
  }

  @Test func `F3: a caret moving up under its section's pinned header scrolls below it`() {
    // A text view in a plain table's cell under a 28 pt floating header; offset 400,
    // insets (0, 0, 336, 0), bounds 844: the whole band is 400 ... 908, without the header
    // 428 ... 908.
    let host = insetByKeyboard(offset: 400, contentHeight: 2000)
    let caret = FocusGeometry(
      inputRect: .zero,
      kind: .text(caret: CGRect(x: 0, y: 430, width: 2, height: 20), selection: nil),
      pinnedHeader: 28)
    let layout = AvoidancePlan(
      host: host, userContentInset: .zero, userIndicatorInsets: .zero, overlap: 336,
      focus: caret, reveal: .caret, settings: KeyboardSettings())
    // target 414 ... 466: inside 400 ... 908 but under the header; 414 - 28 = 386
    #expect(layout.target == CGRect(x: 0, y: 414, width: 2, height: 52))
    #expect(layout.contentOffset == CGPoint(x: 0, y: 386))
  }
}
