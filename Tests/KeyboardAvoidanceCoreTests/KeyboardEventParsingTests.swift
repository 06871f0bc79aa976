import Foundation
import KeyboardAvoidanceCore
import Testing

struct KeyboardEventParsingTests {
  private let end = CGRect(x: 0, y: 508, width: 390, height: 336)

  private func info(_ extra: [AnyHashable: Any] = [:], end: Any? = nil) -> [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [
      KeyboardUserInfoKey.frameEnd: end ?? NSValue.keyboardValue(wrapping: self.end)
    ]
    for (key, value) in extra { info[key] = value }
    return info
  }

  @Test func `K1: the six raw notification names map to the six cases`() {
    let raw = KeyboardEventName.allCases.map(\.rawValue)
    #expect(
      raw == [
        "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
        "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
      ])
    #expect(
      KeyboardEventName.allCases.filter(\.isWill) == [.willShow, .willHide, .willChangeFrame])
    #expect(
      KeyboardEvent(
        name: Notification.Name("UITextFieldTextDidChangeNotification"), userInfo: info()) == nil)
  }

  @Test func `K2: an NSValue end frame and UIKit's keys are read`() throws {
    let begin = CGRect(x: 0, y: 844, width: 390, height: 336)
    let event = try #require(
      KeyboardEvent(
        name: KeyboardEventName.willShow.notificationName,
        userInfo: info([
          KeyboardUserInfoKey.frameBegin: NSValue.keyboardValue(wrapping: begin),
          KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.4),
          KeyboardUserInfoKey.animationCurve: NSNumber(value: 3),
          KeyboardUserInfoKey.isLocal: NSNumber(value: false),
        ])))
    #expect(event.name == .willShow)
    #expect(event.beginFrame == begin)
    #expect(event.endFrame == end)
    #expect(event.timing == AnimationTiming(duration: 0.4, curve: 3))
    #expect(event.isLocal == false)
  }

  @Test func `K2: an NSValue is a frame only when it wraps a CGRect`() {
    let rect = CGRect(x: 0, y: 508, width: 390, height: 336)
    #expect(NSValue.keyboardValue(wrapping: rect).keyboardRectValue == rect)
    var bytes = rect
    let encoded = NSValue(bytes: &bytes, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
    #expect(encoded.keyboardRectValue == rect)
    var double = 336.0
    var point = CGPoint(x: 0, y: 508)
    var size = CGSize(width: 390, height: 336)
    var others: [NSValue] = [
      NSValue(bytes: &point, objCType: "{CGPoint=dd}"),
      NSValue(bytes: &size, objCType: "{CGSize=dd}"),
      NSValue(range: NSRange(location: 0, length: 336)),
      NSNumber(value: 336),
      NSValue(bytes: &double, objCType: "d"),
    ]
    #if os(macOS) || os(Linux)
      // Foundation's own geometry boxes (on iOS only UIKit has them, as `NSValue(cgPoint:)`).
      others += [
        NSValue(point: point), NSValue(size: size),
        NSValue(edgeInsets: NSEdgeInsets(top: 0, left: 508, bottom: 390, right: 336)),
      ]
    #endif
    for value in others { #expect(value.keyboardRectValue == nil, "\(value)") }
  }

  @Test func `K2: a bare CGRect end frame is accepted`() throws {
    let event = try #require(
      KeyboardEvent(
        name: KeyboardEventName.willChangeFrame.notificationName, userInfo: info(end: end)))
    #expect(event.endFrame == end)
  }

  @Test func `K3: a show with no userInfo is ignored`() {
    #expect(KeyboardEvent(name: KeyboardEventName.willShow.notificationName, userInfo: nil) == nil)
  }

  @Test func `K3: a show with no end frame is ignored`() {
    let info: [AnyHashable: Any] = [KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25)]
    #expect(KeyboardEvent(name: KeyboardEventName.willShow.notificationName, userInfo: info) == nil)
  }

  @Test(arguments: [
    "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
    "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
  ])
  func `K3: an end frame of the wrong type is ignored`(name: String) {
    var point = CGPoint(x: 0, y: 508)
    let wrong: [Any] = [
      "{{0, 508}, {390, 336}}", NSNumber(value: 336),
      NSValue(bytes: &point, objCType: "{CGPoint=dd}"), [0, 508, 390, 336], NSNull(),
    ]
    for value in wrong {
      #expect(KeyboardEvent(name: Notification.Name(name), userInfo: info(end: value)) == nil)
    }
  }

  @Test func `K3: an end frame with NaN, infinity or a negative size is ignored`() {
    let bad = [
      CGRect(x: CGFloat.nan, y: 508, width: 390, height: 336),
      CGRect(x: 0, y: CGFloat.infinity, width: 390, height: 336),
      CGRect(x: 0, y: 508, width: -CGFloat.infinity, height: 336),
      CGRect(x: 0, y: 508, width: 390, height: CGFloat.nan),
      CGRect(x: 0, y: 508, width: -390, height: 336),
      CGRect(x: 0, y: 508, width: 390, height: -1),
    ]
    for rect in bad {
      let boxed = info(end: NSValue.keyboardValue(wrapping: rect))
      #expect(
        KeyboardEvent(name: KeyboardEventName.willShow.notificationName, userInfo: boxed) == nil)
      #expect(
        KeyboardEvent(name: KeyboardEventName.willShow.notificationName, userInfo: info(end: rect))
          == nil)
    }
  }

  @Test func `K3: a zero-size end frame is valid input (K4 decides it covers nothing)`() {
    let zero = info(end: NSValue.keyboardValue(wrapping: .zero))
    #expect(
      KeyboardEvent(name: KeyboardEventName.willChangeFrame.notificationName, userInfo: zero)?
        .endFrame == .zero)
  }

  @Test func `K3: a hide needs no frame, and a bad one is dropped`() throws {
    let bare = try #require(
      KeyboardEvent(name: KeyboardEventName.willHide.notificationName, userInfo: nil))
    #expect(bare.endFrame == nil)
    #expect(bare.timing == .keyboardDefault)
    let bad = try #require(
      KeyboardEvent(name: KeyboardEventName.didHide.notificationName, userInfo: info(end: "junk")))
    #expect(bad.endFrame == nil)
  }

  /// A `willShow` parsed from the default `userInfo` with `key` set to `value`.
  private func willShow(_ key: String, _ value: Any) throws -> KeyboardEvent {
    try #require(
      KeyboardEvent(
        name: KeyboardEventName.willShow.notificationName, userInfo: info([key: value])))
  }

  @Test func `K3: an invalid duration means 0.25`() throws {
    let values: [Any] = [
      NSNumber(value: -0.1), NSNumber(value: Double.nan), NSNumber(value: Double.infinity), "0.3",
      NSNumber(value: true),
    ]
    for value in values {
      let event = try willShow(KeyboardUserInfoKey.animationDuration, value)
      #expect(event.timing.duration == 0.25)
    }
    let zero = try willShow(KeyboardUserInfoKey.animationDuration, NSNumber(value: 0))
    #expect(zero.timing.duration == 0)
  }

  @Test func `K3: a curve that is not a whole number from 0 to 15 means 7`() throws {
    let values: [Any] = [
      NSNumber(value: 99), NSNumber(value: 16), NSNumber(value: -1), NSNumber(value: 2.5), "7",
      NSNumber(value: true),
    ]
    for value in values {
      let event = try willShow(KeyboardUserInfoKey.animationCurve, value)
      #expect(event.timing.curve == 7)
    }
    for valid in [0, 3, 15] {
      let event = try willShow(KeyboardUserInfoKey.animationCurve, NSNumber(value: valid))
      #expect(event.timing.curve == valid)
    }
  }

  @Test func `K3: a missing or non-Boolean isLocal means true`() throws {
    let values: [Any] = [NSNumber(value: 0), "NO", NSNumber(value: 0.0)]
    for value in values {
      let event = try willShow(KeyboardUserInfoKey.isLocal, value)
      #expect(event.isLocal)
    }
    let missing = try #require(
      KeyboardEvent(name: KeyboardEventName.willShow.notificationName, userInfo: info()))
    #expect(missing.isLocal)
  }
}
