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
    #if canImport(Darwin)
      var rect = CGRect.zero
      getValue(&rect, size: MemoryLayout<CGRect>.size)
      return rect
    #else
      return rectValue
    #endif
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
