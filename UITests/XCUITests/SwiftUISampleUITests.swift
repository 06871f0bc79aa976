import UIKit
import XCTest

/// XCUITests for the sample's SwiftUI tab: a `Form` and a chat, each kept above the
/// keyboard by the library's SwiftUI modifiers (rules S1-S4).
///
/// As `KeyboardSampleUITests`: the form is walked with the bar's Next, never by tapping a
/// field the keyboard may cover, and every step asserts that focus reached the field it
/// expects. On Linux these sources are only type-checked against `.ci/UIKitStub/XCTest.swift`.
@MainActor
final class SwiftUISampleUITests: XCTestCase {
  /// The bar's Next walks the form's name, email and notes fields and its wrapped
  /// `UITextView`, each shown above the keyboard and its bar (rules S1, S2, S3, T1).
  func testSwiftUIFormFieldsStayAboveTheKeyboard() throws {
    let app = XCUIApplication.launchedSample(for: self)
    app.openTab("SwiftUI", row: "Form")
    let fields = [
      app.textFields["swiftui-name"], app.textFields["swiftui-email"], app.swiftUINotes,
      app.textViews["swiftui-story"],
    ]
    try app.walk(fields, "SwiftUI form, the bar's Next") { _, _ in try app.tapBarNext() }
  }

  /// The multi-line field grows line by line and its last line stays above the keyboard
  /// (rules S2, F5): SwiftUI alone lets the caret slide under it.
  func testSwiftUIMultiLineFieldFollowsItsCaret() throws {
    let app = XCUIApplication.launchedSample(for: self)
    app.openTab("SwiftUI", row: "Form")
    let notes = app.swiftUINotes
    XCTAssertTrue(notes.waitForExistence(timeout: 5), "notes field")
    notes.tap()
    app.assertKeyboard("notes")
    notes.typeLines(15, of: "notes")
    app.assertAboveKeyboard(notes, "notes after fifteen lines")
  }

  /// The wrapped `UITextView` keeps its caret above the keyboard as lines are typed (S3).
  func testSwiftUIWrappedTextViewFollowsItsCaret() throws {
    let app = XCUIApplication.launchedSample(for: self)
    let story = app.tappedTextView("swiftui-story", inTab: "SwiftUI", row: "Form")
    story.typeLines(12, of: "story")
    app.assertAboveKeyboard(story, "wrapped text view")
  }

  /// The chat's composer rides on the keyboard and the newest message rests on its top
  /// (rules S4, F7); the bar's room is never under the keyboard.
  func testSwiftUIChatComposerRidesTheKeyboard() {
    let app = XCUIApplication.launchedSample(for: self)
    app.openTab("SwiftUI", row: "Chat")
    let composer = app.textFields["swiftui-message"]
    XCTAssertTrue(composer.waitForExistence(timeout: 5), "composer")
    let before = composer.frame
    composer.tap()
    app.assertAboveKeyboard(composer, "composer")
    XCTAssertLessThanOrEqual(composer.frame.maxY, before.maxY - 1, "the composer moved up")
    let newest = app.staticTexts["Message 30"]
    XCTAssertTrue(newest.waitForExistence(timeout: 5), "newest message")
    XCTAssertLessThanOrEqual(
      app.settledFrame(of: newest).maxY, app.settledFrame(of: composer).minY + framePrecision,
      "the newest message rests above the composer")
  }
}

extension XCUIApplication {
  /// The SwiftUI form's multi-line field: a text field backed by a text view from iOS 16,
  /// a `TextEditor` (a text view) before.
  var swiftUINotes: XCUIElement {
    let field = textFields["swiftui-notes"]
    return field.exists ? field : textViews["swiftui-notes"]
  }
}
