import UIKit
import XCTest

/// How long a test waits for the software keyboard.
///
/// A cold simulator can take several seconds to show its first one; waiting returns as soon
/// as it is there.
let keyboardTimeout: TimeInterval = 15

/// The engine's default room around the focused field (`keyboard.margin`), in points.
let defaultMargin: CGFloat = 16

/// What XCUITest's frames may differ by from the engine's arithmetic (points are rounded to
/// pixels).
let framePrecision: CGFloat = 0.5

/// The accessibility identifier of the library's Previous / Next / Done bar.
let keyboardBarIdentifier = "KeyboardAvoidance.toolbar"

/// How far the bar's edge may lie from the keyboard's top: iOS 26's keyboards reportedly
/// float the bar with a gap of a few points. Device question 16: how large is the gap, and
/// does XCUITest report the bar beside the keyboard or inside its frame?
let keyboardBarGap: CGFloat = 12

extension XCUIApplication {
  /// The sample app, launched with `arguments` and `-noAutoFill`, for `test`, which stops
  /// at its first failure.
  ///
  /// The tests call this instead of overriding `setUp()`, so that no isolation is
  /// overridden. What follows a failed step (a lost focus, a keyboard that never came) would
  /// only fail again for that step's reason. `-noAutoFill` makes the app's fields ask for no
  /// AutoFill (`FormField.keepsAutoFillAway`), so that the simulator's Strong Password
  /// prompt never covers the keyboard the tests measure.
  static func launchedSample(for test: XCTestCase, arguments: [String] = []) -> XCUIApplication {
    test.continueAfterFailure = false
    let app = XCUIApplication()
    app.launchArguments = arguments + ["-noAutoFill"]
    app.launch()
    return app
  }

  /// Opens the tab bar's tab `title` and, for a tab that lists screens (Editors, SwiftUI),
  /// its screen `row`.
  ///
  /// The sample has five tabs, all on the tab bar (an iPhone shows four and "More" only
  /// when there are more than five).
  func openTab(_ title: String, row: String? = nil) {
    tabBars.element(boundBy: 0).buttons[title].tap()
    guard let row else { return }
    let button = buttons[row]
    XCTAssertTrue(button.waitForExistence(timeout: 5), "\(title): row \(row)")
    button.tap()
  }

  /// The software keyboard.
  var keyboard: XCUIElement { keyboards.element(boundBy: 0) }

  /// Waits for the software keyboard and fails the test when it does not come.
  func assertKeyboard(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(
      keyboard.waitForExistence(timeout: keyboardTimeout),
      "\(label): no software keyboard within \(Int(keyboardTimeout)) s (is the simulator's"
        + " hardware keyboard connected? I/O > Keyboard)", file: file, line: line)
  }

  /// Waits up to `timeout` seconds for the software keyboard to go, and fails the test when it
  /// stays.
  func assertNoKeyboard(
    _ label: String, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line
  ) {
    var waited: TimeInterval = 0
    while keyboard.exists && waited < timeout {
      Thread.sleep(forTimeInterval: 0.1)
      waited += 0.1
    }
    XCTAssertTrue(!keyboard.exists, "\(label): the keyboard is still up", file: file, line: line)
  }

  /// The library's bar of Previous / Next / Done (the focused field's input accessory view),
  /// by its accessibility identifier, when the keyboard is up and the bar is on screen.
  var keyboardBar: XCUIElement? {
    guard keyboard.exists else { return nil }
    let bar = toolbars[keyboardBarIdentifier]
    return bar.exists && !bar.frame.isEmpty ? bar : nil
  }

