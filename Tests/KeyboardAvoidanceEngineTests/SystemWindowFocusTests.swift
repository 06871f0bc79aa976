import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule F1: a window the system made (the keyboard's own, which shows the emoji keyboard's
/// search field, or AutoFill's) never counts as key, so the app's host keeps revealing its
/// input when one of those takes key or has a field begin editing.
///
/// A form (``Stage/form()``: 390 x 844, no safe area, 1,200 pt of content, offset 0) with
/// "email" at y 700 (358 x 44 at x 16); grown by the 16 pt margin it is 684 ... 760. The
/// keyboard first rises 336 pt (top 844 - 336 = 508), then grows to 380 pt (top 464), as
/// the emoji keyboard's search row does.
@MainActor
struct SystemWindowFocusTests {
  /// How a window of the system's takes key in the model, as UIKit may do it.
  enum SystemWindowTakesKey: String, CaseIterable, CustomTestStringConvertible {
    /// The emoji keyboard's search field begins editing in the keyboard's own window.
    case searchFieldBeginsEditing
    /// A window of the system's becomes key, with no field of its own (AutoFill's).
    case windowBecomesKey

    var testDescription: String { rawValue }
  }

  @Test(arguments: SystemWindowTakesKey.allCases)
  func `F1: a window the system made taking key leaves the app's host revealing its input`(
    _ takesKey: SystemWindowTakesKey
  ) {
    let stage = Stage.form()
    let email = stage.addField("email", y: 700)
    stage.scrollView.keyboard.enable()
    email.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    // 760 - 508.
    #expect(stage.scrollView.contentOffset.y == 252)

    let systemWindow = HeadlessWindow(
      screen: stage.screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    systemWindow.isOwnedBySystem = true
    switch takesKey {
    case .searchFieldBeginsEditing:
      let search = HeadlessTextField(
        identifier: "emoji search", frame: CGRect(x: 8, y: 470, width: 374, height: 36))
      systemWindow.addSubview(search)
      search.becomeFirstResponder()
      // The model's unkind side: the system's window is key, its field its first responder.
      #expect(systemWindow.firstResponder === search)
    case .windowBecomesKey:
      systemWindow.becomeKey()
    }
    #expect(systemWindow.isKey)
    // "email" is still the first responder of the app's window.
    #expect(stage.window.firstResponder === email)

    stage.keyboard.show(height: 380)
    // The overlap is 380 (rule K5), and "email" is revealed above the new top: 760 - 464.
    #expect(stage.scrollView.contentInset.bottom == 380)
    #expect(stage.scrollView.contentOffset.y == 296)
  }
}
