import Foundation
package import KeyboardAvoidanceCore

extension KeyboardEvent {
  /// The `userInfo` UIKit posts for this event (rule K2): its raw keys, `NSValue` frames in
  /// screen space and `NSNumber` timing and `isLocal`.
  ///
  /// Only simulators build it: ``KeyboardSimulator`` and the headless model's keyboard post
  /// it, so what the engine (or an app's own observer) parses is exactly what UIKit sends.
  /// Parsing it back is Core's `KeyboardEvent(name:userInfo:)`.
  package var userInfo: [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [
      KeyboardUserInfoKey.animationDuration: NSNumber(value: timing.duration),
      KeyboardUserInfoKey.animationCurve: NSNumber(value: timing.curve),
      KeyboardUserInfoKey.isLocal: NSNumber(value: isLocal),
    ]
    if let beginFrame {
      info[KeyboardUserInfoKey.frameBegin] = NSValue.keyboardValue(wrapping: beginFrame)
    }
    if let endFrame {
      info[KeyboardUserInfoKey.frameEnd] = NSValue.keyboardValue(wrapping: endFrame)
    }
    return info
  }
}
