import KeyboardAvoidance
import Testing
import UIKit

extension UIKitRuleTests {
  /// The shared scroll-view scenarios on real UIKit views (rules K, I, F, L).
  ///
  /// A difference between the model and UIKit fails here with UIKit's number beside the
  /// rule's.
  @Suite
  @MainActor
  struct ScrollRuleUIKitTests {
    private func check(_ scenario: ScrollScenario) async throws {
      try await withFocusedHost(scenario) { host in
        host.show(scenario.keyboardFrame)
        #expect(
          host.state.matches(scenario.shown), "shown: UIKit \(host.state), rule \(scenario.shown)")
        host.hide()
        #expect(
          host.state.matches(scenario.hidden),
          "hidden: UIKit \(host.state), rule \(scenario.hidden)")
      }
    }

    @Test("K5: a field low in a full-screen form is inset by 336 and scrolled to 252")
    func lowField() async throws { try await check(RuleScenarios.lowField) }

    @Test("K5: a host ending 144 pt above the screen's bottom is covered by 192")
    func shortHost() async throws { try await check(RuleScenarios.shortHost) }

    @Test("K4: a floating keyboard covers nothing and scrolls nothing")
    func floating() async throws { try await check(RuleScenarios.floating) }

    @Test("I2: the app's inset of 80 is covered to 336 and comes back exactly")
    func userInset() async throws { try await check(RuleScenarios.userInset) }

    @Test("F7: a host resting at its end stays there, 756 then 1092 then 756")
    func restingAtEnd() async throws { try await check(RuleScenarios.restingAtEnd) }

    @Test("K7: a host that grows with the keyboard up is re-inset in place, 192 then 336")
    func grownHost() async throws {
      try await withFocusedHost(RuleScenarios.shortHost) { host in
        host.show(RuleScenarios.shortHost.keyboardFrame)
        // No keyboard notification and no call: the binding hears the frame change itself.
        host.scrollView.frame = RuleScenarios.grownHostFrame
        host.window.layoutIfNeeded()
        let expected = RuleScenarios.grownHostState
        #expect(host.state.matches(expected), "UIKit \(host.state), rule \(expected)")
      }
    }

    @Test("F4: a tap that focused the field holds nothing back, 336 and 252")
    func tappedHost() async throws {
      try await withFocusedHost(RuleScenarios.lowField, kind: { TappedScrollView(frame: $0) }) {
        host in
        host.show(RuleScenarios.lowField.keyboardFrame)
        let expected = RuleScenarios.lowField.shown
        #expect(host.state.matches(expected), "UIKit \(host.state), rule \(expected)")
      }
    }

    @Test("L2: enabling with the keyboard up applies at once, 336 and 252")
    func lateEnable() async throws {
      try await withFocusedHost(RuleScenarios.lowField) { host in
        host.scrollView.keyboard.disable()
        host.show(RuleScenarios.lowField.keyboardFrame)
        #expect(host.state.matches(HostState(bottom: 0, offsetY: 0)), "disabled: \(host.state)")
        host.scrollView.keyboard.enable()
        let expected = RuleScenarios.lowField.shown
        #expect(host.state.matches(expected), "UIKit \(host.state), rule \(expected)")
      }
    }

    @Test("L3: a host added back to its window with the keyboard up applies at once")
    func offWindow() async throws {
      try await withFocusedHost(RuleScenarios.restingAtEnd) { host in
        host.scrollView.removeFromSuperview()
        host.show(RuleScenarios.restingAtEnd.keyboardFrame)
        #expect(
          host.state.matches(HostState(bottom: 0, offsetY: 756)), "off window: \(host.state)")
        host.window.addSubview(host.scrollView)
        host.window.layoutIfNeeded()
        let expected = RuleScenarios.restingAtEnd.shown
        #expect(host.state.matches(expected), "UIKit \(host.state), rule \(expected)")
      }
    }

    @Test("L4: a host released with the keyboard up takes its engine with it")
    func noLeak() async throws {
      weak var released: UIScrollView?
      try await withFocusedHost(RuleScenarios.restingAtEnd) { host in
        // The pool drains what UIKit's calls autoreleased here, so that only a reference the
        // engine kept could keep the scroll view alive after it.
        autoreleasepool {
          let scrollView = UIScrollView(frame: RuleScenarios.restingAtEnd.hostFrame)
          scrollView.keyboard.enable()
          host.window.addSubview(scrollView)
          host.show(RuleScenarios.restingAtEnd.keyboardFrame)
          scrollView.removeFromSuperview()
          released = scrollView
        }
        host.hide()
      }
      // UIKit's own timers (the scroll indicators' fade) may hold the view for a moment.
      await MainRunLoop.run(for: 0.1)
      #expect(released == nil, "the engine kept its host alive")
    }
  }
}
