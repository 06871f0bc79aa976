import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import RuleScenarios
import Testing

/// The shared rule scenarios (`Tests/RuleScenarios`) on the headless model.
///
/// `Sample/KeyboardAvoidanceUIKitTests` runs the same scenarios, with the same expected
/// numbers, on real UIKit views on an iOS simulator: a difference between the model and
/// UIKit fails there with both numbers.
@MainActor
struct RuleScenarioModelTests {
  /// The host built from a scenario, in a full-screen window with no safe area; the model
  /// takes `orders` where UIKit promises none (rule O1), its usual ones by default.
  @MainActor
  struct Host {
    let screen: HeadlessScreen
    let window: HeadlessWindow
    let scrollView: HeadlessScrollView
    let keyboard: KeyboardSimulator

    init(_ scenario: ScrollScenario, orders: OrderChoices = OrderChoices()) {
      screen = HeadlessScreen(size: ScrollScenario.screenSize)
      screen.orders = orders
      window = HeadlessWindow(
        screen: screen, frame: CGRect(origin: .zero, size: ScrollScenario.screenSize))
      scrollView = HeadlessScrollView(
        frame: scenario.hostFrame, contentSize: scenario.contentSize)
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.contentInset = EdgeInsets(bottom: scenario.userBottomInset)
      scrollView.verticalScrollIndicatorInsets = EdgeInsets(bottom: scenario.userBottomInset)
      window.addSubview(scrollView)
      scrollView.contentOffset = CGPoint(x: 0, y: scenario.startOffsetY)
      if let frame = scenario.focusedField {
        let field = HeadlessTextField(identifier: "field", frame: frame)
        scrollView.addSubview(field)
        field.becomeFirstResponder()
      }
      scrollView.keyboard.enable()
      keyboard = KeyboardSimulator(window: window)
    }

    var state: HostState {
      HostState(
        contentBottom: scrollView.contentInset.bottom,
        indicatorBottom: scrollView.verticalScrollIndicatorInsets.bottom,
        offsetY: scrollView.contentOffset.y)
    }
  }

  private func check(_ scenario: ScrollScenario) {
    let host = Host(scenario)
    host.keyboard.show(scenario.keyboardFrame)
    #expect(
      host.state.matches(scenario.shown), "shown: model \(host.state), rule \(scenario.shown)")
    host.keyboard.hide()
    #expect(
      host.state.matches(scenario.hidden), "hidden: model \(host.state), rule \(scenario.hidden)")
  }

  @Test("K5: a field low in a full-screen form is inset by 336 and scrolled to 252")
  func lowField() { check(RuleScenarios.lowField) }

  @Test("K5: a host ending 144 pt above the screen's bottom is covered by 192")
  func shortHost() { check(RuleScenarios.shortHost) }

  @Test("K4: a floating keyboard covers nothing and scrolls nothing")
  func floating() { check(RuleScenarios.floating) }

  @Test("I2: the app's inset of 80 is covered to 336 and comes back exactly")
  func userInset() { check(RuleScenarios.userInset) }

  @Test("F7: a host resting at its end stays there, 756 then 1092 then 756")
  func restingAtEnd() { check(RuleScenarios.restingAtEnd) }

  @Test("K7: a host that grows with the keyboard up is re-inset in place, 192 then 336")
  func grownHost() {
    let host = Host(RuleScenarios.shortHost)
    host.keyboard.show(RuleScenarios.shortHost.keyboardFrame)
    host.scrollView.frame = RuleScenarios.grownHostFrame
    let expected = RuleScenarios.grownHostState
    #expect(host.state.matches(expected), "model \(host.state), rule \(expected)")
  }

  @Test("F4: a tap that focused the field holds nothing back, 336 and 252")
  func tappedHost() {
    let host = Host(RuleScenarios.lowField)
    // The finger is down and has not moved: tracking, not dragging.
    host.scrollView.isTracking = true
    host.keyboard.show(RuleScenarios.lowField.keyboardFrame)
    let expected = RuleScenarios.lowField.shown
    #expect(host.state.matches(expected), "model \(host.state), rule \(expected)")
  }

  @Test("L2: enabling with the keyboard up applies at once, 336 and 252")
  func lateEnable() {
    let host = Host(RuleScenarios.lowField)
    host.scrollView.keyboard.disable()
    host.keyboard.show(RuleScenarios.lowField.keyboardFrame)
    #expect(host.state.matches(HostState(bottom: 0, offsetY: 0)), "disabled: \(host.state)")
    host.scrollView.keyboard.enable()
    let expected = RuleScenarios.lowField.shown
    #expect(host.state.matches(expected), "model \(host.state), rule \(expected)")
  }
}
