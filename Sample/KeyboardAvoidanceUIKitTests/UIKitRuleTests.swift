import Testing

/// Every UIKit rule test, one at a time, in the host app `UIKitTestHost`.
///
/// The rules' numbers come from `Tests/RuleScenarios`, compiled into this bundle, which
/// `Tests/KeyboardAvoidanceTestingTests/RuleScenarioModelTests.swift` checks on the headless
/// model too. The tests share what a process has once: UIKit's key window and first
/// responder, the engine's one keyboard observer and its last keyboard event, the app-wide
/// mode, the debug log's handler. So the suites nested in this one (in extensions of it, one
/// file each) run serially, each test hides the keyboard, disables what it enabled and gives
/// the key window back when it ends, and none waits on another's animation.
@Suite(.serialized)
@MainActor
struct UIKitRuleTests {}
