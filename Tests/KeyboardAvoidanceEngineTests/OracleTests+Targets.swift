import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// The oracle's target (rule F2: the margin, a cell, a table field, a text view's caret)
/// and its walk to the screen through flipped views (rule I4), on hand-worked numbers.
extension OracleTests {
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
