import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless

/// The sections of a scenario's header, each read by one function, in the order
/// ``Scenario/init(data:)`` reads them: an error names the first key at fault.
extension Scenario {
  /// What a host's kind decides: the kind with its parts, the content size and the inputs.
  typealias HostContent = (kind: HostKind, contentSize: CGSize, inputs: [Input])

  /// The document's top level, with only the format's sections.
  static func root(of data: Data) throws -> JSONFields {
    let document: JSONValue
    do {
      document = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw ScenarioError(location: "scenario", key: "", reason: "not valid JSON")
    }
    return try JSONFields(
      document, location: "scenario", path: "",
      allowed: [
        "screen", "window", "host", "settings", "keyboardAtStart", "orders", "orderSeed", "steps",
      ])
  }

  /// The `"screen"` section: the screen's size.
  static func screenSize(in root: JSONFields) throws -> CGSize {
    let screen = try root.object("screen", allowed: ["width", "height"])
    return CGSize(width: try screen.number("width"), height: try screen.number("height"))
  }

  /// The `"window"` section: the window's frame and safe area.
  static func window(in root: JSONFields) throws -> (frame: CGRect, safeArea: EdgeInsets) {
    let window = try root.object("window", allowed: ["frame", "safeArea"])
    let frame = try window.rect("frame")
    return (frame, window.has("safeArea") ? try window.insets("safeArea") : .zero)
  }

  /// The `"host"` section, with the keys of every host kind.
  static func hostFields(in root: JSONFields) throws -> JSONFields {
    try root.object(
      "host",
      allowed: [
        "kind", "frame", "contentSize", "contentInset", "contentOffset", "indicatorInsets",
        "insetAdjustment", "inNavigationController", "inputs", "text", "font", "textContainerInset",
        "sections", "managedByTableViewController", "knowsInputRows", "view", "constant",
        "safeAreaAware", "mode", "form", "keyboardDismissMode", "layoutDirection", "style",
        "flippedVertically", "followsSafeArea", "frameWithKeyboard",
      ])
  }

  /// The host's frame (none for a constraint host), once no key of another kind's is there.
  static func hostFrame(of host: JSONFields, kind: String) throws -> CGRect {
    for key in ["view", "constant", "safeAreaAware", "mode", "form"]
    where kind != "constraint" && host.has(key) {
      throw host.fail(key, "only a \"constraint\" host has it")
    }
    let frame = kind == "constraint" ? .zero : try host.rect("frame")
    if kind == "constraint" || kind == "screen", host.has("frameWithKeyboard") {
      throw host.fail("frameWithKeyboard", "a \"\(kind)\" host has no frameWithKeyboard")
    }
    if kind != "screen", host.has("followsSafeArea") {
      throw host.fail("followsSafeArea", "only a \"screen\" host has it")
    }
    for key in ["sections", "managedByTableViewController", "knowsInputRows", "style"]
    where kind != "table" && host.has(key) {
      throw host.fail(key, "only a \"table\" host has it")
    }
    return frame
  }

  /// What the host's kind decides, read by that kind's own function.
  static func hostContent(of host: JSONFields, kind: String) throws -> HostContent {
    switch kind {
    case "scroll": return try scrollHost(host)
    case "text": return try textHost(host)
    case "table": return try tableHost(host)
    case "constraint": return try constraintHost(host)
    case "screen": return try screenHost(host)
    default:
      throw host.fail(
        "kind",
        "\"\(kind)\" is not supported; this replay knows \"scroll\", \"text\", \"table\", "
          + "\"constraint\" and \"screen\""
      )
    }
  }

  /// A `"scroll"` host: its content size and inputs.
  private static func scrollHost(_ host: JSONFields) throws -> HostContent {
    for key in ["text", "font", "textContainerInset"] where host.has(key) {
      throw host.fail(key, "only a \"text\" host has it")
    }
    return (.scroll, try host.size("contentSize"), try inputs(host))
  }

  /// A `"text"` host: a text view whose text decides its content.
  private static func textHost(_ host: JSONFields) throws -> HostContent {
    for key in ["contentSize", "inputs"] where host.has(key) {
      throw host.fail(key, "a \"text\" host has no \(key): its text decides")
    }
    return (.text(try textViewSpec(host, growingAllowed: false)), .zero, [])
  }

  /// A `"table"` host: its sections decide its content.
  private static func tableHost(_ host: JSONFields) throws -> HostContent {
    for key in ["contentSize", "inputs", "text", "font", "textContainerInset"] where host.has(key) {
      throw host.fail(key, "a \"table\" host has no \(key): its sections decide")
    }
    let table = TableSpec(
      sections: try sections(host),
      isManagedByTableViewController: host.has("managedByTableViewController")
        ? try host.bool("managedByTableViewController") : false,
      knowsInputRows: host.has("knowsInputRows") ? try host.bool("knowsInputRows") : true,
      isPlain: try isPlainStyle(host))
    return (.table(table), .zero, [])
  }

