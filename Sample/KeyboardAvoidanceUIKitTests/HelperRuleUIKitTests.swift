import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
import UIKit

extension UIKitRuleTests {
  /// Animation, lifecycle, interactive dismissal and the opt-in helpers on real UIKit views.
  ///
  /// Rules A1, L1, D1, T1, T2, L7.
  @Suite
  @MainActor
  struct HelperRuleUIKitTests {
    @Test("A1: one show writes insets and offset together, with the keyboard's 0.25 s and curve 7")
    func oneAnimation() async throws {
      let scenario = RuleScenarios.lowField
      try await withFocusedHost(scenario) { host in
        // Posted as UIKit posts, outside any animation block, so the engine's animation
        // runs on screen over the keyboard's 0.25 s. Its options (curve 7 << 16, begin from
        // current state) are UIKit's to apply and are not read back here; what is: one
        // write line for the four notifications, with all three properties and the timing
        // the engine passed to UIKit, the final values at once (the model layer), and the
        // same values once the animation is over (nothing wrote after it).
        host.keyboard.animates = true
        let writes = engineWrites { host.show(scenario.keyboardFrame) }
        #expect(
          writes.isOneKeyboardAnimation(setting: ["contentInset", "contentOffset"]), "\(writes)")
        #expect(host.state.matches(scenario.shown), "UIKit \(host.state), rule \(scenario.shown)")
        await MainRunLoop.runUntilAnimationsEnd()
        #expect(
          host.state.matches(scenario.shown),
          "after the animation: UIKit \(host.state), rule \(scenario.shown)")
      }
    }

    @Test("L1: enabling twice is harmless and disable restores the app's inset exactly")
    func enableTwice() async throws {
      let scenario = RuleScenarios.userInset
      try await withFocusedHost(scenario) { host in
        host.scrollView.keyboard.enable()
        host.show(scenario.keyboardFrame)
        #expect(host.state.matches(scenario.shown), "UIKit \(host.state), rule \(scenario.shown)")
        // Disabled with the keyboard up: the base 80 comes back exactly; 252 is inside
        // [0, 1600 + 80 - 844 = 836], so the offset stays (I3).
        host.scrollView.keyboard.disable()
        let restored = HostState(bottom: 80, offsetY: 252)
        #expect(host.state == restored, "UIKit \(host.state), rule \(restored)")
      }
    }

    @Test("D1: an interactive host without a drag shows and hides as any other")
    func interactiveWithoutDrag() async throws {
      // A drag needs a finger: isTracking and the keyboard layout guide's samples follow
      // only a real touch, which a unit test cannot make, so the samples of D1 are not
      // driven here (the model replays them). What can be driven: the mode changes
      // nothing without a drag, and the snap-back show (begin frame = end frame) that
      // resolves a cancelled drag writes nothing (D2), each posted as UIKit posts it, with
      // the engine's animation running.
      let scenario = RuleScenarios.lowField
      try await withFocusedHost(scenario) { host in
        host.scrollView.keyboardDismissMode = .interactive
        host.keyboard.animates = true
        host.show(scenario.keyboardFrame)
        #expect(host.state.matches(scenario.shown), "UIKit \(host.state), rule \(scenario.shown)")
        // The snap-back comes when the drag is over, long after the show's animation.
        await MainRunLoop.runUntilAnimationsEnd()
        let writes = engineWrites { host.show(scenario.keyboardFrame) }
        #expect(writes.isEmpty, "\(writes)")
        await MainRunLoop.runUntilAnimationsEnd()
        #expect(host.state.matches(scenario.shown), "UIKit \(host.state), rule \(scenario.shown)")
        host.hide()
        #expect(host.state.matches(scenario.hidden), "UIKit \(host.state), rule \(scenario.hidden)")
      }
    }

    @Test("T1: the first field gets a bar of four items, Previous disabled, Next enabled")
    func toolbar() async throws {
      try await withHost({ UIKitFieldsHost(FormScenarios.toolbarFields, scene: $0) }) { host in
        host.scrollView.keyboard.enable()
        host.scrollView.keyboard.showsToolbar = true
        defer {
          host.scrollView.keyboard.showsToolbar = false
          host.scrollView.keyboard.disable()
        }
        let first = host.fields[0]
        try await host.stage.requireFocus(first)
        let bar = try #require(first.inputAccessoryView as? UIToolbar)
        let items = try #require(bar.items)
        #expect(items.count == 4)
        #expect(!items[0].isEnabled)
        #expect(items[1].isEnabled)
      }
    }

    @Test("T2: a tap recognizer that lets touches through while on, none after off")
    func tapToEndEditing() async throws {
      // The model taps and sees editing end; a unit test cannot tap a real view, so this
      // checks the recognizer that makes the tap: added, not cancelling touches, removed.
      try await withHost({ UIKitFieldsHost(FormScenarios.toolbarFields, scene: $0) }) { host in
        @MainActor func taps() -> [UITapGestureRecognizer] {
          (host.scrollView.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
        }
        let before = taps()
        host.scrollView.keyboard.enable()
        defer { host.scrollView.keyboard.disable() }
        host.scrollView.keyboard.endsEditingOnTap = true
        let added = taps().filter { tap in !before.contains { $0 === tap } }
        #expect(added.count == 1)
        #expect(added.first?.cancelsTouchesInView == false)
        host.scrollView.keyboard.endsEditingOnTap = false
        #expect(taps().count == before.count)
      }
    }

    @Test("L7: app-wide, a field that begins editing enables its scroll view, 336 and 252")
    func appWide() async throws {
      try await withAppWideMode {
        let scenario = RuleScenarios.lowField
        let frame = try #require(scenario.focusedField)
        try await withHost({ UIKitFieldsHost([frame], scene: $0) }) { host in
          #expect(!host.scrollView.keyboard.isEnabled)
          try await host.stage.requireFocus(host.fields[0])
          #expect(host.scrollView.keyboard.isEnabled)
          host.stage.show(scenario.keyboardFrame)
          #expect(host.state.matches(scenario.shown), "UIKit \(host.state), rule \(scenario.shown)")
        }
      }
    }
  }
}