  /// Fails the test unless the library's bar is up with the keyboard, docked on it.
  ///
  /// Docked: one of its horizontal edges within ``keyboardBarGap`` of the keyboard's top
  /// (the bar above the keyboard with a gap, or reported inside the keyboard's frame). In
  /// portrait.
  func assertKeyboardBar(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
    assertKeyboard(label, file: file, line: line)
    guard let bar = keyboardBar else {
      XCTFail("\(label): no bar \(keyboardBarIdentifier) with the keyboard", file: file, line: line)
      return
    }
    let top = keyboard.frame.minY
    let frame = bar.frame
    XCTAssertTrue(
      abs(frame.maxY - top) <= keyboardBarGap || abs(frame.minY - top) <= keyboardBarGap,
      "\(label): the bar \(frame) is not docked on the keyboard, whose top is \(top)",
      file: file, line: line)
  }

  /// What the keyboard covers: its frame joined with its bar's, when the bar is up.
  var keyboardCover: CGRect {
    guard let bar = keyboardBar else { return keyboard.frame }
    return keyboard.frame.union(bar.frame)
  }

  /// The top of what the keyboard covers in portrait: its bar's top when it has a bar.
  var keyboardTop: CGFloat { keyboardCover.minY }

  /// Taps Next on the bar docked on the keyboard (its VoiceOver label).
  func tapBarNext(file: StaticString = #filePath, line: UInt = #line) throws {
    let bar = try XCTUnwrap(keyboardBar, "no bar docked on the keyboard", file: file, line: line)
    bar.buttons["Next"].tap()
  }

  /// Taps Done on the bar docked on the keyboard.
  func tapBarDone(file: StaticString = #filePath, line: UInt = #line) throws {
    let bar = try XCTUnwrap(keyboardBar, "no bar docked on the keyboard", file: file, line: line)
    bar.buttons["Done"].tap()
  }

  /// The frame of `element` once it has stopped moving (an animated scroll or inset), read
  /// every 0.1 s for at most 3 s.
  func settledFrame(of element: XCUIElement) -> CGRect {
    var frame = element.frame
    for _ in 0..<30 {
      Thread.sleep(forTimeInterval: 0.1)
      let next = element.frame
      if next == frame { break }
      frame = next
    }
    return frame
  }

  /// Fails the test unless `element`, once settled, ends above the keyboard and its bar.
  func assertAboveKeyboard(
    _ element: XCUIElement, _ label: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    assertKeyboard(label, file: file, line: line)
    let frame = settledFrame(of: element)
    let top = keyboardTop
    XCTAssertLessThanOrEqual(
      frame.maxY, top + framePrecision, "\(label): bottom \(frame.maxY), keyboard's top \(top)",
      file: file, line: line)
  }

  /// Fails the test unless `field` has the keyboard's focus; leaves `marker` typed at its end.
  ///
  /// iOS has no public focus attribute for a text field (`hasFocus` is tvOS's; the snapshot's
  /// `hasKeyboardFocus` is private), so the check types through the field itself:
  /// `typeText(_:)` on an element requires that it or a descendant has the keyboard focus
  /// and fails the test otherwise, and the field's value must then end with the marker (a
  /// secure field's, shown as dots, must have changed and be dots only). Measure positions
  /// before calling this: typing may make UIKit scroll the field.
  func assertFocus(
    on field: XCUIElement, marker: String, _ label: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertTrue(
      field.waitForExistence(timeout: 5), "\(label): the field does not exist", file: file,
      line: line)
    let before = field.value as? String ?? ""
    field.typeText(marker)
    let after = field.value as? String ?? ""
    let secure = after != before && !after.isEmpty && after.allSatisfy { $0 == "•" }
    XCTAssertTrue(
      after.hasSuffix(marker) || secure,
      "\(label): typed \(marker) into the focused field, its value went from \(before) to"
        + " \(after)", file: file, line: line)
  }

