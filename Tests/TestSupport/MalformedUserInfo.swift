import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// Every malformed show or frame-change `userInfo` of rule K3.
///
/// The cases K3 names plus the type confusions a `userInfo` can carry. Each must be
/// ignored whole.
package enum MalformedUserInfo: String, CaseIterable, Sendable, CustomStringConvertible {
  case noUserInfo
  case emptyUserInfo
  case noEndFrame
  case stringFrame
  case numberFrame
  case pointFrame
  case arrayFrame
  case nullFrame
  case nanOrigin
  case nanHeight
  case infiniteWidth
  case negativeInfinityY
  case negativeWidth
  case negativeHeight
  case bareRectWithNaN

  /// The `userInfo` to post, `nil` for ``noUserInfo``.
  package var userInfo: [AnyHashable: Any]? {
    let end = KeyboardUserInfoKey.frameEnd
    let timing: [AnyHashable: Any] = [
      KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
      KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
    ]
    func with(_ value: Any) -> [AnyHashable: Any] { timing.merging([end: value]) { $1 } }
    func boxed(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> NSValue {
      NSValue.keyboardValue(wrapping: CGRect(x: x, y: y, width: w, height: h))
    }
    switch self {
    case .noUserInfo: return nil
    case .emptyUserInfo: return [:]
    case .noEndFrame: return timing
    case .stringFrame: return with("{{0, 300}, {390, 544}}")
    case .numberFrame: return with(NSNumber(value: 544))
    case .pointFrame: return with(Self.boxedPoint(CGPoint(x: 0, y: 300)))
    case .arrayFrame: return with([0, 300, 390, 544])
    case .nullFrame: return with(NSNull())
    case .nanOrigin: return with(boxed(.nan, 300, 390, 544))
    case .nanHeight: return with(boxed(0, 300, 390, .nan))
    case .infiniteWidth: return with(boxed(0, 300, .infinity, 544))
    case .negativeInfinityY: return with(boxed(0, -.infinity, 390, 544))
    case .negativeWidth: return with(boxed(0, 300, -390, 544))
    case .negativeHeight: return with(boxed(0, 300, 390, -544))
    case .bareRectWithNaN: return with(CGRect(x: 0, y: CGFloat.nan, width: 390, height: 544))
    }
  }

  /// The case's name.
  package var description: String { rawValue }

  /// An `NSValue` wrapping a point: Foundation's own box on macOS and Linux; on iOS, where
  /// only UIKit has one (`NSValue(cgPoint:)`), the same bytes and type encoding.
  private static func boxedPoint(_ point: CGPoint) -> NSValue {
    #if os(macOS) || os(Linux)
      return NSValue(point: point)
    #else
      var copy = point
      return NSValue(bytes: &copy, objCType: "{CGPoint=dd}")
    #endif
  }
}
