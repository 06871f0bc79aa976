import XCTest

/// Questions about UIKit that only a simulator or a device answers, each settled by what
/// the user sees in the sample app (`Sample/KeyboardSample.xcodeproj`, scheme
/// `KeyboardSample`).
///
/// The headless model takes a side on each (the unkind one); these tests say whether UIKit
/// agrees. On Linux these sources are only type-checked against `.ci/UIKitStub/XCTest.swift`.
@MainActor
final class DeviceQuestionsUITests: XCTestCase {
  private func keyboard(in app: XCUIApplication) -> XCUIElement {
    app.keyboards.element(boundBy: 0)
  }

  /// Whether a field is still first responder when UIKit sends its `editingDidEndOnExit`
  /// action.
  ///
  /// The engine moves focus from that action only while the field is still the focused
  /// input (rule F6). If UIKit resigned it first, Return would end editing and the
  /// keyboard would go; if not, the keyboard stays up, on the next field.
  func testReturnMovesFocusBeforeUIKitEndsEditing() throws {
    let app = XCUIApplication.launchedSample()
    app.tabBars.element(boundBy: 0).buttons["Sign up"].tap()
    let first = app.textFields.element(boundBy: 0)
    first.tap()
    XCTAssertTrue(keyboard(in: app).waitForExistence(timeout: 2), "keyboard after the tap")
    first.typeText("\n")
    XCTAssertTrue(keyboard(in: app).waitForExistence(timeout: 2), "keyboard after Return")
    let focused = try app.focusedField(marker: "7")
    XCTAssertTrue(focused.frame == app.textFields.element(boundBy: 1).frame, "second field")
  }

  /// Whether a Send field keeps the keyboard after Return.
  ///
  /// Rule F6: the engine adds no `editingDidEndOnExit` target to it, and UIKit ends editing
  /// on Return only in a field that has one.
  func testSendFieldKeepsTheKeyboardAfterReturn() {
    let app = XCUIApplication.launchedSample()
    let field = app.tappedChatField()
    field.typeText("Hello\n")
    XCTAssertTrue(keyboard(in: app).waitForExistence(timeout: 2), "keyboard after Send")
  }

  /// Whether `isTracking` is still true when a tap focuses a field.
  ///
  /// If it were, the engine would start no scroll (rule F4) and a tapped field at the
  /// keyboard's edge would keep less than its 16 pt margin; each tapped field must end with
  /// the margin clear.
  func testATappedFieldAtTheKeyboardsEdgeGetsItsMargin() {
    let app = XCUIApplication.launchedSample()
    app.tabBars.element(boundBy: 0).buttons["Sign up"].tap()
    let fields = app.signUpFields
    fields[0].tap()
    XCTAssertTrue(keyboard(in: app).waitForExistence(timeout: 2), "keyboard")
    for (index, field) in fields.enumerated().dropFirst() {
      guard field.isHittable else { continue }
      field.tap()
      XCTAssertLessThanOrEqual(
        field.frame.maxY + 16, keyboard(in: app).frame.minY + 0.5, "field \(index)")
    }
  }

  /// Whether a `UITableViewController` embedded as a child, not filling the screen, insets
  /// its table for the keyboard.
  ///
  /// The engine leaves such a table's insets to UIKit (rule I5), so if UIKit does not, the
  /// last fields end under the keyboard.
  func testEmbeddedTableViewControllerKeepsFieldsAboveTheKeyboard() throws {
    let app = XCUIApplication.launchedSample()
    app.tabBars.element(boundBy: 0).buttons["Settings"].tap()
    app.navigationBars.element(boundBy: 0).buttons["Embedded"].tap()
    app.textFields.firstMatch.tap()
    for step in 0..<10 {
      app.typeText("\n")
      let keyboard = keyboard(in: app)
      XCTAssertTrue(keyboard.waitForExistence(timeout: 2), "Return \(step): keyboard")
      let focused = try app.focusedField(marker: "\(step)")
      XCTAssertLessThanOrEqual(focused.frame.maxY, keyboard.frame.minY, "Return \(step)")
    }
  }
}
