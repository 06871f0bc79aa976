import KeyboardAvoidance
import UIKit

/// A login screen that does not scroll (rule L10).
///
/// A plain view controller at the window's root with one text field, 358 x 44, 16 pt in from
/// the sides: pinned 100 pt above the safe area's bottom when the layout follows the safe
/// area, otherwise placed at 700 ... 744 with no constraint; or, when its form follows the
/// keyboard, 20 pt down in a form 100 tall across the view whose bottom a constraint that
/// follows the keyboard pins 40 pt above the view's bottom (not its safe area): at 724 ...
/// 768 with the keyboard hidden. Nothing else is enabled: the app-wide mode serves the
/// screen. A blurred screen's view is a `UIVisualEffectView`, its field in the content
/// view. A screen may also hold a default text view at 600 ... 800, placed with no
/// constraint, or sit in an open side menu of the app's own: a container at the window's
/// root showing a menu (0 ... 280) and the screen beside it at x 280, both full height.
@MainActor
final class UIKitLoginScreenHost: StagedHost {
  let stage: UIKitStage
  let controller: UIViewController
  let field = UIKitStage.textField(frame: CGRect(x: 16, y: 700, width: 358, height: 44))
  /// The constraint that pins the form to the view's bottom and follows the keyboard, when
  /// the form follows it.
  private(set) var formBottom: NSLayoutConstraint?
  /// The screen's default text view, when it holds one (rule L7).
  ///
  /// It scrolls its own text and sits at 600 ... 800, fixed in the view.
  private(set) var feedback: UITextView?

  init(
    scene: UIWindowScene, followsSafeArea: Bool, appInsets: UIEdgeInsets = .zero,
    formFollowsKeyboard: Bool = false, isBlurred: Bool = false, holdsTextView: Bool = false,
    inOpenSideMenu: Bool = false
  ) {
    let controller = UIViewController()
    if isBlurred { controller.view = UIVisualEffectView(effect: nil) }
    controller.additionalSafeAreaInsets = appInsets
    self.controller = controller
    stage = UIKitStage(
      scene: scene, root: inOpenSideMenu ? Self.sideMenu(beside: controller) : controller)
    let screenView: UIView = controller.view
    let view = (screenView as? UIVisualEffectView)?.contentView ?? screenView
    if formFollowsKeyboard {
      formBottom = Self.addFollowingForm(holding: field, to: view)
    } else {
      view.addSubview(field)
    }
    if followsSafeArea, !formFollowsKeyboard {
      field.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        view.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 16),
        field.heightAnchor.constraint(equalToConstant: 44),
        view.safeAreaLayoutGuide.bottomAnchor.constraint(
          equalTo: field.bottomAnchor, constant: 100),
      ])
    }
    if holdsTextView {
      let textView = UITextView(frame: CGRect(x: 16, y: 600, width: 358, height: 200))
      textView.inputView = UIView()
      view.addSubview(textView)
      feedback = textView
    }
    stage.window.layoutIfNeeded()
  }

  /// Adds a form 100 tall across `view`, pinned 40 above its bottom by a constraint that
  /// follows the keyboard, with `field` 20 down in it; returns that constraint.
  private static func addFollowingForm(holding field: UITextField, to view: UIView)
    -> NSLayoutConstraint
  {
    let form = UIView()
    form.translatesAutoresizingMaskIntoConstraints = false
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form)
    form.addSubview(field)
    let bottom = view.bottomAnchor.constraint(equalTo: form.bottomAnchor, constant: 40)
    NSLayoutConstraint.activate([
      form.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      form.heightAnchor.constraint(equalToConstant: 100),
      bottom,
      field.leadingAnchor.constraint(equalTo: form.leadingAnchor, constant: 16),
      form.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 16),
      field.topAnchor.constraint(equalTo: form.topAnchor, constant: 20),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    bottom.keyboard.follow()
    return bottom
  }

  /// An open side menu of the app's own (rule L10).
  ///
  /// A container showing a menu (0 ... 280) and `content` beside it at x 280, both full
  /// height, as its children.
  private static func sideMenu(beside content: UIViewController) -> UIViewController {
    let container = UIViewController()
    let menu = UIViewController()
    for (child, x, width) in [(menu, 0, 280), (content, 280, 390)]
      as [(UIViewController, CGFloat, CGFloat)]
    {
      container.addChild(child)
      child.view.frame = CGRect(x: x, y: 0, width: width, height: 844)
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
    }
    return container
  }
}
