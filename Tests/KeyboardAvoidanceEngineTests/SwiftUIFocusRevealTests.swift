import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule S3's SwiftUI fields revealed from their `@FocusState`, and rule S1's settings of
/// the bar, on the model of SwiftUI's scroll view.
///
/// The stage of ``SwiftUIContentTests`` (``SwiftUIStage``): a 390 x 844 window with a safe
/// area of 47 / 34, a hosting view and SwiftUI's scroll view filling it, 1600 pt of content,
/// at rest offset -47.
/// The keyboard is 336 pt tall, its top at 508: 302 beyond the safe area, which the engine
/// adds through SwiftUI's layout once the modifier turned SwiftUI's own lift off. Fields are
/// 358 x 44 at x 16; each focus modifier's marker has its field's frame. SwiftUI tells the
/// modifiers a focus change at its next update: ``HeadlessScreen/runMainQueue()``.
@MainActor
struct SwiftUIFocusRevealTests: SwiftUIStaged {
  /// The fields of the screen's `@FocusState`.
  private enum Field: Hashable {
    case name, notes
  }

  /// The stage; its parts are ``SwiftUIStaged``'s.
  let stage = SwiftUIStage()
  private let focus: HeadlessFocusState<Field>

  init() {
    focus = HeadlessFocusState(screen: stage.screen)
  }

  /// The focus modifier's marker of the field `value` at content `y`, in the scroll view.
  private func addMarker(_ value: Field, y: CGFloat) -> HeadlessFocusMarker {
    let marker = focus.marker(for: value, frame: CGRect(x: 16, y: y, width: 358, height: 44))
    scrollView.addSubview(marker)
    return marker
  }

  /// The modifier on the container, the keyboard up and SwiftUI's layout of the addition.
  private func enableAndShow() {
    scrollView.applyKeyboardModifier()
    stage.showKeyboard()
    screen.runMainQueue()
  }

  /// The input the engine follows in the window.
  private var engineInput: AnyObject? {
    scrollView.hostKeyboardObserver?.focusedInput(in: window)
  }

