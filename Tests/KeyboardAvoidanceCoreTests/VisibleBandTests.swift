import Foundation
import KeyboardAvoidanceCore
import Testing

struct VisibleBandTests {
  @Test func `F3: the band runs from offset plus top inset to offset plus height minus bottom`() {
    let band = VisibleBand(
      contentOffset: CGPoint(x: 0, y: 252), boundsSize: CGSize(width: 390, height: 844),
      adjustedInset: EdgeInsets(top: 47, bottom: 336))
    // 252 + 47 = 299 ... 252 + 844 - 336 = 760
    #expect(band.rect == CGRect(x: 0, y: 299, width: 390, height: 461))
    #expect(band.containsVertically(CGRect(x: 16, y: 684, width: 358, height: 76)))
    #expect(!band.containsVertically(CGRect(x: 16, y: 685, width: 358, height: 76)))
  }

  @Test func `F3: a pinned section header and footer leave the band`() {
    let band = VisibleBand(
      contentOffset: CGPoint(x: 0, y: 252), boundsSize: CGSize(width: 390, height: 844),
      adjustedInset: EdgeInsets(top: 47, bottom: 336)
    ).excludingPinned(header: 28, footer: 30)
    // 299 + 28 = 327 ... 760 - 30 = 730: 461 - 28 - 30 = 403 tall
    #expect(band.rect == CGRect(x: 0, y: 327, width: 390, height: 403))
    // 684 ... 760 was inside the whole band; its bottom is now 30 past 730
    #expect(!band.containsVertically(CGRect(x: 16, y: 684, width: 358, height: 76)))
  }

  @Test func `F3: a pinned header moves an empty band's top down by its whole height`() {
    // 371 - 34 - 486 < 0: an empty band at 224 + 34 = 258; the 28 pt header pins at 258, so
    // the band starts at 258 + 28 = 286, still empty.
    let band = VisibleBand(
      contentOffset: CGPoint(x: 0, y: 224), boundsSize: CGSize(width: 754, height: 371),
      adjustedInset: EdgeInsets(top: 34, bottom: 486)
    ).excludingPinned(header: 28, footer: 20)
    #expect(band.rect == CGRect(x: 0, y: 286, width: 754, height: 0))
  }

  @Test func `F3: insets taller than the bounds leave an empty band that contains nothing`() {
    let band = VisibleBand(
      contentOffset: CGPoint(x: 0, y: 224), boundsSize: CGSize(width: 754, height: 371),
      adjustedInset: EdgeInsets(top: 34, bottom: 486))
    #expect(band.rect.height == 0)
    #expect(!band.containsVertically(CGRect(x: 16, y: 258, width: 200, height: 0)))
  }

  @Test func `A2: a target end within 0.001 pt of the band's end is inside`() {
    // 646.5999999999999 + 218 is 864.5999999999999, not 864.6.
    let band = VisibleBand(
      contentOffset: CGPoint(x: 0, y: 646.5999999999999),
      boundsSize: CGSize(width: 390, height: 218),
      adjustedInset: .zero)
    #expect(band.rect.maxY < 864.6)
    #expect(band.containsVertically(CGRect(x: 16, y: 800, width: 358, height: 64.6)))
    // 0.002 pt past the end is a real difference.
    #expect(!band.containsVertically(CGRect(x: 16, y: 800, width: 358, height: 64.602)))
    // and the same at the top: 0.0005 pt above the band's top is inside, 0.002 is not
    #expect(band.containsVertically(CGRect(x: 16, y: 646.5995, width: 358, height: 100)))
    #expect(!band.containsVertically(CGRect(x: 16, y: 646.598, width: 358, height: 100)))
  }
}