  /// Walks `fields` in order, asserting at each that focus arrived there.
  ///
  /// Taps the first (on screen before any keyboard comes), then moves with `next` from each
  /// field to the one after it, and asserts at each field that it is above the keyboard and
  /// its bar, then that it has the focus. Never taps a field that the keyboard may cover.
  /// Markers are the fields' indexes.
  func walk(
    _ fields: [XCUIElement], _ form: String, file: StaticString = #filePath, line: UInt = #line,
    next: (_ from: XCUIElement, _ index: Int) throws -> Void
  ) throws {
    XCTAssertTrue(
      fields[0].waitForExistence(timeout: 5), "\(form): no first field", file: file, line: line)
    fields[0].tap()
    assertKeyboard("\(form): first field", file: file, line: line)
    for (index, field) in fields.enumerated() {
      if index > 0 { try next(fields[index - 1], index - 1) }
      let label = "\(form), field \(index)"
      assertAboveKeyboard(field, label, file: file, line: line)
      assertFocus(on: field, marker: "\(index)", label, file: file, line: line)
    }
  }

  /// The sign-up form's twelve fields, top to bottom, by their accessibility identifiers;
  /// the two password fields are secure text fields, so `textFields` alone misses them.
  var signUpFields: [XCUIElement] {
    Self.signUpIdentifiers.map { identifier in
      identifier.hasSuffix("assword") ? secureTextFields[identifier] : textFields[identifier]
    }
  }

  /// Opens the sign-up form and taps its first field, asserting that the field has the
  /// keyboard and the focus; returns the form's fields (``signUpFields``).
  func signUpFieldsWithTheFirstFocused(file: StaticString = #filePath, line: UInt = #line)
    -> [XCUIElement]
  {
    openTab("Sign up")
    let fields = signUpFields
    fields[0].tap()
    assertKeyboard("the sign-up form's first field", file: file, line: line)
    assertFocus(on: fields[0], marker: "0", "first field", file: file, line: line)
    return fields
  }

  /// The sign-up form's field identifiers (`SignUpViewController.sections`).
  static let signUpIdentifiers = [
    "firstName", "lastName", "email", "phone", "username", "password", "confirmPassword",
    "street", "city", "postcode", "country", "referral",
  ]

  /// The index of the sign-up form's phone field: a phone pad has no Return key.
  static let signUpPhoneIndex = 3

  /// The settings form's twenty fields in Return's order, by their accessibility
  /// identifiers (`SettingsForm.fieldIdentifier`, "settings-Account-1"): the app's
  /// `SettingsForm`, three sections of 14, 14 and 12 rows, a field on every even row.
  var settingsFields: [XCUIElement] {
    zip(["Account", "Privacy", "Notes"], [14, 14, 12]).flatMap { title, rows in
      stride(from: 0, to: rows, by: 2).map { row in textFields["settings-\(title)-\(row + 1)"] }
    }
  }

  /// The text view with the accessibility identifier `identifier` in the tab `tab` (its
  /// screen `row`), tapped so that it has the keyboard.
  func tappedTextView(_ identifier: String, inTab tab: String, row: String? = nil)
    -> XCUIElement
  {
    openTab(tab, row: row)
    let textView = textViews[identifier]
    textView.tap()
    assertKeyboard("\(identifier): first tap")
    return textView
  }

  /// The chat screen's message field (Login tab, then Chat), by its accessibility identifier.
  func chatField() -> XCUIElement {
    openTab("Login")
    navigationBars.element(boundBy: 0).buttons["Chat"].tap()
    return textFields["chat-message"]
  }

  /// The point `point` of the screen, as XCUITest taps and drags it.
  func screenCoordinate(_ point: CGPoint) -> XCUICoordinate {
    coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
      .withOffset(CGVector(dx: point.x - frame.minX, dy: point.y - frame.minY))
  }
}

extension XCUIElement {
  /// Types `count` lines into this text view, "Line 0 of the `noun`" and Return, then
  /// "Line 1 ...", as a user writing a note does.
  func typeLines(_ count: Int, of noun: String) {
    for line in 0..<count {
      typeText("Line \(line) of the \(noun)\n")
    }
  }
}
