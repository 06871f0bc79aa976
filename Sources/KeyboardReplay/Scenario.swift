package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

/// A replay scenario's header: the screen, window, host and settings.
///
/// The DocC article "Replaying Scenarios" defines the format. Steps are read one by one while
/// replaying, so that the steps before a bad one still produce their output.
package struct Scenario: Sendable {
  /// The screen's size.
  package var screenSize: CGSize
  /// The window's frame in screen space.
  package var windowFrame: CGRect
  /// The window's safe area insets.
  package var windowSafeArea: EdgeInsets
  /// The host's kind.
  package var hostKind: HostKind
  /// The host's frame in its window's space.
  package var hostFrame: CGRect
  /// The host's content size (a text host's follows its text).
  package var contentSize: CGSize
  /// The app's content inset.
  package var contentInset: EdgeInsets
  /// The app's vertical indicator insets.
  package var indicatorInsets: EdgeInsets
  /// The content offset, or `nil` for UIKit's resting offset.
  package var contentOffset: CGPoint?
  /// The content inset adjustment behaviour.
  package var insetAdjustment: ContentInsetAdjustment
  /// Whether the host is the content view of a navigation or tab-bar controller.
  package var isInNavigationController: Bool
  /// How a drag on a scroll host dismisses the keyboard (`"keyboardDismissMode"`, rule D1).
  package var keyboardDismissMode: KeyboardDismissMode
  /// The direction the host lays out its content in (`"layoutDirection"`, rule F6).
  package var layoutDirection: LayoutDirection
  /// Whether the host is flipped vertically (`"flippedVertically"`, rule I4): a chat table
  /// with a `scaleY(-1)` transform, its content's top at the bottom of the screen.
  package var isFlippedVertically: Bool
  /// The host's inputs.
  package var inputs: [Input]
  /// Margin and extra spacing.
  package var settings: KeyboardSettings
  /// Whether the app-wide mode enables the host (rule L7) instead of the scenario enabling
  /// it before the first step: `"settings": {"automatic": true}`.
  package var isAutomatic = false
  /// Whether inputs get the Previous / Next / Done bar (`"showsToolbar"`, rule T1).
  package var showsToolbar = false
  /// Whether a tap outside any input ends editing (`"endsEditingOnTap"`, rule T2).
  package var endsEditingOnTap = false
  /// A keyboard already up when the scenario starts, in screen space, that no notification
  /// announced (`"keyboardAtStart"`, rule L2).
  package var keyboardAtStart: CGRect?
  /// The raw steps.
  package var steps: [JSONValue]

  /// Reads a scenario from JSON data.
  ///
  /// - Throws: ``ScenarioError`` naming the key at fault.
  package init(data: Data) throws {
    let document: JSONValue
    do {
      document = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw ScenarioError(location: "scenario", key: "", reason: "not valid JSON")
    }
    let root = try JSONFields(
      document, location: "scenario", path: "",
      allowed: ["screen", "window", "host", "settings", "keyboardAtStart", "steps"])
    let screen = try root.object("screen", allowed: ["width", "height"])
    screenSize = CGSize(width: try screen.number("width"), height: try screen.number("height"))
    let window = try root.object("window", allowed: ["frame", "safeArea"])
    windowFrame = try window.rect("frame")
    windowSafeArea = window.has("safeArea") ? try window.insets("safeArea") : .zero
    let host = try root.object(
      "host",
      allowed: [
        "kind", "frame", "contentSize", "contentInset", "contentOffset", "indicatorInsets",
        "insetAdjustment", "inNavigationController", "inputs", "text", "font", "textContainerInset",
        "sections", "managedByTableViewController", "knowsInputRows", "view", "constant",
        "safeAreaAware", "mode", "form", "keyboardDismissMode", "layoutDirection", "style",
        "flippedVertically", "followsSafeArea",
      ])
    let kind = host.has("kind") ? try host.string("kind") : "scroll"
    for key in ["view", "constant", "safeAreaAware", "mode", "form"]
    where kind != "constraint" && host.has(key) {
      throw host.fail(key, "only a \"constraint\" host has it")
    }
    hostFrame = kind == "constraint" ? .zero : try host.rect("frame")
    if kind != "screen", host.has("followsSafeArea") {
      throw host.fail("followsSafeArea", "only a \"screen\" host has it")
    }
    for key in ["sections", "managedByTableViewController", "knowsInputRows", "style"]
    where kind != "table" && host.has(key) {
      throw host.fail(key, "only a \"table\" host has it")
    }
    switch kind {
    case "scroll":
      for key in ["text", "font", "textContainerInset"] where host.has(key) {
        throw host.fail(key, "only a \"text\" host has it")
      }
      hostKind = .scroll
      contentSize = try host.size("contentSize")
      inputs = try Self.inputs(host)
    case "text":
      for key in ["contentSize", "inputs"] where host.has(key) {
        throw host.fail(key, "a \"text\" host has no \(key): its text decides")
      }
      hostKind = .text(try Self.textViewSpec(host, growingAllowed: false))
      contentSize = .zero
      inputs = []
    case "table":
      for key in ["contentSize", "inputs", "text", "font", "textContainerInset"] where host.has(key)
      {
        throw host.fail(key, "a \"table\" host has no \(key): its sections decide")
      }
      hostKind = .table(
        TableSpec(
          sections: try Self.sections(host),
          isManagedByTableViewController: host.has("managedByTableViewController")
            ? try host.bool("managedByTableViewController") : false,
          knowsInputRows: host.has("knowsInputRows") ? try host.bool("knowsInputRows") : true,
          isPlain: try Self.isPlainStyle(host)))
      contentSize = .zero
      inputs = []
    case "constraint":
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
      hostKind = .constraint(
        ConstraintSpec(
          viewFrame: try view.rect("frame"), constant: try host.number("constant"),
          isSafeAreaAware: host.has("safeAreaAware") ? try host.bool("safeAreaAware") : false,
          mode: mode, isItemFirst: form == "itemFirst"))
      contentSize = .zero
      inputs = try Self.inputs(host)
      if let textView = inputs.first(where: { $0.textView != nil }) {
        throw host.fail("inputs", "input \"\(textView.id)\": a constraint host takes text fields")
      }
    case "screen":
      for key in [
        "contentSize", "text", "font", "textContainerInset", "contentInset", "contentOffset",
        "indicatorInsets", "insetAdjustment", "inNavigationController", "keyboardDismissMode",
        "layoutDirection", "flippedVertically",
      ] where host.has(key) {
        throw host.fail(key, "a \"screen\" host has no \(key)")
      }
      hostKind = .screen(
        ScreenSpec(
          followsSafeArea: host.has("followsSafeArea") ? try host.bool("followsSafeArea") : true))
      contentSize = .zero
      inputs = try Self.inputs(host, allowsAccessoryView: true)
      if let textView = inputs.first(where: { $0.textView != nil }) {
        throw host.fail("inputs", "input \"\(textView.id)\": a screen host takes text fields")
      }
    default:
      throw host.fail(
        "kind",
        "\"\(kind)\" is not supported; this replay knows \"scroll\", \"text\", \"table\", "
          + "\"constraint\" and \"screen\""
      )
    }
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
    settings = KeyboardSettings()
    if root.has("settings") {
      let fields = try root.object(
        "settings",
        allowed: ["margin", "extraSpacing", "automatic", "showsToolbar", "endsEditingOnTap"])
      if fields.has("automatic") { isAutomatic = try fields.bool("automatic") }
      if fields.has("showsToolbar") { showsToolbar = try fields.bool("showsToolbar") }
      if fields.has("endsEditingOnTap") { endsEditingOnTap = try fields.bool("endsEditingOnTap") }
      if fields.has("margin") { settings.margin = try fields.number("margin") }
      if fields.has("extraSpacing") { settings.extraSpacing = try fields.number("extraSpacing") }
    }
    if root.has("keyboardAtStart") { keyboardAtStart = try root.rect("keyboardAtStart") }
    guard case .array(let steps) = try root.value("steps") else {
      throw root.fail("steps", "expected an array")
    }
    self.steps = steps
  }

  private static func inputs(_ host: JSONFields, allowsAccessoryView: Bool = false) throws
    -> [Input]
  {
    guard host.has("inputs") else { return [] }
    guard case .array(let items) = try host.value("inputs") else {
      throw host.fail("inputs", "expected an array")
    }
    var seen: Set<String> = []
    return try items.enumerated().map { index, item in
      let input = try JSONFields(
        item, location: host.location, path: "host.inputs[\(index)]",
        allowed: [
          "id", "frame", "kind", "text", "font", "growing", "textContainerInset", "returnKeyType",
          "scrolls", "isHost", "inAccessoryView",
        ])
      if input.has("inAccessoryView"), !allowsAccessoryView {
        throw input.fail("inAccessoryView", "only a \"screen\" host's input has it")
      }
      let id = try input.string("id")
      guard seen.insert(id).inserted else {
        throw input.fail("id", "duplicate id \"\(id)\"")
      }
      let kind = input.has("kind") ? try input.string("kind") : "textField"
      switch kind {
      case "textField":
        for key in ["text", "font", "growing", "textContainerInset", "scrolls", "isHost"]
        where input.has(key) {
          throw input.fail(key, "only a \"textView\" input has it")
        }
        var field = Input(
          id: id, frame: try input.rect("frame"), textView: nil,
          returnKeyType: try input.returnKeyType())
        if input.has("inAccessoryView") {
          field.isInAccessoryView = try input.bool("inAccessoryView")
        }
        return field
      case "textView":
        // rules F2, F8: a text view that scrolls inside the host, and may be a host itself.
        if input.has("scrolls"), input.has("growing") {
          throw input.fail("scrolls", "give \"scrolls\" or \"growing\", not both")
        }
        var spec = try textViewSpec(input, growingAllowed: true)
        if input.has("scrolls") { spec.isGrowing = !(try input.bool("scrolls")) }
        return Input(
          id: id, frame: try input.rect("frame"), textView: spec,
          returnKeyType: try input.returnKeyType(),
          isHost: input.has("isHost") ? try input.bool("isHost") : false)
      default:
        throw input.fail("kind", "expected \"textField\" or \"textView\"")
      }
    }
  }

  private static func textViewSpec(_ fields: JSONFields, growingAllowed: Bool) throws
    -> TextViewSpec
  {
    var font = TextFont()
    if fields.has("font") {
      let spec = try fields.object("font", allowed: ["lineHeight", "charWidth"])
      if spec.has("lineHeight") { font.lineHeight = try spec.number("lineHeight") }
      if spec.has("charWidth") { font.charWidth = try spec.number("charWidth") }
      guard font.lineHeight > 0, font.charWidth > 0 else {
        throw fields.fail("font", "lineHeight and charWidth must be positive")
      }
    }
    return TextViewSpec(
      text: fields.has("text") ? try fields.string("text") : "",
      font: font,
      textContainerInset: fields.has("textContainerInset")
        ? try fields.insets("textContainerInset")
        : EdgeInsets(top: 8, left: 0, bottom: 8, right: 0),
      isGrowing: growingAllowed && fields.has("growing") ? try fields.bool("growing") : false)
  }
}
