import KeyboardAvoidance
import UIKit

/// A login screen whose button is pinned 16 pt above the safe area: the pin follows the
/// keyboard in one line, clearing it without a gap over the tab bar or home indicator.
///
/// It has no scroll view and enables nothing else: the app-wide mode, on since launch, serves
/// its fields through the screen (the bar of Previous / Next / Done, titled with the field's
/// placeholder). The fields sit near the top, above any docked keyboard, so the screen's safe
/// area is never changed for them.
final class LoginViewController: UIViewController, UITextFieldDelegate {
  /// The email field (internal, for the unit tests).
  let emailField = FormField(
    placeholder: "Email", identifier: "email", contentType: .username,
    keyboardType: .emailAddress, capitalization: .none
  ).makeTextField(returnKeyType: .next)
  /// The password field: its Go key signs in.
  private let passwordField = FormField(
    placeholder: "Password", identifier: "password", contentType: .password,
    capitalization: .none, isSecure: true
  ).makeTextField(returnKeyType: .go)
  /// The button whose bottom constraint follows the keyboard.
  let signInButton = LoginViewController.makeSignInButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Login"
    view.backgroundColor = .systemBackground
    // No scroll view here, so Return is the screen's: Next moves on, Go signs in.
    emailField.delegate = self
    passwordField.delegate = self
    let fields = UIStackView(arrangedSubviews: [emailField, passwordField])
    fields.axis = .vertical
    fields.spacing = 12
    view.addAtTop(fields, spacing: 24)
    signInButton.addTarget(self, action: #selector(signIn), for: .primaryActionTriggered)
    signInButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(signInButton)
    let margins = view.layoutMarginsGuide
    // Written as container.bottom = button.bottom + 16: the constant is the distance. It
    // is tied to the safe area, not to the keyboard: the library moves it.
    let pin = view.safeAreaLayoutGuide.bottomAnchor.constraint(
      equalTo: signInButton.bottomAnchor, constant: 16)
    NSLayoutConstraint.activate([
      signInButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      signInButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      signInButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
      pin,
    ])
    pin.keyboard.follow()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Chat", style: .plain, target: self, action: #selector(showChat))
  }

  /// A filled button with large rounded corners.
  private static func makeSignInButton() -> UIButton {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Sign in"
    configuration.cornerStyle = .large
    let button = UIButton(type: .system)
    button.configuration = configuration
    return button
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      signIn()
    }
    return false
  }

  /// Ends editing: the keyboard goes and the button comes back down.
  @objc private func signIn() {
    view.endEditing(true)
  }

  /// The chat: another pinned bar, with interactive keyboard dismissal.
  @objc private func showChat() {
    navigationController?.pushViewController(ChatViewController(), animated: true)
  }
}
