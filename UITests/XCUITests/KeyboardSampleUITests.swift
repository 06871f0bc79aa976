import UIKit
import XCTest

/// XCUITests for the iOS sample app (`Sample/KeyboardSample.xcodeproj`, scheme
/// `KeyboardSample`): `xcodebuild test` runs them on a simulator (see `Sample/iOS/README.md`).
///
/// They check on a real keyboard what `UITests/HeadlessUITests` checks on the headless
/// model: after each action, the focused field is above the keyboard. On Linux these
/// sources are only type-checked against `.ci/UIKitStub/XCTest.swift`.
@MainActor
final class KeyboardSampleUITests: XCTestCase {
  /// The focused element's bottom is above the keyboard's top.
  private func assertAboveKeyboard(_ element: XCUIElement, in app: XCUIApplication, _ label: String)
  {
    let keyboard = app.keyboards.element(boundBy: 0)
    XCTAssertTrue(keyboard.waitForExistence(timeout: 2), "\(label): keyboard")
    XCTAssertLessThanOrEqual(element.frame.maxY, keyboard.frame.minY, "\(label)")
  }

  func testSignUpFieldsStayAboveTheKeyboard() {
    let app = XCUIApplication.launchedSample()
    app.tabBars.element(boundBy: 0).buttons["Sign up"].tap()
    let fields = app.signUpFields
    fields[0].tap()
    for (index, field) in fields.enumerated() {
      if index > 0 { field.tap() }
      assertAboveKeyboard(field, in: app, "field \(index)")
    }
  }

  /// Taps the first field, then Return (or the bar's Next, `usingBar`) `steps` times: each
  /// focused field is above the keyboard.
  private func assertReturnWalk(
    in app: XCUIApplication, steps: Int = 10, usingBar: Bool = false
  ) throws {
    app.textFields.firstMatch.tap()
    for step in 0..<steps {
      if usingBar { app.tapBarNext() } else { app.typeText("\n") }
      assertAboveKeyboard(try app.focusedField(marker: "\(step)"), in: app, "Return \(step)")
    }
  }

  /// The bar's Next walks the sign-up form's twelve fields in order (rules T1, F6), the
  /// phone pad's field included (it has no Return key), each shown above the keyboard and
  /// its bar (rule F3).
  func testSignUpBarWalksEveryField() throws {
    let app = XCUIApplication.launchedSample()
    app.tabBars.element(boundBy: 0).buttons["Sign up"].tap()
    try assertReturnWalk(in: app, steps: 11, usingBar: true)
  }

  func testSettingsReturnWalksEveryField() throws {
    let app = XCUIApplication.launchedSample()
    app.tabBars.element(boundBy: 0).buttons["Settings"].tap()
    try assertReturnWalk(in: app)
  }

  func testSettingsControllerReturnWalksEveryField() throws {
    let app = XCUIApplication.launchedSample()
    app.tabBars.element(boundBy: 0).buttons["Settings"].tap()
    app.navigationBars.element(boundBy: 0).buttons["Controller"].tap()
    try assertReturnWalk(in: app)
  }

  /// The feedback form's editor grows with its text (it does not scroll itself): after
  /// twenty lines its bottom, just below the caret, is above the keyboard (rules F2, F5).
  func testFeedbackStaysAboveTheKeyboard() {
    let app = XCUIApplication.launchedSample()
    let feedback = app.tappedTextView(inTab: "Feedback")
    for line in 0..<20 {
      feedback.typeText("Line \(line) of the feedback\n")
    }
    assertAboveKeyboard(feedback, in: app, "feedback")
  }

