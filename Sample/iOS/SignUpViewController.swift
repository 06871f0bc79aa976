import KeyboardAvoidance
import UIKit

/// A sign-up form of twelve fields in four groups, in a scroll view: avoidance in one line.
///
/// Return walks the fields in order (each shows Next) and the last one's Done ends
/// editing: the library does both, the screen has no Return code of its own.
final class SignUpViewController: UIViewController {
  /// The form's groups and fields, top to bottom.
  static let sections: [(title: String, fields: [FormField])] = [
    (
      "Name",
      [
        FormField(placeholder: "First name", identifier: "firstName", contentType: .givenName),
        FormField(placeholder: "Last name", identifier: "lastName", contentType: .familyName),
      ]
    ),
    (
      "Account",
      [
        FormField(
          placeholder: "Email", identifier: "email", contentType: .emailAddress,
          keyboardType: .emailAddress, capitalization: .none),
        // The phone pad has no Return key: the Previous / Next / Done bar moves on.
        FormField(
          placeholder: "Phone", identifier: "phone", contentType: .telephoneNumber,
          keyboardType: .phonePad, capitalization: .none),
        FormField(
          placeholder: "Username", identifier: "username", contentType: .username,
          capitalization: .none),
        FormField(
          placeholder: "Password", identifier: "password", contentType: .newPassword,
          capitalization: .none, isSecure: true),
        FormField(
          placeholder: "Confirm password", identifier: "confirmPassword",
          contentType: .newPassword, capitalization: .none, isSecure: true),
      ]
    ),
    (
      "Address",
      [
        FormField(
          placeholder: "Street", identifier: "street", contentType: .fullStreetAddress),
        FormField(placeholder: "City", identifier: "city", contentType: .addressCity),
        FormField(
          placeholder: "Postcode", identifier: "postcode", contentType: .postalCode,
          keyboardType: .numbersAndPunctuation, capitalization: .allCharacters),
        FormField(placeholder: "Country", identifier: "country", contentType: .countryName),
      ]
    ),
    (
      "Invited by a friend?",
      [
        FormField(
          placeholder: "Referral code", identifier: "referral", contentType: nil,
          capitalization: .allCharacters)
      ]
    ),
  ]

  private let scrollView = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign up"
    view.backgroundColor = .systemBackground
    view.addScrolling(makeForm(), in: scrollView)
    scrollView.keyboard.enable()
    scrollView.keyboard.showsToolbar = true
  }

  /// The groups as one vertical stack: a headline over each group's fields.
  private func makeForm() -> UIStackView {
    let form = UIStackView()
    form.axis = .vertical
    form.spacing = 12
    let count = Self.sections.map(\.fields.count).reduce(0, +)
    var index = 0
    for section in Self.sections {
      if let previousGroupsEnd = form.arrangedSubviews.last {
        form.setCustomSpacing(32, after: previousGroupsEnd)
      }
      form.addArrangedSubview(UILabel(text: section.title, style: .headline))
      for field in section.fields {
        index += 1
        form.addArrangedSubview(field.makeTextField(returnKeyType: index < count ? .next : .done))
      }
    }
    return form
  }
}
