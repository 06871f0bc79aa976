import XCTest

extension XCUIApplication {
  /// The text field with the keyboard's focus, found by typing `marker` into it: the
  /// visible field whose value then holds it.
  ///
  /// The focused field itself is not a public attribute on iOS, so the test types where
  /// the user's keyboard would and looks where the text went.
  func focusedField(marker: String) throws -> XCUIElement {
    typeText(marker)
    for index in 0..<textFields.count {
      let field = textFields.element(boundBy: index)
      if let value = field.value as? String, value.contains(marker) { return field }
    }
    return try XCTUnwrap(nil as XCUIElement?, "no visible field holds \(marker)")
  }
}
