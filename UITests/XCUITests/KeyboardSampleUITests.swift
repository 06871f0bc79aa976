import UIKit
import XCTest

/// XCUITests for the iOS sample app (`Sample/KeyboardSample.xcodeproj`, scheme
/// `KeyboardSample`): `xcodebuild test` runs them on a simulator (see `Sample/iOS/README.md`).
///
/// They check on a real keyboard what `UITests/HeadlessUITests` checks on the headless
/// model: after each action, the focused field is above the keyboard and its bar. Forms are
/// walked with Return or the bar's Next, never by tapping a field the keyboard may cover (the
/// tap would land on a key), and every step asserts that focus reached the field it expects
/// (`assertFocus`). On Linux these sources are only type-checked against
/// `.ci/UIKitStub/XCTest.swift`.
@MainActor
final class KeyboardSampleUITests: XCTestCase {
  /// Return walks the sign-up form's twelve fields in order (rule F6).
  ///
  /// Each is shown above the keyboard and its bar. The phone pad has no Return key, so from
  /// the phone field the bar's Next moves on (rule T1). The last field's Done ends editing.
  func testSignUpFieldsStayAboveTheKeyboard() throws {
    let app = XCUIApplication.launchedSample(for: self)
    app.openTab("Sign up")
    let fields = app.signUpFields
    try app.walk(fields, "Sign up, Return") { from, index in
      if index == XCUIApplication.signUpPhoneIndex {
        try app.tapBarNext()
      } else {
        from.typeText("\n")
      }
    }
    fields[fields.count - 1].typeText("\n")
    app.assertNoKeyboard("Return in the last field (Done)")
  }

  /// The bar's Next walks the sign-up form's twelve fields in order (rules T1, F6), the
  /// phone pad's field included, each shown above the keyboard and its bar (rule F3); the
  /// bar's Done ends editing.
  func testSignUpBarWalksEveryField() throws {
    let app = XCUIApplication.launchedSample(for: self)
    app.openTab("Sign up")
    try app.walk(app.signUpFields, "Sign up, the bar's Next") { _, _ in try app.tapBarNext() }
    try app.tapBarDone()
    app.assertNoKeyboard("the bar's Done")
  }

  /// Return walks the settings form's twenty fields across its three sections, into rows
  /// whose cells do not exist yet; the last field's Done ends editing (rule F6).
  private func assertSettingsReturnWalk(_ app: XCUIApplication, _ form: String) throws {
    let fields = app.settingsFields
    try app.walk(fields, form) { from, _ in from.typeText("\n") }
    fields[fields.count - 1].typeText("\n")
    app.assertNoKeyboard("\(form): Return in the last field (Done)")
  }

  func testSettingsReturnWalksEveryField() throws {
    let app = XCUIApplication.launchedSample(for: self)
    app.openTab("Settings")
    try assertSettingsReturnWalk(app, "Settings")
  }

  /// The same form in a `UITableViewController`, which insets its table itself (rule I5).
  func testSettingsControllerReturnWalksEveryField() throws {
    let app = XCUIApplication.launchedSample(for: self)
    app.openTab("Settings")
    app.navigationBars.element(boundBy: 0).buttons["Controller"].tap()
    try assertSettingsReturnWalk(app, "Settings (controller)")
  }

  /// The feedback form's growing editor stays above the keyboard (rules F2, F5).
  ///
  /// The editor grows with its text (it does not scroll itself): after twenty lines its
  /// bottom, just below the caret, is above the keyboard. Typing through the editor asserts
  /// that it keeps the focus.
  func testFeedbackStaysAboveTheKeyboard() {
    let app = XCUIApplication.launchedSample(for: self)
    let feedback = app.tappedTextView("feedback", inTab: "Editors", row: "Feedback")
    feedback.typeLines(20, of: "feedback")
    app.assertAboveKeyboard(feedback, "feedback")
  }

  /// The library's first `enable()`, on a pushed form while the keyboard is already up, shows
  /// the form's field above the keyboard without waiting for another keyboard notification
  /// (rule L2): the sample's `-firstUse` screen, where nothing was enabled before.
  func testFirstEnableWithTheKeyboardUpShowsTheField() {
    let app = XCUIApplication.launchedSample(for: self, arguments: ["-firstUse"])
    let search = app.textFields["search"]
    XCTAssertTrue(search.waitForExistence(timeout: 5), "search field")
    search.tap()
    app.assertKeyboard("search field")
    app.navigationBars.element(boundBy: 0).buttons["Form"].tap()
    let late = app.textFields["late"]
    XCTAssertTrue(late.waitForExistence(timeout: 5), "late field")
    app.assertAboveKeyboard(late, "late field, first enable with the keyboard up")
    app.assertFocus(on: late, marker: "1", "late field")
  }

