import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// One step of a scenario, read and checked before it runs.
enum ScenarioStep {
  case focus(String)
  case blur
  case keyboard(
    KeyboardEventName, userInfo: [AnyHashable: Any]?, object: KeyboardNotificationObject)
  case setContentInset(EdgeInsets)
  case setWindowFrame(CGRect)
  case setSafeArea(EdgeInsets)
  case setHostFrame(CGRect)
  case enable(Bool)
  case removeFromWindow
  case addToWindow
  case type(String)
  case select(NSRange)
  case deleteBackward(Int)
  case returnKey
  case focusPrevious
  case scroll(CGPoint)
  case touch(isDown: Bool)
  case drag(began: Bool)
  /// The user's drag ends in deceleration, which lasts until the next step (rule F4).
  case decelerate
  case dragKeyboardTo(CGFloat)
  /// The user taps the window at a point of its space (rule T2).
  case tap(CGPoint)
  /// The app writes its screen's `additionalSafeAreaInsets` (rules L10, I2).
  case setAdditionalSafeArea(EdgeInsets)

  private static let actions: Set<String> = [
    "focus", "blur", "keyboard", "setContentInset", "setWindowFrame", "setSafeArea", "setHostFrame",
    "enable",
    "removeFromWindow", "addToWindow", "type", "select", "deleteBackward", "returnKey",
    "focusPrevious", "scroll", "touch", "drag", "decelerate", "dragKeyboardTo", "tap",
    "setAdditionalSafeArea",
  ]

  private static let shortNames: [String: KeyboardEventName] = [
    "willShow": .willShow, "didShow": .didShow, "willHide": .willHide, "didHide": .didHide,
    "willChangeFrame": .willChangeFrame, "didChangeFrame": .didChangeFrame,
  ]

  /// Reads step `index`; `inputIDs` are the host's input identifiers.
  init(_ value: JSONValue, index: Int, inputIDs: Set<String>) throws {
    let location = "step \(index)"
    let step = try JSONFields(value, location: location, path: "", allowed: Self.actions)
    guard step.fields.count == 1, let action = step.fields.keys.first else {
      throw ScenarioError(
        location: location, key: "",
        reason:
          "expected exactly one action, one of \(Self.actions.sorted().joined(separator: ", "))")
    }
    switch action {
    case "focus":
      let id = try step.string("focus")
      guard inputIDs.contains(id) else {
        throw step.fail("focus", "unknown input id \"\(id)\"; \(Self.idHint(inputIDs))")
      }
      self = .focus(id)
    case "blur":
      try step.requireTrue("blur")
      self = .blur
    case "keyboard":
      self = try Self.keyboard(step)
    case "setContentInset":
      self = .setContentInset(try step.insets("setContentInset"))
    case "setWindowFrame":
      self = .setWindowFrame(try step.rect("setWindowFrame"))
    case "setSafeArea":
      self = .setSafeArea(try step.insets("setSafeArea"))
    case "setAdditionalSafeArea":
      self = .setAdditionalSafeArea(try step.insets("setAdditionalSafeArea"))
    case "setHostFrame":
      self = .setHostFrame(try step.rect("setHostFrame"))
    case "enable":
      self = .enable(try step.bool("enable"))
    case "removeFromWindow":
      try step.requireTrue("removeFromWindow")
      self = .removeFromWindow
    case "type":
      self = .type(try step.string("type"))
    case "select":
      let range = try step.numbers("select", count: 2, shape: "[location, length]")
      guard range.allSatisfy({ $0 >= 0 && $0.rounded() == $0 && $0 < 1e12 }) else {
        throw step.fail("select", "expected whole numbers >= 0")
      }
      self = .select(NSRange(location: Int(range[0]), length: Int(range[1])))
    case "deleteBackward":
      let count = try step.number("deleteBackward")
      guard count >= 0, count.rounded() == count, count < 1e9 else {
        throw step.fail("deleteBackward", "expected a whole number >= 0")
      }
      self = .deleteBackward(Int(count))
    case "returnKey":
      try step.requireTrue("returnKey")
      self = .returnKey
    case "focusPrevious":
      try step.requireTrue("focusPrevious")
      self = .focusPrevious
    case "scroll":
      self = .scroll(try step.point("scroll"))
    case "touch":
      self = .touch(isDown: try step.isBeganPhase("touch"))
    case "drag":
      self = .drag(began: try step.isBeganPhase("drag"))
    case "decelerate":
      try step.requireTrue("decelerate")
      self = .decelerate
    case "dragKeyboardTo":
      self = .dragKeyboardTo(try step.number("dragKeyboardTo"))
    case "tap":
      self = .tap(try step.point("tap"))
    default:
      try step.requireTrue("addToWindow")
      self = .addToWindow
    }
  }

