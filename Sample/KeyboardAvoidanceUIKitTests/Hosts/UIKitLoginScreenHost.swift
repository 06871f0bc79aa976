import UIKit

/// A login screen that does not scroll (rule L10).
///
/// A plain view controller at the window's root with one text field, 358 x 44, 16 pt in from
/// the sides: pinned 100 pt above the safe area's bottom when the layout follows the safe
/// area, otherwise placed at 700 ... 744 with no constraint. Nothing is enabled: the
/// app-wide mode serves the screen.
@MainActor
final class UIKitLoginScreenHost: StagedHost {
  let stage: UIKitStage
  let controller: UIViewController
  let field = UIKitStage.textField(frame: CGRect(x: 16, y: 700, width: 358, height: 44))

  init(scene: UIWindowScene, followsSafeArea: Bool, appInsets: UIEdgeInsets = .zero) {
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = appInsets
    self.controller = controller
    stage = UIKitStage(scene: scene, root: controller)
    let view = stage.rootView
    view.addSubview(field)
    if followsSafeArea {
      field.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        view.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 16),
        field.heightAnchor.constraint(equalToConstant: 44),
        view.safeAreaLayoutGuide.bottomAnchor.constraint(
          equalTo: field.bottomAnchor, constant: 100),
      ])
    }
    stage.window.layoutIfNeeded()
  }
}
