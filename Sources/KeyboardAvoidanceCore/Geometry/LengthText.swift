import Foundation

/// Lengths and rects as people read them, for the debug log and test failure messages:
/// no trailing zeros, `(x, y, width x height)`.
package enum LengthText {
  /// A length rounded to `decimals` places, without trailing zeros: `336`, `12.5`.
  package static func number(_ value: CGFloat, decimals: Int = 3) -> String {
    let scale = CGFloat(pow(10, Double(decimals)))
    let rounded = (value * scale).rounded() / scale
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
  }

  /// `(x, y, width x height)`.
  package static func rect(_ rect: CGRect, decimals: Int = 3) -> String {
    let n = { number($0, decimals: decimals) }
    return "(\(n(rect.minX)), \(n(rect.minY)), \(n(rect.width)) x \(n(rect.height)))"
  }
}
