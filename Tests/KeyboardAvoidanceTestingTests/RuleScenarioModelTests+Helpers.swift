import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import RuleScenarios
import Testing

/// The helper scenarios on the headless model (rules A1, L1, D1, T1, T2, L7): the twins
/// of `Sample/KeyboardAvoidanceUIKitTests/HelperRuleUIKitTests.swift`.
extension RuleScenarioModelTests {
  /// A full-window scroll view of ``RuleScenarios/lowField``'s size with fields at
  /// `frames`, adjustment `never`, not enabled, nothing focused.
  @MainActor
  private struct Fields {
    let window = HeadlessWindow(
      screen: HeadlessScreen(size: ScrollScenario.screenSize),
      frame: CGRect(origin: .zero, size: ScrollScenario.screenSize))
    let scrollView: HeadlessScrollView
    let fields: [HeadlessTextField]

    init(_ frames: [CGRect], userBottomInset: CGFloat = 0) {
      let scenario = RuleScenarios.lowField
      scrollView = HeadlessScrollView(frame: scenario.hostFrame, contentSize: scenario.contentSize)
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.contentInset = EdgeInsets(bottom: userBottomInset)
      scrollView.verticalScrollIndicatorInsets = EdgeInsets(bottom: userBottomInset)
      window.addSubview(scrollView)
      fields = frames.enumerated().map { HeadlessTextField(identifier: "f\($0)", frame: $1) }
      for field in fields { scrollView.addSubview(field) }
    }

    var state: HostState {
      HostState(
        contentBottom: scrollView.contentInset.bottom,
        indicatorBottom: scrollView.verticalScrollIndicatorInsets.bottom,
        offsetY: scrollView.contentOffset.y)
    }
  }

  @Test("A1: one show writes insets and offset together, with the keyboard's 0.25 s and curve 7")
  func oneAnimation() throws {
    let scenario = RuleScenarios.lowField
    let form = Fields([try #require(scenario.focusedField)])
    form.scrollView.keyboard.enable()
    form.fields[0].becomeFirstResponder()
    let keyboard = KeyboardSimulator(window: form.window)
    let writes = engineWrites { keyboard.show(scenario.keyboardFrame) }
    #expect(writes.isOneKeyboardAnimation(setting: ["contentInset", "contentOffset"]), "\(writes)")
    #expect(form.state.matches(scenario.shown), "model \(form.state)")
  }

  @Test("L1: enabling twice is harmless and disable restores the app's inset exactly")
  func enableTwice() throws {
    let scenario = RuleScenarios.userInset
    let form = Fields([try #require(scenario.focusedField)], userBottomInset: 80)
    form.scrollView.keyboard.enable()
    form.scrollView.keyboard.enable()
    form.fields[0].becomeFirstResponder()
    KeyboardSimulator(window: form.window).show(scenario.keyboardFrame)
    #expect(form.state.matches(scenario.shown), "model \(form.state)")
    // 80 exactly; 252 is inside [0, 1600 + 80 - 844 = 836] (I3)
    form.scrollView.keyboard.disable()
    #expect(form.state == HostState(bottom: 80, offsetY: 252), "model \(form.state)")
  }

  @Test("D1: an interactive host without a drag shows and hides as any other")
  func interactiveWithoutDrag() throws {
    let scenario = RuleScenarios.lowField
    let form = Fields([try #require(scenario.focusedField)])
    form.scrollView.keyboardDismissMode = .interactive
    form.scrollView.keyboard.enable()
    form.fields[0].becomeFirstResponder()
    let keyboard = KeyboardSimulator(window: form.window)
    keyboard.show(scenario.keyboardFrame)
    #expect(form.state.matches(scenario.shown), "model \(form.state)")
    // The snap-back show: begin frame = end frame, nothing to write (D2).
    let writes = engineWrites { keyboard.show(scenario.keyboardFrame) }
    #expect(writes.isEmpty, "\(writes)")
    keyboard.hide()
    #expect(form.state.matches(scenario.hidden), "model \(form.state)")
  }

  @Test("T1: the first field gets a bar of four items, Previous disabled, Next enabled")
  func toolbar() throws {
    let form = Fields(FormScenarios.toolbarFields)
    form.scrollView.keyboard.enable()
    form.scrollView.keyboard.showsToolbar = true
    form.fields[0].becomeFirstResponder()
    // The model's bar has the two states, not UIKit's four bar items.
    let bar = try #require(form.fields[0].inputAccessoryView as? HeadlessToolbar)
    #expect(!bar.isPreviousEnabled)
    #expect(bar.isNextEnabled)
  }

  @Test("T2: a tap recognizer that lets touches through while on, none after off")
  func tapToEndEditing() {
    // The model has no recognizers: it taps, and editing ends while on, not after off;
    // UIKit's twin checks the recognizer instead.
    let form = Fields(FormScenarios.toolbarFields)
    form.scrollView.keyboard.enable()
    form.scrollView.keyboard.endsEditingOnTap = true
    form.fields[0].becomeFirstResponder()
    form.scrollView.tap(at: CGPoint(x: 195, y: 600))
    #expect(form.window.screen?.firstResponder == nil)
    form.scrollView.keyboard.endsEditingOnTap = false
    form.fields[0].becomeFirstResponder()
    form.scrollView.tap(at: CGPoint(x: 195, y: 600))
    #expect(form.window.screen?.firstResponder === form.fields[0])
  }

  @Test("L7: app-wide, a field that begins editing enables its scroll view, 336 and 252")
  func appWide() throws {
    let scenario = RuleScenarios.lowField
    let form = Fields([try #require(scenario.focusedField)])
    let screen = try #require(form.window.screen)
    screen.keyboard.enableEverywhere()
    defer { screen.keyboard.disableEverywhere() }
    #expect(!form.scrollView.keyboard.isEnabled)
    form.fields[0].becomeFirstResponder()
    #expect(form.scrollView.keyboard.isEnabled)
    KeyboardSimulator(window: form.window).show(scenario.keyboardFrame)
    #expect(form.state.matches(scenario.shown), "model \(form.state)")
  }
}