  /// What an unknown id's message adds: the ids there are, or that the host has none.
  private static func idHint(_ inputIDs: Set<String>) -> String {
    guard !inputIDs.isEmpty else { return "the host has no inputs" }
    return "the ids are " + inputIDs.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
  }

  private static func keyboard(_ step: JSONFields) throws -> ScenarioStep {
    let fields = try step.object(
      "keyboard",
      allowed: [
        "name", "beginFrame", "endFrame", "duration", "curve", "isLocal", "userInfo", "screen",
      ])
    let rawName = try fields.string("name")
    var object = KeyboardNotificationObject.hostScreen
    if fields.has("screen") {
      let objects: [String: KeyboardNotificationObject] = [
        "host": .hostScreen, "other": .otherScreen, "none": .none,
      ]
      guard let named = objects[try fields.string("screen")] else {
        throw fields.fail("screen", "expected \"host\", \"other\" or \"none\"")
      }
      object = named
    }
    guard let name = shortNames[rawName] ?? KeyboardEventName(rawValue: rawName) else {
      let known = Set(shortNames.keys)
      let hint = KeySuggestion.nearest(to: rawName, among: known).map {
        "; did you mean \"\($0)\"?"
      }
      throw fields.fail(
        "name", "expected one of \(known.sorted().joined(separator: ", "))" + (hint ?? ""))
    }
    if fields.has("userInfo") {
      let others = fields.fields.keys.filter { !["name", "userInfo", "screen"].contains($0) }
        .sorted()
      if let other = others.first {
        throw fields.fail(other, "cannot be combined with a raw userInfo")
      }
      let info = try RawUserInfo.build(
        try fields.value("userInfo"), location: step.location, path: "keyboard.userInfo")
      return .keyboard(name, userInfo: info, object: object)
    }
    var info: [AnyHashable: Any] = [:]
    if fields.has("beginFrame") {
      info[KeyboardUserInfoKey.frameBegin] = NSValue.keyboardValue(
        wrapping: try fields.rect("beginFrame"))
    }
    if fields.has("endFrame") {
      info[KeyboardUserInfoKey.frameEnd] = NSValue.keyboardValue(
        wrapping: try fields.rect("endFrame"))
    }
    if fields.has("duration") {
      info[KeyboardUserInfoKey.animationDuration] = NSNumber(
        value: Double(try fields.number("duration")))
    }
    if fields.has("curve") {
      let curve = try fields.number("curve")
      info[KeyboardUserInfoKey.animationCurve] =
        curve.rounded() == curve && abs(curve) < 1e15
        ? NSNumber(value: Int(curve)) : NSNumber(value: Double(curve))
    }
    if fields.has("isLocal") {
      info[KeyboardUserInfoKey.isLocal] = NSNumber(value: try fields.bool("isLocal"))
    }
    return .keyboard(name, userInfo: info, object: object)
  }
}

extension ScenarioStep {
  /// The step's action key, for error messages.
  var key: String {
    switch self {
    case .focus: "focus"
    case .blur: "blur"
    case .keyboard: "keyboard"
    case .setContentInset: "setContentInset"
    case .setWindowFrame: "setWindowFrame"
    case .setSafeArea: "setSafeArea"
    case .setHostFrame: "setHostFrame"
    case .enable: "enable"
    case .removeFromWindow: "removeFromWindow"
    case .addToWindow: "addToWindow"
    case .type: "type"
    case .select: "select"
    case .deleteBackward: "deleteBackward"
    case .returnKey: "returnKey"
    case .focusPrevious: "focusPrevious"
    case .scroll: "scroll"
    case .touch: "touch"
    case .drag: "drag"
    case .decelerate: "decelerate"
    case .dragKeyboardTo: "dragKeyboardTo"
    case .tap: "tap"
    case .setAdditionalSafeArea: "setAdditionalSafeArea"
    }
  }
}
