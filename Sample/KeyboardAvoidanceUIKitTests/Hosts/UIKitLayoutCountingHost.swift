import KeyboardAvoidance
import UIKit

/// A view controller whose view holds a form (a scroll view with a field) and a panel
/// pinned 16 pt above the view's bottom, and that counts its `viewDidLayoutSubviews`
/// (rule L8): the engine must run none of the app's layout to enable or follow.
@MainActor
final class UIKitLayoutCountingHost: StagedHost {
  /// The view controller that counts its layout passes.
  final class CountingViewController: UIViewController {
    /// How many times UIKit laid the view out.
    private(set) var layoutPasses = 0

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layoutPasses += 1
    }
  }

  let stage: UIKitStage
  let controller = CountingViewController()
  let scrollView = UIScrollView(frame: CGRect(origin: .zero, size: ScrollScenario.screenSize))
  let field = UIKitStage.textField(frame: FormScenarios.panelField)
  let panel = UIView(frame: .zero)
  let constraint: NSLayoutConstraint

  init(scene: UIWindowScene) {
    stage = UIKitStage(scene: scene, root: controller)
    let view = controller.view ?? stage.window
    scrollView.contentSize = CGSize(width: ScrollScenario.screenSize.width, height: 1200)
    view.addSubview(scrollView)
    scrollView.addSubview(field)
    constraint = UIKitPanelHost.pin(panel, in: view)
    stage.window.layoutIfNeeded()
  }

  /// Stops what the test enabled, then takes the stage down.
  func tearDown() async {
    constraint.keyboard.stopFollowing()
    scrollView.keyboard.disable()
    await stage.tearDown()
  }
}