  /// A `"constraint"` host: a view, its bottom constraint and text fields.
  private static func constraintHost(_ host: JSONFields) throws -> HostContent {
    for key in [
      "frame", "contentSize", "sections", "text", "font", "textContainerInset", "layoutDirection",
      "flippedVertically",
    ] where host.has(key) {
      throw host.fail(key, "a \"constraint\" host has no \(key)")
    }
    let view = try host.object("view", allowed: ["frame"])
    let modeName = host.has("mode") ? try host.string("mode") : "always"
    let mode: KeyboardFollowMode
    switch modeName {
    case "always": mode = .always
    case "whenCovered": mode = .whenCovered
    default: throw host.fail("mode", "expected \"always\" or \"whenCovered\"")
    }
    let form = host.has("form") ? try host.string("form") : "containerFirst"
    guard form == "containerFirst" || form == "itemFirst" else {
      throw host.fail("form", "expected \"containerFirst\" or \"itemFirst\"")
    }
    let constraint = ConstraintSpec(
      viewFrame: try view.rect("frame"), constant: try host.number("constant"),
      isSafeAreaAware: host.has("safeAreaAware") ? try host.bool("safeAreaAware") : false,
      mode: mode, isItemFirst: form == "itemFirst")
    let fields = try inputs(host)
    if let textView = fields.first(where: { $0.textView != nil }) {
      throw host.fail("inputs", "input \"\(textView.id)\": a constraint host takes text fields")
    }
    return (.constraint(constraint), .zero, fields)
  }

  /// A `"screen"` host: a view controller's screen that does not scroll, with text fields
  /// and text views.
  private static func screenHost(_ host: JSONFields) throws -> HostContent {
    for key in [
      "contentSize", "text", "font", "textContainerInset", "contentInset", "contentOffset",
      "indicatorInsets", "insetAdjustment", "inNavigationController", "keyboardDismissMode",
      "layoutDirection", "flippedVertically",
    ] where host.has(key) {
      throw host.fail(key, "a \"screen\" host has no \(key)")
    }
    let screen = ScreenSpec(
      followsSafeArea: host.has("followsSafeArea") ? try host.bool("followsSafeArea") : true)
    let fields = try inputs(host, allowsAccessoryView: true)
    // A text view on a screen is its own host when it scrolls (rule L7): the app-wide mode
    // enables it, never the scenario.
    if let textView = fields.first(where: \.isHost) {
      throw host.fail("inputs", "input \"\(textView.id)\": a screen host's text view has no isHost")
    }
    return (.screen(screen), .zero, fields)
  }

  /// The host's scroll-view state: the app's insets and offset, the inset adjustment, its
  /// controller, the dismiss mode, the layout direction and the flip.
  mutating func readScrollState(of host: JSONFields, kind: String) throws {
    contentInset = host.has("contentInset") ? try host.insets("contentInset") : .zero
    indicatorInsets = host.has("indicatorInsets") ? try host.insets("indicatorInsets") : .zero
    contentOffset = host.has("contentOffset") ? try host.point("contentOffset") : nil
    if host.has("insetAdjustment") {
      let name = try host.string("insetAdjustment")
      guard let behaviour = ContentInsetAdjustment(rawValue: name) else {
        throw host.fail("insetAdjustment", "expected automatic, scrollableAxes, always or never")
      }
      insetAdjustment = behaviour
    } else {
      insetAdjustment = .automatic
    }
    isInNavigationController =
      host.has("inNavigationController") ? try host.bool("inNavigationController") : false
    keyboardDismissMode = .none
    if host.has("keyboardDismissMode") {
      guard kind != "constraint" else {
        throw host.fail("keyboardDismissMode", "a \"constraint\" host has no keyboardDismissMode")
      }
      let modes: [String: KeyboardDismissMode] = [
        "none": .none, "onDrag": .onDrag, "interactive": .interactive,
        "interactiveWithAccessory": .interactiveWithAccessory,
      ]
      guard let mode = modes[try host.string("keyboardDismissMode")] else {
        throw host.fail(
          "keyboardDismissMode", "expected none, onDrag, interactive or interactiveWithAccessory")
      }
      keyboardDismissMode = mode
    }
    layoutDirection = try host.layoutDirection()
    isFlippedVertically =
      host.has("flippedVertically") ? try host.bool("flippedVertically") : false
  }

  /// The `"settings"` section: margin, extra spacing, the app-wide mode, the bar, the tap and
  /// Return.
  mutating func readSettings(in root: JSONFields) throws {
    settings = KeyboardSettings()
    guard root.has("settings") else { return }
    let fields = try root.object(
      "settings",
      allowed: [
        "margin", "extraSpacing", "automatic", "showsToolbar", "endsEditingOnTap",
        "returnKeyNavigation",
      ])
    if fields.has("automatic") { isAutomatic = try fields.bool("automatic") }
    if fields.has("showsToolbar") { showsToolbar = try fields.bool("showsToolbar") }
    if fields.has("endsEditingOnTap") { endsEditingOnTap = try fields.bool("endsEditingOnTap") }
    if fields.has("returnKeyNavigation") {
      returnKeyNavigation = try fields.bool("returnKeyNavigation")
    }
    if fields.has("margin") { settings.margin = try fields.number("margin") }
    if fields.has("extraSpacing") { settings.extraSpacing = try fields.number("extraSpacing") }
  }

  /// The `"keyboardAtStart"` section: a keyboard up that no notification announced.
  mutating func readKeyboardAtStart(in root: JSONFields) throws {
    guard root.has("keyboardAtStart") else { return }
    keyboardAtStart = try root.rect("keyboardAtStart")
  }

  /// The `"steps"` section, read one by one while replaying.
  static func steps(in root: JSONFields) throws -> [JSONValue] {
    guard case .array(let steps) = try root.value("steps") else {
      throw root.fail("steps", "expected an array")
    }
    return steps
  }
}
