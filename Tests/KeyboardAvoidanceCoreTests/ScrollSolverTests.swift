import Foundation
import KeyboardAvoidanceCore
import Testing

struct ScrollSolverTests {
  // iPhone 390 x 844, adjusted top 47, bottom 336 (keyboard): band height 844 - 47 - 336 = 461.
  private let solver = ScrollSolver(
    boundsSize: CGSize(width: 390, height: 844),
    contentSize: CGSize(width: 390, height: 1600),
    adjustedInset: EdgeInsets(top: 47, bottom: 336))

  @Test func `I4: short content that rests at its end has one valid offset, the end's`() {
    // A flipped chat of 160 pt mirrored: UIKit rests its content's top, the mirrored end,
    // at the band's end. Adjusted top 0, bottom 336: the end's offset 160 + 336 - 844 = -348.
    let mirrored = ScrollSolver(
      boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 160),
      adjustedInset: EdgeInsets(bottom: 336), restsShortContentAtEnd: true)
    #expect(mirrored.maxOffsetY == -348)
    #expect(mirrored.minOffsetY == -348)
    #expect(mirrored.offsetClampedToValidRange(CGPoint(x: 0, y: 0)) == CGPoint(x: 0, y: -348))
    #expect(mirrored.restsAtEnd(CGPoint(x: 0, y: -348)))
    // Unmirrored, short content rests at its top: the one valid offset is -adjusted.top, 0.
    var plain = mirrored
    plain.restsShortContentAtEnd = false
    #expect(plain.maxOffsetY == 0)
    #expect(plain.minOffsetY == 0)
  }

  @Test func `F3: a target below the band scrolls down just enough`() {
    let offset = solver.offset(
      revealing: CGRect(x: 16, y: 684, width: 358, height: 76), from: CGPoint(x: 0, y: -47))
    // 760 - 844 + 336 = 252
    #expect(offset == CGPoint(x: 0, y: 252))
  }

  @Test func `F3: a target above the band scrolls up just enough`() {
    let offset = solver.offset(
      revealing: CGRect(x: 16, y: 184, width: 358, height: 76), from: CGPoint(x: 0, y: 400))
    // band top must be 184: 184 - 47 = 137
    #expect(offset == CGPoint(x: 0, y: 137))
  }

  @Test func `F3: a target moving up stops below its section's pinned header`() {
    let offset = solver.offset(
      revealing: CGRect(x: 16, y: 184, width: 358, height: 76), from: CGPoint(x: 0, y: 400),
      pinnedHeader: 28)
    // the band starts 28 lower: its top 47 + 28 below the offset must be 184: 184 - 75 = 109
    #expect(offset == CGPoint(x: 0, y: 109))
  }

  @Test func `F3: a target moving down stops above its section's pinned footer`() {
    let offset = solver.offset(
      revealing: CGRect(x: 16, y: 684, width: 358, height: 76), from: CGPoint(x: 0, y: -47),
      pinnedHeader: 28, pinnedFooter: 30)
    // the band ends 30 higher: 760 - (844 - 336 - 30) = 282
    #expect(offset == CGPoint(x: 0, y: 282))
  }

  @Test func `F3: a target inside the band does not scroll`() {
    let offset = solver.offset(
      revealing: CGRect(x: 16, y: 300, width: 358, height: 76), from: CGPoint(x: 0, y: 100))
    // band 147 ... 608 holds 300 ... 376
    #expect(offset == CGPoint(x: 0, y: 100))
  }

  @Test func `F3: a target taller than the band puts its top at the band's top`() {
    let offset = solver.offset(
      revealing: CGRect(x: 0, y: 500, width: 390, height: 600), from: CGPoint(x: 0, y: 0))
    // 500 - 47 = 453
    #expect(offset == CGPoint(x: 0, y: 453))
  }

  @Test func `F3: the offset is clamped to the end of the content`() {
    let offset = solver.offset(
      revealing: CGRect(x: 0, y: 1580, width: 390, height: 60), from: CGPoint(x: 0, y: 0))
    // wanted 1640 - 844 + 336 = 1132; max = 1600 + 336 - 844 = 1092
    #expect(offset == CGPoint(x: 0, y: 1092))
    #expect(solver.maxOffsetY == 1092)
  }

  @Test func `F3: the offset is clamped to minus the top inset`() {
    let offset = solver.offset(
      revealing: CGRect(x: 0, y: -30, width: 390, height: 60), from: CGPoint(x: 0, y: 300))
    // wanted -30 - 47 = -77; min = -47
    #expect(offset == CGPoint(x: 0, y: -47))
  }

  @Test func `F3: short content clamps to minus the top inset`() {
    let short = ScrollSolver(
      boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 300),
      adjustedInset: EdgeInsets(top: 47, bottom: 336))
    // max(-47, 300 + 336 - 844 = -208) = -47
    #expect(short.maxOffsetY == -47)
  }

  @Test func `F3: horizontal scrolling only when the content is wider than the band`() {
    let wide = ScrollSolver(
      boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 1000, height: 1600),
      adjustedInset: EdgeInsets(top: 47, bottom: 336))
    let offset = wide.offset(
      revealing: CGRect(x: 600, y: 300, width: 100, height: 60), from: CGPoint(x: 0, y: 0))
    // 700 - 390 = 310; vertical 300 ... 360 is inside 47 ... 508
    #expect(offset == CGPoint(x: 310, y: 0))
    let narrow = solver.offset(
      revealing: CGRect(x: 600, y: 300, width: 100, height: 60), from: CGPoint(x: 0, y: 0))
    #expect(narrow.x == 0)
  }

  @Test func `I3: after hide an offset beyond the end comes back to the end`() {
    let hidden = ScrollSolver(
      boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 1600),
      adjustedInset: EdgeInsets(top: 47, bottom: 34))
    // max = 1600 + 34 - 844 = 790
    #expect(hidden.offsetClampedToValidRange(CGPoint(x: 0, y: 1092)) == CGPoint(x: 0, y: 790))
    #expect(hidden.offsetClampedToValidRange(CGPoint(x: 0, y: 500)) == CGPoint(x: 0, y: 500))
    // below -adjusted.top (-47) comes back to -47
    #expect(hidden.offsetClampedToValidRange(CGPoint(x: 0, y: -90)) == CGPoint(x: 0, y: -47))
  }

  @Test func `A2: a target sticking out by floating-point noise does not scroll`() {
    // From 356.59999999999997 the band ends at 356.59999999999997 + 47 + 461, which is
    // 864.5999999999999; the target ends at 788.6 + 76 = 864.6.
    let current = CGPoint(x: 0, y: 356.59999999999997)
    let noise = solver.offset(
      revealing: CGRect(x: 16, y: 788.6, width: 358, height: 76), from: current)
    #expect(noise == current)
    // 0.01 pt is not noise: the band moves down by it, to 356.6 + 0.01.
    let real = solver.offset(
      revealing: CGRect(x: 16, y: 788.61, width: 358, height: 76), from: current)
    #expect(abs(real.y - 356.61) < 1e-9)
  }
}
