#if canImport(UIKit)
  import RuleScenarios
  import Testing

  /// Runs `body` on real UIKit views built for `scenario`, its field first responder, and
  /// takes the window down after.
  @MainActor
  func withFocusedHost(
    _ scenario: ScrollScenario, _ body: (UIKitScenarioHost) throws -> Void
  ) throws {
    let host = UIKitScenarioHost(scenario)
    defer { host.tearDown() }
    try #require(host.isFocused, "the field did not become first responder")
    try body(host)
  }
#endif