  @Test func `S3: a SwiftUI field that posts nothing is revealed from its focus state`() {
    let name = addMarker(.name, y: 100)
    let notes = addMarker(.notes, y: 1000)
    enableAndShow()
    // Nothing focused: the addition only (34 + 302 = 336), the offset stays at -47.
    #expect(scrollView.contentInset.bottom == 336)
    #expect(scrollView.contentOffset.y == -47)
    scrollView.recorder = HostRecorder()
    focus.value = .notes
    // SwiftUI tells the modifiers at its next update, and the look waits a turn more.
    #expect(scrollView.contentOffset.y == -47)
    screen.runMainQueue()
    // The field 1000 ... 1044 with the margin, 984 ... 1060, to the keyboard's top:
    // 1060 - 508 = 552, one write, with the keyboard's timing.
    #expect(notes.reveal.isAnnounced)
    #expect(!name.reveal.isAnnounced)
    #expect(engineInput === notes)
    #expect(scrollView.contentOffset.y == 552)
    #expect(scrollView.recorder.writes == 1)
    #expect(scrollView.recorder.animations == [.keyboardDefault])
    // Focus leaves: the announcement ends, and a later event has nothing to reveal: the
    // user's scroll to 0 stands.
    focus.value = nil
    screen.runMainQueue()
    #expect(!notes.reveal.isAnnounced)
    #expect(engineInput == nil)
    scrollView.contentOffset.y = 0
    keyboard.post(KeyboardEvent(name: .didShow, endFrame: shown))
    screen.runMainQueue()
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test func `S3: focus from a UIKit-backed field to one that posts nothing reveals the latter`() {
    // "name" is a SwiftUI TextField backed by a text field at y 300, which UIKit announces.
    let field = HeadlessTextField(
      identifier: "name", frame: CGRect(x: 16, y: 300, width: 358, height: 44))
    scrollView.addSubview(field)
    let name = addMarker(.name, y: 300)
    let notes = addMarker(.notes, y: 1000)
    enableAndShow()
    field.becomeFirstResponder()
    focus.value = .name
    screen.runMainQueue()
    // 284 ... 360 is inside the band -47 + 47 ... -47 + 508: no scroll; the engine follows
    // the text field, and the marker is not announced over it.
    #expect(engineInput === field)
    #expect(!name.reveal.isAnnounced)
    #expect(scrollView.contentOffset.y == -47)
    // SwiftUI moves focus to "notes": the text field resigns (UIKit posts its end), the
    // focus state changes; the keyboard stays for the field that posts nothing.
    _ = field.resignFirstResponder()
    focus.value = .notes
    screen.runMainQueue()
    #expect(engineInput === notes)
    // 984 ... 1060 to the keyboard's top: 1060 - 508 = 552.
    #expect(scrollView.contentOffset.y == 552)
  }

  @Test func `S3: a field UIKit announces is the engine's: its focus state announces nothing`() {
    let field = HeadlessTextField(
      identifier: "notes", frame: CGRect(x: 16, y: 1000, width: 358, height: 44))
    scrollView.addSubview(field)
    let notes = addMarker(.notes, y: 1000)
    enableAndShow()
    // The user taps the field: UIKit posts its begin-editing at once, the engine reveals
    // it, 1060 - 508 = 552; SwiftUI's focus state follows at its update.
    field.becomeFirstResponder()
    focus.value = .notes
    #expect(scrollView.contentOffset.y == 552)
    scrollView.recorder = HostRecorder()
    screen.runMainQueue()
    #expect(!notes.reveal.isAnnounced)
    #expect(engineInput === field)
    #expect(scrollView.recorder.writes == 0)
  }

  @Test func `S3: a focused field's row recycled and back is revealed again`() {
    let row = HeadlessView(frame: CGRect(x: 0, y: 980, width: 390, height: 84))
    let notes = focus.marker(for: .notes, frame: CGRect(x: 16, y: 20, width: 358, height: 44))
    row.addSubview(notes)
    scrollView.addSubview(row)
    enableAndShow()
    focus.value = .notes
    screen.runMainQueue()
    // The field at 980 + 20 = 1000: 1060 - 508 = 552.
    #expect(scrollView.contentOffset.y == 552)
    // SwiftUI takes the row out of the window: the announcement ends with it.
    row.removeFromSuperview()
    #expect(!notes.reveal.isAnnounced)
    #expect(engineInput == nil)
    scrollView.contentOffset.y = 0
    // Back, focus still on it: revealed again on the next turn.
    scrollView.addSubview(row)
    screen.runMainQueue()
    #expect(notes.reveal.isAnnounced)
    #expect(scrollView.contentOffset.y == 552)
  }

  @Test func `S3: a field focused before its row is on screen is revealed once it is`() {
    // The app sets the focus state as it shows the row (a List row SwiftUI has not put in
    // the window yet): SwiftUI's update finds the marker outside any window.
    let row = HeadlessView(frame: CGRect(x: 0, y: 980, width: 390, height: 84))
    let notes = focus.marker(for: .notes, frame: CGRect(x: 16, y: 20, width: 358, height: 44))
    row.addSubview(notes)
    enableAndShow()
    focus.value = .notes
    screen.runMainQueue()
    #expect(notes.reveal.isFocused)
    #expect(!notes.reveal.isAnnounced)
    // SwiftUI puts the row on screen: on the next turn the field is revealed,
    // 980 + 20 = 1000 ... 1044, 1060 - 508 = 552.
    scrollView.addSubview(row)
    #expect(scrollView.contentOffset.y == -47)
    screen.runMainQueue()
    #expect(notes.reveal.isAnnounced)
    #expect(scrollView.contentOffset.y == 552)
  }

  @Test func `S3: without a keyboard modifier above it the field is SwiftUI's, as the log says`() {
    let notes = addMarker(.notes, y: 1000)
    keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    screen.runMainQueue()
    scrollView.recorder = HostRecorder()
    focus.value = .notes
    let lines = loggedLines { screen.runMainQueue() }
    #expect(!notes.reveal.isAnnounced)
    #expect(!scrollView.keyboard.isEnabled)
    #expect(scrollView.recorder.writes == 0)
    #expect(
      lines.contains {
        $0.contains("revealsAboveKeyboard(when:): no keyboardAvoidance() scroll view above")
      })
  }

  @Test
  func `T2: a tap in SwiftUI content leaves a focus announced from its focus state alone`() {
    let notes = addMarker(.notes, y: 1000)
    enableAndShow()
    // Set on the scroll view by hand (the modifier offers no tap): the engine's tap never
    // ends editing in SwiftUI content, where `scrollDismissesKeyboard` serves.
    scrollView.keyboard.endsEditingOnTap = true
    focus.value = .notes
    screen.runMainQueue()
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
    focus.value = nil
    screen.runMainQueue()
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
    focus.value = .notes
    screen.runMainQueue()
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
    focus.value = .notes
    screen.runMainQueue()
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
    focus.value = .notes
    screen.runMainQueue()
    #expect(scrollView.keyboard.focusNext())
    #expect(focus.value == nil)
    #expect(!notes.reveal.isAnnounced)
    // Previous finds nothing either, and changes nothing.
    focus.value = .notes
    screen.runMainQueue()
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
    let bar = try #require(field.inputAccessoryView as? HeadlessToolbar)
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
