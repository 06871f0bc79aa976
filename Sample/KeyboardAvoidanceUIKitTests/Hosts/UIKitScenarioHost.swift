import KeyboardAvoidance
import KeyboardAvoidanceTesting
import UIKit

/// A shared rule scenario (`Tests/RuleScenarios`) built from real UIKit views.
///
/// On a ``UIKitStage``, a `UIScrollView` with the scenario's frame, content size, bottom
/// insets and offset (adjustment `never`), and a `UITextField` made first responder; the
/// scroll view is enabled after the field is focused, and disabled at teardown. The
/// keyboard is posted by the public `KeyboardSimulator`, its frame moved down by as much as
/// the window.
@MainActor
final class UIKitScenarioHost: StagedHost {
  let stage: UIKitStage
  let scrollView: UIScrollView
  let field: UITextField?

  private init(
    _ scenario: ScrollScenario, stage: UIKitStage, kind: @MainActor (CGRect) -> UIScrollView
  ) {
    self.stage = stage
    scrollView = kind(scenario.hostFrame)
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = scenario.contentSize
    scrollView.contentInset.bottom = scenario.userBottomInset
    scrollView.verticalScrollIndicatorInsets.bottom = scenario.userBottomInset
    stage.window.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: scenario.startOffsetY)
    field = scenario.focusedField.map { UIKitStage.textField(frame: $0) }
    if let field { scrollView.addSubview(field) }
  }

  /// The scenario's views in `scene`, the field focused (when there is one), the scroll
  /// view (made by `kind` with the scenario's frame) enabled.
  static func make(
    _ scenario: ScrollScenario, scene: UIWindowScene,
    kind: @MainActor (CGRect) -> UIScrollView = { UIScrollView(frame: $0) }
  ) async -> UIKitScenarioHost {
    let host = UIKitScenarioHost(scenario, stage: UIKitStage(scene: scene), kind: kind)
    if let field = host.field { _ = await host.stage.focus(field) }
    host.scrollView.keyboard.enable()
    host.stage.window.layoutIfNeeded()
    return host
  }

  /// The window the scenario's views are in.
  var window: UIWindow { stage.window }

  /// The keyboard simulator.
  var keyboard: KeyboardSimulator { stage.keyboard }

  /// The insets and offset as UIKit reports them.
  var state: HostState { UIKitStage.state(of: scrollView) }

  /// Whether the scenario's field, when it has one, is first responder.
  var isFocused: Bool { field?.isFirstResponder ?? true }

  /// Shows the keyboard at a frame of the scenario's screen.
  func show(_ frame: CGRect) {
    stage.show(frame)
  }

  /// Hides the keyboard.
  func hide() {
    stage.hide()
  }

  /// Hides the keyboard, disables the scroll view and takes the stage down.
  func tearDown() async {
    await stage.hideKeyboard()
    scrollView.keyboard.disable()
    await stage.tearDown()
  }
}
