import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rules T2, T1, F6 and S1 on fields announced from their focus state: a tap, the bar's
/// Done and Next, and the modifier's settings of the bar.
extension SwiftUIFocusRevealTests {
  @Test
  func `T2: a tap in SwiftUI content leaves a focus announced from its focus state alone`() {
    let notes = addMarker(.notes, y: 1000)
    enableAndShow()
    // Set on the scroll view by hand (the modifier offers no tap): the engine's tap never
    // ends editing in SwiftUI content, where `scrollDismissesKeyboard` serves.
    scrollView.keyboard.endsEditingOnTap = true
    setFocus(.notes)
    // Revealed: 984 ... 1060 to the keyboard's top, 1060 - 508 = 552.
    #expect(engineInput === notes)
    #expect(scrollView.contentOffset.y == 552)
    // A tap on the content outside the field (content y 552 + 300 = 852): a SwiftUI button
    // there cannot be told from empty space, so the focus stays.
    scrollView.tap(at: CGPoint(x: 195, y: 852))
    #expect(focus.value == .notes)
    #expect(notes.reveal.isAnnounced)
    #expect(engineInput === notes)
    // SwiftUI ends the focus itself (its interactive dismissal sets the state to nil), and
    // the keyboard goes down: the addition back to 0, SwiftUI's own bottom 34 (I3); 552 is
    // inside 1600 + 34 - 844 = 790: stays.
    setFocus(nil)
    #expect(!notes.reveal.isAnnounced)
    keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    screen.runMainQueue()
    #expect(scrollView.askedBottomAddition == 0)
    #expect(scrollView.contentInset == EdgeInsets(top: 47, bottom: 34))
    #expect(scrollView.contentOffset.y == 552)
    // Focus back on the field from code: revealed again (1060 - 508 = 552 once the keyboard
    // is up again; with the user's scroll to 0 it scrolls back there).
    scrollView.contentOffset.y = 0
    focus.value = .notes
    keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    screen.runMainQueue()
    #expect(notes.reveal.isAnnounced)
    #expect(scrollView.contentOffset.y == 552)
  }

  @Test func `T1: Done on a field announced from its focus state clears its focus`() throws {
    let name = addMarker(.name, y: 100)
    let notes = addMarker(.notes, y: 1000)
    enableAndShow()
    scrollView.keyboard.showsToolbar = true
    setFocus(.notes)
    #expect(engineInput === notes)
    // The marker is no text field or text view: it gets no bar of its own (the keyboard
    // shows the accessory of SwiftUI's own first responder). The engine's Done, which the
    // bar sends, ends editing of the input it follows all the same.
    let engine = try #require(scrollView.existingKeyboardEngine)
    engine.receive(.toolbarButtonTapped(.done))
    #expect(focus.value == nil)
    #expect(!notes.reveal.isAnnounced)
    #expect(!name.reveal.isAnnounced)
    #expect(engineInput == nil)
    // The keyboard goes down: the addition back to 0, SwiftUI's own 34 (I3); the offset
    // 552 is inside 1600 + 34 - 844 = 790 and stays.
    screen.runMainQueue()
    keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    screen.runMainQueue()
    #expect(scrollView.askedBottomAddition == 0)
    #expect(scrollView.contentInset == EdgeInsets(top: 47, bottom: 34))
    #expect(scrollView.contentOffset.y == 552)
  }

  @Test func `T1: Done leaves a focus state that moved to another field alone`() throws {
    let name = addMarker(.name, y: 100)
    let notes = addMarker(.notes, y: 1000)
    enableAndShow()
    setFocus(.notes)
    // The app moves focus to "name" from code; before SwiftUI's update tells the
    // modifiers, the engine ends editing of "notes": the state holds "name", not "notes",
    // and stays.
    focus.value = .name
    let engine = try #require(scrollView.existingKeyboardEngine)
    engine.receive(.toolbarButtonTapped(.done))
    #expect(focus.value == .name)
    #expect(!notes.reveal.isAnnounced)
    // SwiftUI's update, then the look on the next turn: "name" is announced and revealed,
    // 100 - 16 = 84 at the band's top 47: 84 - 47 = 37.
    screen.runMainQueue()
    #expect(name.reveal.isAnnounced)
    #expect(engineInput === name)
    #expect(scrollView.contentOffset.y == 37)
  }

  @Test func `F6: Next from a field announced from its focus state ends its focus`() {
    // The engine's order holds UIKit's text fields and text views only: a marker is in no
    // order, so nothing follows it and Next ends editing as after the last input. Moving
    // between SwiftUI fields is SwiftUI's (the app sets its focus state).
    _ = addMarker(.name, y: 100)
    let notes = addMarker(.notes, y: 1000)
    enableAndShow()
    setFocus(.notes)
    #expect(scrollView.keyboard.focusNext())
    #expect(focus.value == nil)
    #expect(!notes.reveal.isAnnounced)
    // Previous finds nothing either, and changes nothing.
    setFocus(.notes)
    #expect(!scrollView.keyboard.focusPrevious())
    #expect(focus.value == .notes)
    #expect(notes.reveal.isAnnounced)
  }

  @Test func `S1: the modifier's bar tint, placeholder title and Done action reach the bar`()
    throws
  {
    let field = HeadlessTextField(
      identifier: "name", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
    field.placeholder = "Full name"
    scrollView.addSubview(field)
    let orange = HeadlessColor(name: "orange")
    var done: [String] = []
    var look = ToolbarLook()
    look.tint = ToolbarTint(orange)
    look.showsPlaceholder = true
    look.doneAction = ToolbarDoneAction { input in
      done.append((input as? HeadlessTextField)?.identifier ?? "?")
    }
    // The container's background: the safe area's frame, 47 ... 810.
    let probe = HeadlessKeyboardScrollViewProbe(
      frame: CGRect(x: 0, y: 47, width: 390, height: 763))
    probe.configuration = KeyboardAvoidanceConfiguration(
      margin: 24, showsToolbar: true, toolbarLook: look)
    hosting.addSubview(probe)
    screen.runMainQueue()
    #expect(probe.foundScrollView === scrollView)
    #expect(scrollView.keyboard.margin == 24)
    field.becomeFirstResponder()
    let bar = try #require(field.bar)
    #expect(bar.tint === orange)
    #expect(bar.title == "Full name")
    // A change of the modifier's settings reaches the focused input's bar at once.
    probe.configuration.toolbarLook.tint = nil
    #expect(bar.tint == nil)
    bar.tap(.done)
    #expect(field.window?.firstResponder == nil)
    #expect(done == ["name"])
  }
}