  /// The full-screen notes editor keeps the keyboard while Return inserts forty lines.
  ///
  /// A text view's Return is a newline (rule F6). The editor's frame runs under the
  /// keyboard by design (it is the host, inset from below), so a UI test cannot see its
  /// caret; the package's UIKit tests measure it (rule F5).
  func testNotesKeepTheKeyboardWhileLinesAreTyped() {
    let app = XCUIApplication.launchedSample()
    let notes = app.tappedTextView(inTab: "Notes")
    for line in 0..<40 {
      notes.typeText("Line \(line) of the notes\n")
    }
    XCTAssertTrue(app.keyboards.element(boundBy: 0).exists, "keyboard after forty lines")
    XCTAssertTrue((notes.value as? String)?.contains("Line 39") == true, "last line typed")
  }

  /// The sign-in button's pin follows the keyboard (rule C1): it moves up and keeps its
  /// 16 pt above the keyboard's top, as it kept them above the safe area.
  func testLoginButtonFollowsTheKeyboard() {
    let app = XCUIApplication.launchedSample()
    app.tabBars.element(boundBy: 0).buttons["Login"].tap()
    let button = app.buttons["Sign in"]
    let before = button.frame
    app.textFields.firstMatch.tap()
    assertAboveKeyboard(button, in: app, "login button")
    let gap = app.keyboards.element(boundBy: 0).frame.minY - button.frame.maxY
    XCTAssertLessThanOrEqual(abs(gap - 16), 0.5, "16 pt above the keyboard, not \(gap)")
    XCTAssertLessThanOrEqual(button.frame.maxY, before.maxY - 1, "the button moved up")
  }

  func testChatFieldStaysAboveTheKeyboard() {
    let app = XCUIApplication.launchedSample()
    let field = app.tappedChatField()
    assertAboveKeyboard(field, in: app, "chat field")
  }

  /// The chat's interactive dismissal (rule D1): dragging the messages down takes the
  /// keyboard with it, and the input bar comes back down to its place above the safe area.
  func testChatInteractiveDismissalBringsTheBarDown() {
    let app = XCUIApplication.launchedSample()
    app.tabBars.element(boundBy: 0).buttons["Login"].tap()
    app.navigationBars.element(boundBy: 0).buttons["Chat"].tap()
    let field = app.textFields.firstMatch
    let resting = field.frame
    field.tap()
    assertAboveKeyboard(field, in: app, "chat field")
    let raised = field.frame
    app.tables.firstMatch.swipeDown()
    let keyboard = app.keyboards.element(boundBy: 0)
    for _ in 0..<30 where keyboard.exists {
      Thread.sleep(forTimeInterval: 0.1)
    }
    XCTAssertTrue(!keyboard.exists, "keyboard dismissed by the drag")
    XCTAssertLessThanOrEqual(raised.maxY + 1, field.frame.maxY, "the bar came down")
    XCTAssertLessThanOrEqual(abs(field.frame.maxY - resting.maxY), 0.5, "back at its place")
  }

  /// A rotation with the keyboard up (rule K7) keeps the focused field clear of it.
  ///
  /// The sign-up form's eighth field, in landscape and back in portrait. Frames are
  /// compared as rectangles, so the check holds in whichever space XCUITest reports them.
  func testSignUpFieldStaysClearOfTheKeyboardAcrossRotation() throws {
    let app = XCUIApplication.launchedSample()
    app.tabBars.element(boundBy: 0).buttons["Sign up"].tap()
    defer { XCUIDevice.shared.orientation = .portrait }
    app.textFields.firstMatch.tap()
    for _ in 0..<7 { app.tapBarNext() }
    let keyboard = app.keyboards.element(boundBy: 0)
    for (step, orientation) in [UIDeviceOrientation.landscapeLeft, .portrait].enumerated() {
      XCUIDevice.shared.orientation = orientation
      XCTAssertTrue(keyboard.waitForExistence(timeout: 2), "keyboard after rotation \(step)")
      let focused = try app.focusedField(marker: "r\(step)")
      XCTAssertTrue(
        focused.frame.intersection(keyboard.frame).isEmpty,
        "rotation \(step): field \(focused.frame), keyboard \(keyboard.frame)")
    }
  }
}
