public import Foundation

extension NSValue {
  /// The `CGRect` this value wraps, or `nil` when it wraps anything else.
  ///
  /// The one Darwin/Linux seam of Core: UIKit's `cgRectValue` does not exist on Linux,
  /// `rectValue` does not exist on iOS. `NSNumber` is an `NSValue` subclass, so the
  /// wrapped type is checked through `objCType` before unboxing: a number, a point or a
  /// size is never read as a frame (SPEC K3).
  public var keyboardRectValue: CGRect? {
    // Compared in place: building a String per notification would cost more than the rest
    // of the parse.
    let type = objCType
    guard strncmp(type, "{CGRect=", 8) == 0 || strncmp(type, "{NSRect=", 8) == 0 else {
      return nil
    }
    var rect = CGRect.zero
    #if canImport(Darwin)
      getValue(&rect, size: MemoryLayout<CGRect>.size)
    #else
      // `getValue(_:size:)` is missing on Linux; `getValue(_:)` copies the same bytes, and
      // the type was checked above, so the copy fits a CGRect exactly.
      getValue(&rect)
    #endif
    return rect
  }
}

extension NSValue {
  /// An `NSValue` wrapping a `CGRect`, as UIKit puts frames into a notification's
  /// `userInfo` (`NSValue(cgRect:)` on iOS, which does not exist on Linux).
  public static func keyboardValue(wrapping rect: CGRect) -> NSValue {
    #if canImport(Darwin)
      var copy = rect
      return NSValue(bytes: &copy, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
    #else
      return NSValue(rect: rect)
    #endif
  }
}
