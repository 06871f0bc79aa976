import XCTest

/// XCUITests for the iOS sample app (`Sample/KeyboardSample.swiftpm`): run them in Xcode
/// against a simulator.
///
/// They check on a real keyboard what `UITests/HeadlessUITests` checks on the headless
/// model: after each action, the focused field is above the keyboard. On Linux these
/// sources are only type-checked against `.ci/UIKitStub/XCTest.swift`.
@MainActor
final class KeyboardSampleUITests: XCTestCase {
  /// Launches the sample app; no `setUp()` override, so that no isolation is overridden.
  private func launch() -> XCUIApplication {
    let app = XCUIApplication()
    app.launch()
    return app
  }

  /// The focused element's bottom is above the keyboard's top.
  private func assertAboveKeyboard(_ element: XCUIElement, in app: XCUIApplication, _ label: String)
  {
    let keyboard = app.keyboards.element(boundBy: 0)
    XCTAssertTrue(keyboard.waitForExistence(timeout: 2), "\(label): keyboard")
    XCTAssertLessThanOrEqual(element.frame.maxY, keyboard.frame.minY, "\(label)")
  }

  func testSignUpFieldsStayAboveTheKeyboard() {
    let app = launch()
    app.tabBars.element(boundBy: 0).buttons["Sign up"].tap()
    let fields = app.textFields
    fields.element(boundBy: 0).tap()
    for index in 0..<12 {
      let field = fields.element(boundBy: index)
      if index > 0 { field.tap() }
      assertAboveKeyboard(field, in: app, "field \(index)")
    }
  }

  /// Taps the first field, then Return ten times: each focused field is above the keyboard.
  private func assertReturnWalk(in app: XCUIApplication) throws {
    app.textFields.firstMatch.tap()
    for step in 0..<10 {
      app.typeText("\n")
      assertAboveKeyboard(try app.focusedField(marker: "\(step)"), in: app, "Return \(step)")
    }
  }

  func testSettingsReturnWalksEveryField() throws {
    let app = launch()
    app.tabBars.element(boundBy: 0).buttons["Settings"].tap()
    try assertReturnWalk(in: app)
  }

  func testSettingsControllerReturnWalksEveryField() throws {
    let app = launch()
    app.tabBars.element(boundBy: 0).buttons["Settings"].tap()
    app.navigationBars.element(boundBy: 0).buttons["Controller"].tap()
    try assertReturnWalk(in: app)
  }

  func testFeedbackStaysAboveTheKeyboard() {
    let app = launch()
    app.tabBars.element(boundBy: 0).buttons["Feedback"].tap()
    let feedback = app.textViews.firstMatch
    feedback.tap()
    for line in 0..<20 {
      feedback.typeText("Line \(line) of the feedback\n")
    }
    assertAboveKeyboard(feedback, in: app, "feedback")
  }

  func testNotesCaretStaysAboveTheKeyboard() {
    let app = launch()
    app.tabBars.element(boundBy: 0).buttons["Notes"].tap()
    let notes = app.textViews.firstMatch
    notes.tap()
    for line in 0..<40 {
      notes.typeText("Line \(line) of the notes\n")
    }
    assertAboveKeyboard(notes, in: app, "notes")
  }

  func testLoginButtonClearsTheKeyboard() {
    let app = launch()
    app.tabBars.element(boundBy: 0).buttons["Login"].tap()
    app.textFields.firstMatch.tap()
    assertAboveKeyboard(app.buttons["Sign in"], in: app, "login button")
  }

  func testChatFieldStaysAboveTheKeyboard() {
    let app = launch()
    app.tabBars.element(boundBy: 0).buttons["Login"].tap()
    app.navigationBars.element(boundBy: 0).buttons["Chat"].tap()
    let field = app.textFields.firstMatch
    field.tap()
    assertAboveKeyboard(field, in: app, "chat field")
  }
}
