#if canImport(UIKit)
  import KeyboardAvoidance
  import RuleScenarios
  import Testing
  import UIKit

  /// Animation, lifecycle, interactive dismissal and the opt-in helpers on real UIKit views.
  ///
  /// Rules A1, L1, D1, T1, T2, L7. `RuleScenarioModelTests` checks the same scenarios on
  /// the headless model.
  @MainActor
  struct HelperRuleUIKitTests {
    @Test("A1: one show writes insets and offset together, with the keyboard's 0.25 s and curve 7")
    func oneAnimation() throws {
      let scenario = RuleScenarios.lowField
      try withFocusedHost(scenario) { host in
        let writes = engineWriteLines { host.show(scenario.keyboardFrame) }
        // The simulator posts inside performWithoutAnimation, so no animation runs on screen
        // and its options (curve 7 << 16, begin from current state) and its one layout pass
        // cannot be observed here; what can: one write line for the four notifications, with
        // all three properties and the timing the engine passed to UIKit, and final values.
        #expect(writes.count == 1, "\(writes)")
        let line = try #require(writes.first)
        #expect(line.contains("contentInset") && line.contains("contentOffset"))
        #expect(line.contains("animated 0.25 s, curve 7"), "\(line)")
        #expect(host.state.matches(scenario.shown), "UIKit \(host.state), rule \(scenario.shown)")
      }
    }

    @Test("L1: enabling twice is harmless and disable restores the app's inset exactly")
    func enableTwice() throws {
      let scenario = RuleScenarios.userInset
      try withFocusedHost(scenario) { host in
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
    func interactiveWithoutDrag() throws {
      // A drag needs a finger: isTracking and the keyboard layout guide's samples follow
      // only a real touch, which a unit test cannot make, so the samples of D1 are not
      // driven here (the model replays them). What can be driven: the mode changes
      // nothing without a drag, and the snap-back show (begin frame = end frame) that
      // resolves a cancelled drag writes nothing (D2).
      let scenario = RuleScenarios.lowField
      try withFocusedHost(scenario) { host in
        host.scrollView.keyboardDismissMode = .interactive
        host.show(scenario.keyboardFrame)
        #expect(host.state.matches(scenario.shown), "UIKit \(host.state), rule \(scenario.shown)")
        let writes = engineWriteLines { host.show(scenario.keyboardFrame) }
        #expect(writes.isEmpty, "\(writes)")
        host.hide()
        #expect(host.state.matches(scenario.hidden), "UIKit \(host.state), rule \(scenario.hidden)")
      }
    }

    @Test("T1: the first field gets a bar of four items, Previous disabled, Next enabled")
    func toolbar() throws {
      let host = UIKitFieldsHost(FormScenarios.toolbarFields)
      defer { host.stage.tearDown() }
      host.scrollView.keyboard.enable()
      host.scrollView.keyboard.showsToolbar = true
      let first = host.fields[0]
      try #require(first.becomeFirstResponder())
      let bar = try #require(first.inputAccessoryView as? UIToolbar)
      let items = try #require(bar.items)
      #expect(items.count == 4)
      #expect(!items[0].isEnabled)
      #expect(items[1].isEnabled)
    }

    @Test("T2: a tap recognizer that lets touches through while on, none after off")
    func tapToEndEditing() {
      // The model taps and sees editing end; a unit test cannot tap a real view, so this
      // checks the recognizer that makes the tap: added, not cancelling touches, removed.
      let host = UIKitFieldsHost(FormScenarios.toolbarFields)
      defer { host.stage.tearDown() }
      func taps() -> [UITapGestureRecognizer] {
        (host.scrollView.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
      }
      let before = taps()
      host.scrollView.keyboard.enable()
      host.scrollView.keyboard.endsEditingOnTap = true
      let added = taps().filter { tap in !before.contains { $0 === tap } }
      #expect(added.count == 1)
      #expect(added.first?.cancelsTouchesInView == false)
      host.scrollView.keyboard.endsEditingOnTap = false
      #expect(taps().count == before.count)
    }

    @Test("L7: app-wide, a field that begins editing enables its scroll view, 336 and 252")
    func appWide() throws {
      let application = UIApplication.shared
      application.keyboard.enableEverywhere()
      defer { application.keyboard.disableEverywhere() }
      let scenario = RuleScenarios.lowField
      let host = UIKitFieldsHost([try #require(scenario.focusedField)])
      defer { host.stage.tearDown() }
      #expect(!host.scrollView.keyboard.isEnabled)
      try #require(host.fields[0].becomeFirstResponder())
      #expect(host.scrollView.keyboard.isEnabled)
      host.stage.show(scenario.keyboardFrame)
      #expect(host.state.matches(scenario.shown), "UIKit \(host.state), rule \(scenario.shown)")
    }
  }
#endif
