import UIKit

/// One text field of a form: what it asks for, and the keyboard and AutoFill that suit it.
///
/// Every form of the sample builds its fields from these, so that they look alike: a
/// rounded rect in the body text style that follows Dynamic Type, at least 44 pt tall.
struct FormField {
  /// The placeholder, which also names the field for VoiceOver.
  var placeholder: String
  /// The accessibility identifier the UI tests find the field by.
  var identifier: String
  /// What AutoFill may offer.
  var contentType: UITextContentType?
  /// The keyboard.
  var keyboardType: UIKeyboardType = .default
  /// How the keyboard capitalises: words for names and places, nothing for addresses.
  var capitalization: UITextAutocapitalizationType = .words
  /// Whether the text is hidden as it is typed (a password).
  var isSecure = false

  /// Whether the app was launched with `-noAutoFill`, as the UI tests launch it.
  ///
  /// No field then asks for AutoFill, so that the simulator's Strong Password prompt, which
  /// covers the keyboard, never comes (device question 17: does it stay away on every
  /// runtime?). A secure field says it takes a one-time code, which iOS offers no password
  /// for; the others name no content type.
  static let keepsAutoFillAway = ProcessInfo.processInfo.arguments.contains("-noAutoFill")

  /// A new text field for this entry, whose Return key says what Return does there.
  @MainActor
  func makeTextField(returnKeyType: UIReturnKeyType) -> UITextField {
    let field = UITextField()
    field.placeholder = placeholder
    field.accessibilityIdentifier = identifier
    field.textContentType = Self.keepsAutoFillAway ? (isSecure ? .oneTimeCode : nil) : contentType
    field.keyboardType = keyboardType
    field.autocapitalizationType = capitalization
    if capitalization == .none { field.autocorrectionType = .no }
    field.isSecureTextEntry = isSecure
    field.returnKeyType = returnKeyType
    field.borderStyle = .roundedRect
    field.font = UIFont.preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    return field
  }
}

extension UILabel {
  /// A label in a text style that follows Dynamic Type, wrapping as the text grows.
  convenience init(text: String, style: UIFont.TextStyle, color: UIColor = .label) {
    self.init()
    self.text = text
    font = UIFont.preferredFont(forTextStyle: style)
    adjustsFontForContentSizeCategory = true
    textColor = color
    numberOfLines = 0
  }
}