  /// The full-screen notes editor keeps the keyboard while Return inserts forty lines.
  ///
  /// A text view's Return is a newline (rule F6). The editor's frame runs under the
  /// keyboard by design (it is the host, inset from below), so a UI test cannot see its
  /// caret; the package's UIKit tests measure it (rule F5).
  func testNotesKeepTheKeyboardWhileLinesAreTyped() {
    let app = XCUIApplication.launchedSample(for: self)
    let notes = app.tappedTextView("notes", inTab: "Editors", row: "Notes")
    notes.typeLines(40, of: "notes")
    XCTAssertTrue(app.keyboard.exists, "keyboard after forty lines")
    XCTAssertTrue((notes.value as? String)?.contains("Line 39") == true, "last line typed")
  }

  /// The sign-in button's pin follows the keyboard (rule C1): it moves up and keeps its
  /// 16 pt above the keyboard's top, as it kept them above the safe area.
  func testLoginButtonFollowsTheKeyboard() {
    let app = XCUIApplication.launchedSample(for: self)
    app.openTab("Login")
    let button = app.buttons["Sign in"]
    XCTAssertTrue(button.waitForExistence(timeout: 5), "sign-in button")
    let before = button.frame
    let email = app.textFields["email"]
    email.tap()
    // The app-wide mode gives the field the bar: the keyboard's top is the bar's, and a
    // missing bar would make the gap read 44 pt more.
    app.assertKeyboardBar("login, email field")
    app.assertAboveKeyboard(button, "login button")
    let gap = app.keyboardTop - app.settledFrame(of: button).maxY
    XCTAssertLessThanOrEqual(abs(gap - 16), framePrecision, "16 pt above the keyboard, not \(gap)")
    XCTAssertLessThanOrEqual(button.frame.maxY, before.maxY - 1, "the button moved up")
    app.assertFocus(on: email, marker: "1", "email field")
  }

  func testChatFieldStaysAboveTheKeyboard() {
    let app = XCUIApplication.launchedSample(for: self)
    let field = app.chatField()
    field.tap()
    app.assertAboveKeyboard(field, "chat field")
    app.assertFocus(on: field, marker: "1", "chat field")
  }

  /// The chat's interactive dismissal (rule D1): dragging the messages down into the
  /// keyboard takes it with them, and the input bar comes back down to its place above the
  /// safe area.
  func testChatInteractiveDismissalBringsTheBarDown() {
    let app = XCUIApplication.launchedSample(for: self)
    let field = app.chatField()
    XCTAssertTrue(field.waitForExistence(timeout: 5), "chat field")
    let resting = field.frame
    field.tap()
    app.assertAboveKeyboard(field, "chat field")
    let raised = field.frame
    // From the messages, above the input bar that rides on the keyboard, down through the
    // keyboard to near the screen's bottom (not its edge, where the system's gestures are).
    let top = app.keyboardTop
    let start = app.screenCoordinate(CGPoint(x: app.frame.midX, y: raised.minY - 60))
    let end = app.screenCoordinate(CGPoint(x: app.frame.midX, y: app.frame.maxY - 40))
    XCTAssertLessThanOrEqual(raised.maxY, top + framePrecision, "the bar rides on the keyboard")
    start.press(forDuration: 0.1, thenDragTo: end)
    app.assertNoKeyboard("keyboard dismissed by the drag")
    let lowered = app.settledFrame(of: field)
    XCTAssertLessThanOrEqual(raised.maxY + 1, lowered.maxY, "the bar came down")
    XCTAssertLessThanOrEqual(abs(lowered.maxY - resting.maxY), framePrecision, "back at its place")
  }

  /// A rotation with the keyboard up (rule K7) keeps the focused field clear of the keyboard
  /// and its bar.
  ///
  /// The sign-up form's eighth field, reached with the bar's Next, in landscape and back in
  /// portrait. Frames are compared as rectangles, so the check holds in whichever space
  /// XCUITest reports them.
  func testSignUpFieldStaysClearOfTheKeyboardAcrossRotation() throws {
    let app = XCUIApplication.launchedSample(for: self)
    app.openTab("Sign up")
    defer { XCUIDevice.shared.orientation = .portrait }
    let fields = Array(app.signUpFields.prefix(8))
    try app.walk(fields, "Sign up, to the eighth field") { _, _ in try app.tapBarNext() }
    let street = fields[7]
    for (step, orientation) in [UIDeviceOrientation.landscapeLeft, .portrait].enumerated() {
      XCUIDevice.shared.orientation = orientation
      app.assertKeyboard("rotation \(step)")
      if orientation == .portrait { app.assertKeyboardBar("rotation \(step)") }
      let frame = app.settledFrame(of: street)
      let cover = app.keyboardCover
      XCTAssertTrue(
        frame.intersection(cover).isEmpty, "rotation \(step): field \(frame), keyboard \(cover)")
      app.assertFocus(on: street, marker: "r\(step)", "rotation \(step)")
    }
  }
}
