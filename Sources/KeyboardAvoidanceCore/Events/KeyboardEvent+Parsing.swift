package import Foundation

extension KeyboardEvent {
  /// Parses a keyboard notification, or returns `nil` when rule K3 says to ignore it.
  ///
  /// Returns `nil` for a name that is not one of the six keyboard notifications, and for
  /// a show or frame-change notification with no `userInfo`, no end frame, an end frame of
  /// the wrong type, or an end frame with a NaN or infinite component or a negative width
  /// or height. A hide notification needs no frame: an absent or invalid one is dropped.
  /// Other values fall back to documented defaults rather than rejecting the event:
  /// a duration that is not a finite number >= 0 means 0.25 s; a curve that is not a whole
  /// number from 0 to 15 means 7; an `isLocal` that is not a Boolean means `true`.
  ///
  /// Frames are accepted as an `NSValue` wrapping a `CGRect` (what UIKit posts) or as a
  /// bare `CGRect` (rule K2).
  ///
  /// - Parameters:
  ///   - name: The notification's name.
  ///   - userInfo: The notification's `userInfo`, as posted.
  package init?(name: Notification.Name, userInfo: [AnyHashable: Any]?) {
    guard let eventName = KeyboardEventName(notificationName: name) else { return nil }
    let values = UserInfoValues(userInfo)
    let endFrame = Self.validFrame(values.frameEnd)
    if !eventName.isHide && endFrame == nil { return nil }
    self.init(
      name: eventName,
      beginFrame: Self.validFrame(values.frameBegin),
      endFrame: endFrame,
      timing: AnimationTiming(
        duration: Self.duration(values.animationDuration),
        curve: Self.curve(values.animationCurve)
      ),
      isLocal: Self.isLocal(values.isLocal)
    )
  }

  /// Parses a keyboard notification; see ``init(name:userInfo:)``.
  package init?(notification: Notification) {
    self.init(name: notification.name, userInfo: notification.userInfo)
    // The notification's object is the keyboard's screen (rule K4); only an object (a
    // class instance) has an identity to compare.
    if let object = notification.object, type(of: object) is AnyClass {
      screen = ObjectIdentifier(object as AnyObject)
    }
  }

  // MARK: - Values

  /// A frame from an `NSValue` or a bare `CGRect`, if it is finite with a non-negative size.
  static func validFrame(_ value: Any?) -> CGRect? {
    let rect: CGRect
    if let boxed = value as? NSValue {
      guard let unboxed = boxed.keyboardRectValue else { return nil }
      rect = unboxed
    } else if let bare = value as? CGRect {
      rect = bare
    } else {
      return nil
    }
    // `CGRect.width` standardizes; the raw size is what must not be negative.
    let components = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard components.allSatisfy(\.isFinite), rect.size.width >= 0, rect.size.height >= 0 else {
      return nil
    }
    return rect
  }

  /// The duration in seconds, or 0.25 when the value is not a finite number >= 0.
  static func duration(_ value: Any?) -> TimeInterval {
    guard let number = nonBooleanNumber(value), number.isFinite, number >= 0 else {
      return AnimationTiming.keyboardDefault.duration
    }
    return number
  }

  /// The raw curve, or 7 when the value is not a whole number from 0 to 15.
  static func curve(_ value: Any?) -> Int {
    guard let number = nonBooleanNumber(value), number.rounded() == number,
      (0...15).contains(number)
    else { return AnimationTiming.keyboardDefault.curve }
    return Int(number)
  }

  /// The Boolean, or `true` when the value is absent or not a Boolean.
  static func isLocal(_ value: Any?) -> Bool {
    guard let number = value as? NSNumber, isBoolean(number) else { return true }
    return number.boolValue
  }

  private static func nonBooleanNumber(_ value: Any?) -> Double? {
    guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
    return number.doubleValue
  }

  /// Booleans box as `NSNumber`s of Objective-C type `c` (BOOL) or `B` (C99 bool).
  private static func isBoolean(_ number: NSNumber) -> Bool {
    let type = number.objCType
    return (type[0] == 0x63 || type[0] == 0x42) && type[1] == 0
  }
}

/// The five keyboard values of a `userInfo`, read in one pass.
///
/// Looking each key up would compare `AnyHashable`s, which for a bridged `NSString` key
/// (what UIKit and Foundation's notification center hand over) costs thousands of
/// instructions per comparison; converting each key to a `String` once and comparing
/// strings is an order of magnitude cheaper.
private struct UserInfoValues {
  var frameBegin: Any?
  var frameEnd: Any?
  var animationDuration: Any?
  var animationCurve: Any?
  var isLocal: Any?

  init(_ userInfo: [AnyHashable: Any]?) {
    guard let userInfo else { return }
    for (key, value) in userInfo {
      guard let name = key.base as? String else { continue }
      switch name {
      case KeyboardUserInfoKey.frameBegin: frameBegin = value
      case KeyboardUserInfoKey.frameEnd: frameEnd = value
      case KeyboardUserInfoKey.animationDuration: animationDuration = value
      case KeyboardUserInfoKey.animationCurve: animationCurve = value
      case KeyboardUserInfoKey.isLocal: isLocal = value
      default: continue
      }
    }
  }
}
