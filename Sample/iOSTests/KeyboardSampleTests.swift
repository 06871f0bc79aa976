import KeyboardAvoidanceTesting
import UIKit
import XCTest

@testable import KeyboardSample

/// The sample's screens above every docked keyboard preset, in plain unit tests hosted by
/// the sample app.
@MainActor
final class KeyboardSampleTests: XCTestCase {
  private func assertVisible(_ controller: UIViewController) async throws {
    let window = try await SampleTestWindow.make()
    let failures = await KeyboardVisibilityChecks.failures(showing: controller, in: window)
    XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
  }

  func testSignUpFieldsAreVisibleAboveEveryKeyboard() async throws {
    try await assertVisible(SignUpViewController())
  }

  func testFeedbackInputsAreVisibleAboveEveryKeyboard() async throws {
    try await assertVisible(FeedbackViewController())
  }

  func testNotesCaretIsVisibleAboveEveryKeyboard() async throws {
    try await assertVisible(NotesViewController())
  }

  func testLoginFieldsAreVisibleAboveEveryKeyboard() async throws {
    try await assertVisible(LoginViewController())
  }
}
