package import Foundation

#if !canImport(Darwin)
  /// The class Linux's Foundation uses for values that wrap a point, a size, a rect, a
  /// range or edge insets.
  private let geometryValueClass = ObjectIdentifier(type(of: NSValue(rect: .zero)))
#endif

extension NSValue {
  /// The `CGRect` this value wraps, or `nil` when it wraps anything else.
  ///
  /// The one Darwin/Linux seam of Core: UIKit's `cgRectValue` does not exist on Linux,
  /// `rectValue` does not exist on iOS, and neither may be asked of a value that wraps
  /// something else. `NSNumber` is an `NSValue` subclass: a number, a point or a size is
  /// never read as a frame (rule K3).
  package var keyboardRectValue: CGRect? {
    #if canImport(Darwin)
      // Compared in place: building a String per notification would cost more than the
      // rest of the parse.
      let type = objCType
      guard strncmp(type, "{CGRect=", 8) == 0 || strncmp(type, "{NSRect=", 8) == 0 else {
        return nil
      }
      var rect = CGRect.zero
      getValue(&rect, size: MemoryLayout<CGRect>.size)
      return rect
    #else
      // swift-corelibs-foundation's `objCType` leaks a C string on every call for values
      // that wrap geometry (its NSSpecialValue says "leaky"): one per notification, which
      // made long headless runs grow and slow down. Instead: only a value of the class that
      // wraps geometry (at most a few words, so the copy below fits) is copied out, and it
      // is a frame only if it equals a value made from that rect, which a point, a size, a
      // range or edge insets never does. A NaN never equals itself: such a frame is
      // ignored here, as rule K3 ignores it anyway.
      guard ObjectIdentifier(type(of: self)) == geometryValueClass else { return nil }
      return withUnsafeTemporaryAllocation(byteCount: 256, alignment: 16) { buffer in
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        guard let base = buffer.baseAddress else { return nil }
        getValue(base)
        let rect = base.load(as: CGRect.self)
        return isEqual(NSValue(rect: rect)) ? rect : nil
      }
    #endif
  }
}

extension NSValue {
  /// An `NSValue` wrapping a `CGRect`, as UIKit puts frames into a notification's
  /// `userInfo` (`NSValue(cgRect:)` on iOS, which does not exist on Linux).
  package static func keyboardValue(wrapping rect: CGRect) -> NSValue {
    #if canImport(Darwin)
      var copy = rect
      return NSValue(bytes: &copy, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
    #else
      return NSValue(rect: rect)
    #endif
  }
}
