import KeyboardAvoidance
import UIKit

/// A login screen whose button is pinned 16 pt above the safe area: the pin follows the
/// keyboard in one line, clearing it without a gap over the tab bar or home indicator.
final class LoginViewController: UIViewController {
  /// The email field (internal, for the unit tests).
  let emailField = UITextField(frame: .zero)
  /// The button whose bottom constraint follows the keyboard.
  let signInButton = UIButton(frame: .zero)

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.placeholder = "Email"
    signInButton.setTitle("Sign in", for: .normal)
    view.addSubview(emailField)
    view.addSubview(signInButton)
    signInButton.translatesAutoresizingMaskIntoConstraints = false
    // Written as container.bottom = button.bottom + 16: the constant is the distance.
    let pin = view.safeAreaLayoutGuide.bottomAnchor.constraint(
      equalTo: signInButton.bottomAnchor, constant: 16)
    pin.isActive = true
    signInButton.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor)
      .isActive = true
    signInButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor)
      .isActive = true
    pin.keyboard.follow()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Chat", style: .plain, target: self, action: #selector(showChat))
  }

  /// The chat: another pinned bar, with interactive keyboard dismissal.
  @objc private func showChat() {
    navigationController?.pushViewController(titled(ChatViewController(), "Chat"), animated: true)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.safeAreaInsets
    emailField.frame = CGRect(
      x: safe.left + 16, y: 120, width: view.bounds.width - safe.left - safe.right - 32,
      height: 44)
  }
}
