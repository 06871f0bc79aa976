import UIKit

/// A full-window scroll view of `RuleScenarios.lowField`'s size with text fields at
/// given frames; adjustment `never`, not enabled, nothing focused.
@MainActor
final class UIKitFieldsHost: StagedHost {
  let stage: UIKitStage
  let scrollView: UIScrollView
  let fields: [UITextField]

  init(_ frames: [CGRect], scene: UIWindowScene) {
    stage = UIKitStage(scene: scene)
    let scenario = RuleScenarios.lowField
    scrollView = UIScrollView(frame: scenario.hostFrame)
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = scenario.contentSize
    fields = frames.map { UIKitStage.textField(frame: $0) }
    for field in fields { scrollView.addSubview(field) }
    stage.rootView.addSubview(scrollView)
    stage.window.layoutIfNeeded()
  }

  /// The insets and offset as UIKit reports them.
  var state: HostState { UIKitStage.state(of: scrollView) }
}
