import KeyboardAvoidanceTesting
import UIKit
import XCTest

@testable import KeyboardSample

/// The sample's screens above every docked keyboard preset, in plain unit tests hosted by
/// the sample app.
@MainActor
final class KeyboardSampleTests: XCTestCase {
  /// A window on the host app's scene, so that text fields can become first responder.
  private func window() throws -> UIWindow {
    let scene = try XCTUnwrap(
      UIApplication.shared.connectedScenes.first { $0 is UIWindowScene } as? UIWindowScene)
    return UIWindow(windowScene: scene)
  }

  private func assertVisible(_ controller: UIViewController) throws {
    let failures = KeyboardVisibilityChecks.failures(showing: controller, in: try window())
    XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
  }

  func testSignUpFieldsAreVisibleAboveEveryKeyboard() throws {
    try assertVisible(SignUpViewController())
  }

  func testFeedbackInputsAreVisibleAboveEveryKeyboard() throws {
    try assertVisible(FeedbackViewController())
  }

  func testNotesCaretIsVisibleAboveEveryKeyboard() throws {
    try assertVisible(NotesViewController())
  }

  func testLoginFieldsAreVisibleAboveEveryKeyboard() throws {
    try assertVisible(LoginViewController())
  }
}
