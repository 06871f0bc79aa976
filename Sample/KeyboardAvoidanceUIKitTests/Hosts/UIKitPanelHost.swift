import UIKit

/// A panel pinned above the bottom of the root view by `view.bottom = panel.bottom + 16`,
/// with a text field in it (rules C1, C2); nothing follows the keyboard yet.
@MainActor
final class UIKitPanelHost: StagedHost {
  let stage: UIKitStage
  let panel = UIView(frame: .zero)
  let field = UIKitStage.textField(frame: FormScenarios.panelField)
  let constraint: NSLayoutConstraint

  init(scene: UIWindowScene) {
    stage = UIKitStage(scene: scene)
    let view = stage.rootView
    panel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)
    panel.addSubview(field)
    constraint = view.bottomAnchor.constraint(
      equalTo: panel.bottomAnchor, constant: FormScenarios.panelBase)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      panel.heightAnchor.constraint(equalToConstant: FormScenarios.panelHeight), constraint,
    ])
    stage.window.layoutIfNeeded()
  }
}
