import KeyboardAvoidanceCore

extension JSONFields {
  /// The scenario names of UIKit's Return keys: its Swift case names (rule F6).
  private static let returnKeyTypes: [String: ReturnKeyType] = [
    "default": .default, "next": .next, "continue": .continue, "done": .done, "send": .send,
    "go": .go, "search": .search, "join": .join, "route": .route, "google": .google,
    "yahoo": .yahoo, "emergencyCall": .emergencyCall,
  ]

  /// An input's `"returnKeyType"`, `default` when absent.
  ///
  /// - Throws: ``ScenarioError`` naming the key when the value is not a string or names no
  ///   Return key.
  func returnKeyType() throws -> ReturnKeyType {
    guard has("returnKeyType") else { return .default }
    let name = try string("returnKeyType")
    guard let type = Self.returnKeyTypes[name] else {
      throw fail(
        "returnKeyType",
        "expected default, next, continue, done, send, go, search, join, route, google, yahoo"
          + " or emergencyCall, got \"\(name)\"")
    }
    return type
  }
}
