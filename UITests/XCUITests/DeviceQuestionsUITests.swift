import UIKit
import XCTest

/// Questions about UIKit that only a simulator or a device answers, each settled by what
/// the user sees in the sample app (`Sample/KeyboardSample.xcodeproj`, scheme
/// `KeyboardSample`).
///
/// The headless model takes a side on each (the unkind one); these tests say whether UIKit
/// agrees. On Linux these sources are only type-checked against `.ci/UIKitStub/XCTest.swift`.
@MainActor
final class DeviceQuestionsUITests: XCTestCase {
  /// Whether a field is still first responder when UIKit sends its `editingDidEndOnExit`
  /// action.
  ///
  /// The engine moves focus from that action only while the field is still the focused
  /// input (rule F6). If UIKit resigned it first, Return would end editing and the
  /// keyboard would go; if not, the keyboard stays up, on the next field.
  func testReturnMovesFocusBeforeUIKitEndsEditing() {
    let app = XCUIApplication.launchedSample(for: self)
    let fields = app.signUpFieldsWithTheFirstFocused()
    fields[0].typeText("\n")
    XCTAssertTrue(app.keyboard.exists, "keyboard after Return")
    app.assertFocus(on: fields[1], marker: "1", "second field after Return")
  }

  /// Whether a Send field keeps the keyboard after Return.
  ///
  /// Rule F6: the engine adds no `editingDidEndOnExit` target to it, and UIKit ends editing
  /// on Return only in a field that has one.
  func testSendFieldKeepsTheKeyboardAfterReturn() {
    let app = XCUIApplication.launchedSample(for: self)
    let field = app.chatField()
    field.tap()
    app.assertKeyboard("after the tap")
    field.typeText("Hello\n")
    XCTAssertTrue(app.keyboard.exists, "keyboard after Send")
    app.assertFocus(on: field, marker: "1", "chat field after Send")
  }

  /// Whether `isTracking` is still true when a tap focuses a field.
  ///
  /// If it were, the engine would start no scroll (rule F4) and a tapped field at the
  /// keyboard's edge would keep less than its 16 pt margin. Each of the sign-up form's
  /// fields after the first is tapped where it shows: first the form is dragged (slowly,
  /// released after a pause, so that it does not glide on) until the field's top shows a
  /// strip just above the keyboard's bar, where the tap lands on the field and not on a key;
  /// the fields near the form's top cannot be dragged that low and are tapped where they are.
  /// Every field is counted, and at least one must have been at the edge, so that the
  /// question was asked.
  func testATappedFieldAtTheKeyboardsEdgeGetsItsMargin() {
    let app = XCUIApplication.launchedSample(for: self)
    let fields = app.signUpFieldsWithTheFirstFocused()
    var checked = 0
    var atTheEdge = 0
    for (index, field) in fields.enumerated().dropFirst() {
      let label = "field \(index) (\(XCUIApplication.signUpIdentifiers[index]))"
      guard let strip = placeForTap(field, in: app, label) else { return }
      let top = app.keyboardTop
      if field.frame.maxY + defaultMargin > top + framePrecision { atTheEdge += 1 }
      app.screenCoordinate(CGPoint(x: field.frame.midX, y: strip.midY)).tap()
      app.assertKeyboard(label)
      let frame = app.settledFrame(of: field)
      let after = app.keyboardTop
      XCTAssertLessThanOrEqual(
        frame.maxY + defaultMargin, after + framePrecision,
        "\(label): tapped at \(strip.midY), bottom \(frame.maxY), keyboard's top \(after)")
      app.assertFocus(on: field, marker: "\(index)", label)
      checked += 1
    }
    XCTAssertEqual(checked, fields.count - 1, "every field after the first tapped and measured")
    XCTAssertTrue(atTheEdge > 0, "no field was at the keyboard's edge when tapped")
  }

  /// Drags the sign-up form to show `field` for a tap, and returns the strip of it to tap.
  ///
  /// The field's top must show 16 to 40 pt above the keyboard's bar, below the navigation
  /// bar; a field that the form cannot be dragged that far for is returned where it is fully
  /// shown. Fails the test (and returns nil) when the field cannot be shown.
  private func placeForTap(
    _ field: XCUIElement, in app: XCUIApplication, _ label: String
  ) -> CGRect? {
    XCTAssertTrue(field.waitForExistence(timeout: 5), "\(label): the field does not exist")
    // The right edge of the form's scroll view: beside the fields, which keep to the margins.
    let x = app.frame.maxX - 8
    for _ in 0..<8 {
      let frame = app.settledFrame(of: field)
      let bottom = app.keyboardTop
      let top = app.navigationBars.element(boundBy: 0).frame.maxY
      let strip = CGRect(
        x: frame.minX, y: frame.minY, width: frame.width,
        height: min(frame.maxY, bottom) - frame.minY)
      let wanted = bottom - 28
      if frame.minY >= top && strip.height >= 16 && abs(frame.minY - wanted) <= 12 {
        return strip
      }
      // Drag by what is left, within the band between the bars, from its far end.
      let room = bottom - top - 40
      let distance = max(-room, min(room, wanted - frame.minY))
      let from = distance > 0 ? top + 20 : bottom - 20
      app.screenCoordinate(CGPoint(x: x, y: from)).press(
        forDuration: 0.1, thenDragTo: app.screenCoordinate(CGPoint(x: x, y: from + distance)),
        withVelocity: .slow, thenHoldForDuration: 0.5)
      let moved = app.settledFrame(of: field)
      if abs(moved.minY - frame.minY) < 1 {
        // The form is at the end it can be dragged to: the field is tapped where it shows.
        let shown = moved.minY >= top && moved.maxY <= bottom
        XCTAssertTrue(shown, "\(label): cannot be dragged into view, at \(moved)")
        return shown ? moved : nil
      }
    }
    XCTFail("\(label): not brought to the keyboard's edge in eight drags, at \(field.frame)")
    return nil
  }

  /// Whether a `UITableViewController` embedded as a child, not filling the screen, insets
  /// its table for the keyboard.
  ///
  /// The engine leaves such a table's insets to UIKit (rule I5), so if UIKit does not, the
  /// last fields end under the keyboard. Return walks all twenty fields.
  func testEmbeddedTableViewControllerKeepsFieldsAboveTheKeyboard() throws {
    let app = XCUIApplication.launchedSample(for: self)
    app.openTab("Settings")
    app.navigationBars.element(boundBy: 0).buttons["Embedded"].tap()
    try app.walk(app.settingsFields, "Settings (embedded)") { from, _ in from.typeText("\n") }
  }
}
