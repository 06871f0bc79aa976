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
    constraint = Self.pin(panel, in: view)
    panel.addSubview(field)
    stage.window.layoutIfNeeded()
  }

  /// Adds `panel` to `view`, full width and ``FormScenarios/panelHeight`` tall, pinned by
  /// `view.bottom = panel.bottom + 16`; returns that bottom constraint, active.
  static func pin(_ panel: UIView, in view: UIView) -> NSLayoutConstraint {
    panel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)
    let bottom = view.bottomAnchor.constraint(
      equalTo: panel.bottomAnchor, constant: FormScenarios.panelBase)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      panel.heightAnchor.constraint(equalToConstant: FormScenarios.panelHeight), bottom,
    ])
    return bottom
  }
}
