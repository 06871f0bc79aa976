#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  public import Foundation
#endif

extension FormScenarios {
  /// I4: the row of a table flipped vertically (a chat's `scaleY(-1)`) whose field is
  /// focused: row 0, the content's top, which the flip shows at the bottom of the screen.
  ///
  /// The list is ``rowCount`` rows of ``rowHeight``, no header, adjustment `never`: row 0
  /// spans 0 ... 44 and its field 6 ... 38; the content is 1760 tall.
  public static let flippedRow = 0
  /// I4: the inset on the flipped table's top once the keyboard shows, 336.
  ///
  /// The keyboard's edge is the top, with nothing there before: 336 on the content inset and
  /// the vertical indicator inset alike. The bottom stays 0.
  public static let flippedShownTop: CGFloat = 336
  /// I4: the flipped table's offset once row 0's field shows, -336.
  ///
  /// Row 0 fits the band; grown by 16 and clipped at the content's top it is 0 ... 60. The
  /// band, offset + 336 ... offset + 844, must start at 0: offset -336 (valid -336 ...
  /// 1760 - 844 = 916). On screen the row shows at 844 - (44 + 336) = 464 ... 508.
  public static let flippedShownOffsetY: CGFloat = -336
  /// I4: the flipped table's offset after the hide: the insets back to 0, the offset -336
  /// lies below the smallest valid offset, 0, and comes back to it (I3 read with the top).
  public static let flippedHiddenOffsetY: CGFloat = 0
}
