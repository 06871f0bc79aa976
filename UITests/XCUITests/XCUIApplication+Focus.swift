import XCTest

extension XCUIApplication {
  /// The text field with the keyboard's focus, found by typing `marker` into it: the
  /// visible field whose value then holds it.
  ///
  /// The focused field itself is not a public attribute on iOS, so the test types where
  /// the user's keyboard would and looks where the text went. A secure field (a password)
  /// shows one dot per character, never the marker: there, the one whose value changed.
  func focusedField(marker: String) throws -> XCUIElement {
    let secure = (0..<secureTextFields.count).map { secureTextFields.element(boundBy: $0) }
    let before = secure.map { $0.value as? String }
    typeText(marker)
    for index in 0..<textFields.count {
      let field = textFields.element(boundBy: index)
      if let value = field.value as? String, value.contains(marker) { return field }
    }
    for (field, value) in zip(secure, before) where field.value as? String != value {
      return field
    }
    return try XCTUnwrap(nil as XCUIElement?, "no visible field holds \(marker)")
  }

  /// The sign-up form's twelve fields, top to bottom, by their accessibility identifiers;
  /// the two password fields are secure text fields, so `textFields` alone misses them.
  var signUpFields: [XCUIElement] {
    [
      "firstName", "lastName", "email", "phone", "username", "password", "confirmPassword",
      "street", "city", "postcode", "country", "referral",
    ].map { identifier in
      identifier.hasSuffix("assword") ? secureTextFields[identifier] : textFields[identifier]
    }
  }

  /// Taps Next on the Previous / Next / Done bar above the keyboard (its VoiceOver label).
  func tapBarNext() {
    toolbars.element(boundBy: 0).buttons["Next"].tap()
  }

  /// The sample app, launched; the tests call this instead of overriding `setUp()`, so
  /// that no isolation is overridden.
  static func launchedSample() -> XCUIApplication {
    let app = XCUIApplication()
    app.launch()
    return app
  }

  /// The text view of the tab bar's tab `tab`, tapped so that it has the keyboard.
  func tappedTextView(inTab tab: String) -> XCUIElement {
    tabBars.element(boundBy: 0).buttons[tab].tap()
    let textView = textViews.firstMatch
    textView.tap()
    return textView
  }

  /// The chat screen's message field (Login tab, then Chat), tapped so that it has the
  /// keyboard.
  func tappedChatField() -> XCUIElement {
    tabBars.element(boundBy: 0).buttons["Login"].tap()
    navigationBars.element(boundBy: 0).buttons["Chat"].tap()
    let field = textFields.firstMatch
    field.tap()
    return field
  }
}
