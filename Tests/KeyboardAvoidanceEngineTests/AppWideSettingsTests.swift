import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule L9: the application's settings for every host the app-wide mode serves.
///
/// Screen and window 390 x 844 without safe area; a form scroll view over the window with
/// 1,200 pt of content and `never` adjustment, fields 358 x 44; a 336 pt keyboard from 508.
@MainActor
struct AppWideSettingsTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `L9: the application's margin and extra spacing reach a served host at each event`() {
    let stage = Stage.form()
    stage.screen.keyboard.enableEverywhere()
    stage.screen.keyboard.margin = 24
    stage.screen.keyboard.extraSpacing = 10
    #expect(stage.screen.keyboard.margin == 24)
    #expect(stage.screen.keyboard.extraSpacing == 10)
    let email = stage.addField("email", y: 700)
    let notes = stage.addField("notes", y: 1000)
    email.becomeFirstResponder()
    stage.post(.willShow, endFrame: shown)
    // Inset: overlap 336 + extra spacing 10 = 346. Band 844 - 346 = 498 tall; target
    // 700 - 24 = 676 ... 744 + 24 = 768; offset 768 - 498 = 270.
    #expect(stage.scrollView.contentInset.bottom == 346)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 270))
    // The host keeps its own defaults; the application's are in effect.
    #expect(stage.scrollView.keyboard.margin == 16)
    // A change reaches the host already served, at the next event: target 1000 - 40 = 960
    // ... 1044 + 40 = 1084, offset 1084 - 498 = 586 (clamp 1200 + 346 - 844 = 702).
    stage.screen.keyboard.margin = 40
    notes.becomeFirstResponder()
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 586))
  }

  @Test
  func `L9: the application's bar, tap and Return navigation reach served inputs, and change live`()
    throws
  {
    let stage = Stage.form()
    stage.screen.keyboard.enableEverywhere()
    stage.screen.keyboard.showsToolbar = true
    stage.screen.keyboard.endsEditingOnTap = true
    let name = stage.addField("name", y: 100)
    let email = stage.addField("email", y: 200)
    name.becomeFirstResponder()
    stage.post(.willShow, endFrame: shown)
    let bar = try #require(name.bar)
    #expect(bar.arrows == .nextOnly)
    // Return navigation turned on by the app: Return moves on.
    stage.screen.keyboard.isReturnKeyNavigationEnabled = true
    name.pressReturn()
    #expect(stage.focused === email)
    // Turning the bar off takes it out of the focused input at once.
    stage.screen.keyboard.showsToolbar = false
    #expect(email.inputAccessoryView == nil)
    // Return navigation off: Return is the app's again (no action: focus stays).
    stage.screen.keyboard.isReturnKeyNavigationEnabled = false
    email.pressReturn()
    #expect(stage.focused === email)
    // A tap on the form outside any input ends editing.
    stage.scrollView.tap(at: CGPoint(x: 195, y: 600))
    #expect(stage.focused == nil)
    #expect(!stage.scrollView.keyboard.endsEditingOnTap)
  }

  @Test func `L9: with the application's defaults Return is the app's: no action on any field`() {
    let stage = Stage.form()
    stage.screen.keyboard.enableEverywhere()
    #expect(!stage.screen.keyboard.isReturnKeyNavigationEnabled)
    let name = stage.addField("name", y: 100)
    let email = stage.addField("email", y: 200)
    email.returnKeyType = .done
    name.becomeFirstResponder()
    stage.post(.willShow, endFrame: shown)
    // The served form's fields get no end-on-exit action: Return in `name` (key default)
    // leaves focus where it is, as it did before the mode was on.
    #expect(name.returnKeyAction == nil)
    name.pressReturn()
    #expect(stage.focused === name)
    // The same for a Done field: editing does not end.
    email.becomeFirstResponder()
    #expect(email.returnKeyAction == nil)
    email.pressReturn()
    #expect(stage.focused === email)
    // A host enabled by hand keeps Return navigation on by default.
    #expect(stage.scrollView.keyboard.isReturnKeyNavigationEnabled)
  }

  @Test
  func `L9: a host enabled by hand uses its own settings, before or after the mode served it`()
    throws
  {
    let stage = Stage.form()
    stage.screen.keyboard.enableEverywhere()
    stage.screen.keyboard.margin = 40
    stage.screen.keyboard.showsToolbar = true
    let email = stage.addField("email", y: 700)
    let notes = stage.addField("notes", y: 900)
    email.becomeFirstResponder()
    stage.post(.willShow, endFrame: shown)
    // Served: target 700 - 40 = 660 ... 744 + 40 = 784, offset 784 - 508 = 276.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 276))
    #expect(email.inputAccessoryView is HeadlessToolbar)
    // Enabled by hand after: its own settings (margin 16, no bar) from then on. The bar
    // goes with a reload, and the keyboard whose frame held it is 44 pt shorter: 552.
    stage.scrollView.keyboard.enable()
    #expect(email.inputAccessoryView == nil)
    notes.becomeFirstResponder()
    // Target 900 - 16 = 884 ... 944 + 16 = 960, offset 960 - 552 = 408.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 408))
    #expect(notes.inputAccessoryView == nil)
    // Before: a second form enabled by hand ahead of any input keeps its own margin 16.
    let other = Stage.form()
    other.screen.keyboard.enableEverywhere()
    other.screen.keyboard.margin = 40
    other.scrollView.keyboard.enable()
    let field = other.addField("field", y: 700)
    field.becomeFirstResponder()
    other.post(.willShow, endFrame: shown)
    // Target 684 ... 760, offset 760 - 508 = 252.
    #expect(other.scrollView.contentOffset == CGPoint(x: 0, y: 252))
  }
}
