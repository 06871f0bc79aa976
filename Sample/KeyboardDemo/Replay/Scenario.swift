public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless

/// A replay scenario's header: the screen, window, host and settings.
///
/// SPEC "Scenario files" defines the format. Steps are read one by one while replaying, so that the steps before a bad
/// one still produce their output.
public struct Scenario: Sendable {
  /// One input of the host.
  public struct Input: Sendable, Equatable {
    /// The input's identifier, used by `focus` steps and in output.
    public var id: String
    /// The input's frame in the host's content coordinates.
    public var frame: CGRect
  }

  /// The screen's size.
  public var screenSize: CGSize
  /// The window's frame in screen space.
  public var windowFrame: CGRect
  /// The window's safe area insets.
  public var windowSafeArea: EdgeInsets
  /// The host's frame in its window's space.
  public var hostFrame: CGRect
  /// The host's content size.
  public var contentSize: CGSize
  /// The app's content inset.
  public var contentInset: EdgeInsets
  /// The app's vertical indicator insets.
  public var indicatorInsets: EdgeInsets
  /// The content offset, or `nil` for UIKit's resting offset.
  public var contentOffset: CGPoint?
  /// The content inset adjustment behaviour.
  public var insetAdjustment: ContentInsetAdjustment
  /// Whether the host is the content view of a navigation or tab-bar controller.
  public var isInNavigationController: Bool
  /// The host's inputs.
  public var inputs: [Input]
  /// Margin and extra spacing.
  public var settings: KeyboardSettings
  /// The raw steps.
  public var steps: [JSONValue]

  /// Reads a scenario from JSON data.
  ///
  /// - Throws: ``ScenarioError`` naming the key at fault.
  public init(data: Data) throws {
    let document: JSONValue
    do {
      document = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw ScenarioError(location: "scenario", key: "", reason: "not valid JSON")
    }
    let root = try JSONFields(
      document, location: "scenario", path: "",
      allowed: ["screen", "window", "host", "settings", "steps"])
    let screen = try root.object("screen", allowed: ["width", "height"])
    screenSize = CGSize(width: try screen.number("width"), height: try screen.number("height"))
    let window = try root.object("window", allowed: ["frame", "safeArea"])
    windowFrame = try window.rect("frame")
    windowSafeArea = window.has("safeArea") ? try window.insets("safeArea") : .zero
    let host = try root.object(
      "host",
      allowed: [
        "kind", "frame", "contentSize", "contentInset", "contentOffset", "indicatorInsets",
        "insetAdjustment", "inNavigationController", "inputs",
      ])
    let kind = host.has("kind") ? try host.string("kind") : "scroll"
    guard kind == "scroll" else {
      throw host.fail("kind", "\"\(kind)\" is not supported yet; this replay knows \"scroll\"")
    }
    hostFrame = try host.rect("frame")
    contentSize = try host.size("contentSize")
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
    inputs = try Self.inputs(host)
    settings = KeyboardSettings()
    if root.has("settings") {
      let fields = try root.object("settings", allowed: ["margin", "extraSpacing"])
      if fields.has("margin") { settings.margin = try fields.number("margin") }
      if fields.has("extraSpacing") { settings.extraSpacing = try fields.number("extraSpacing") }
    }
    guard case .array(let steps) = try root.value("steps") else {
      throw root.fail("steps", "expected an array")
    }
    self.steps = steps
  }

  private static func inputs(_ host: JSONFields) throws -> [Input] {
    guard host.has("inputs") else { return [] }
    guard case .array(let items) = try host.value("inputs") else {
      throw host.fail("inputs", "expected an array")
    }
    var seen: Set<String> = []
    return try items.enumerated().map { index, item in
      let input = try JSONFields(
        item, location: host.location, path: "host.inputs[\(index)]", allowed: ["id", "frame"])
      let id = try input.string("id")
      guard seen.insert(id).inserted else { throw input.fail("id", "duplicate id \"\(id)\"") }
      return Input(id: id, frame: try input.rect("frame"))
    }
  }
}
