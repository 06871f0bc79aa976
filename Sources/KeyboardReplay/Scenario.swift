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
  package var contentInset: EdgeInsets = .zero
  /// The app's vertical indicator insets.
  package var indicatorInsets: EdgeInsets = .zero
  /// The content offset, or `nil` for UIKit's resting offset.
  package var contentOffset: CGPoint?
  /// The content inset adjustment behaviour.
  package var insetAdjustment: ContentInsetAdjustment = .automatic
  /// Whether the host is the content view of a navigation or tab-bar controller.
  package var isInNavigationController = false
  /// How a drag on a scroll host dismisses the keyboard (`"keyboardDismissMode"`, rule D1).
  package var keyboardDismissMode: KeyboardDismissMode = .none
  /// The direction the host lays out its content in (`"layoutDirection"`, rule F6).
  package var layoutDirection: LayoutDirection = .leftToRight
  /// Whether the host is flipped vertically (`"flippedVertically"`, rule I4): a chat table
  /// with a `scaleY(-1)` transform, its content's top at the bottom of the screen.
  package var isFlippedVertically = false
  /// Where UIKit moves the host while a keyboard is on screen, as it moves a form sheet
  /// (`"frameWithKeyboard"`, window space, rule O1 l); `nil`: UIKit does not move it.
  package var frameWithKeyboard: CGRect?
  /// The host's inputs.
  package var inputs: [Input]
  /// Margin and extra spacing.
  package var settings = KeyboardSettings()
  /// Whether the app-wide mode enables the host (rule L7) instead of the scenario enabling
  /// it before the first step: `"settings": {"automatic": true}`.
  package var isAutomatic = false
  /// Whether inputs get the Previous / Next / Done bar (`"showsToolbar"`, rule T1).
  package var showsToolbar = false
  /// Whether a tap outside any input ends editing (`"endsEditingOnTap"`, rule T2).
  package var endsEditingOnTap = false
  /// Whether Return moves to the next input (`"returnKeyNavigation"`, rules F6, L9); `nil`
  /// keeps the default of where the settings live: off on the application, on on a host.
  package var returnKeyNavigation: Bool?
  /// A keyboard already up when the scenario starts, in screen space, that no notification
  /// announced (`"keyboardAtStart"`, rule L2).
  package var keyboardAtStart: CGRect?
  /// The orders the model takes where UIKit documents none (`"orders"` or `"orderSeed"`,
  /// rule O1); `nil`: the usual ones, and no `"picks"` in the output.
  package var orderSpec: OrderSpec?
  /// The raw steps.
  package var steps: [JSONValue] = []

  /// Reads a scenario from JSON data, one section of the format after the other.
  ///
  /// - Throws: ``ScenarioError`` naming the key at fault.
  package init(data: Data) throws {
    let root = try Self.root(of: data)
    screenSize = try Self.screenSize(in: root)
    (windowFrame, windowSafeArea) = try Self.window(in: root)
    let host = try Self.hostFields(in: root)
    let kind = host.has("kind") ? try host.string("kind") : "scroll"
    hostFrame = try Self.hostFrame(of: host, kind: kind)
    frameWithKeyboard = host.has("frameWithKeyboard") ? try host.rect("frameWithKeyboard") : nil
    (hostKind, contentSize, inputs) = try Self.hostContent(of: host, kind: kind)
    try readScrollState(of: host, kind: kind)
    try readSettings(in: root)
    try readKeyboardAtStart(in: root)
    orderSpec = try Self.orderSpec(in: root)
    steps = try Self.steps(in: root)
  }

  /// The host's `"inputs"` section: text fields and text views, each with its own id.
  static func inputs(_ host: JSONFields, allowsAccessoryView: Bool = false) throws
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

  /// A text view's text, font, inset and growth, for a `"text"` host or a `"textView"`
  /// input.
  static func textViewSpec(_ fields: JSONFields, growingAllowed: Bool) throws
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
