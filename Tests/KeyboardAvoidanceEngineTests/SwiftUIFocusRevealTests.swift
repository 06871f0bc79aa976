import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import RuleScenarios
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
  enum Field: Hashable {
    case name, notes
  }

  /// The stage; its parts are ``SwiftUIStaged``'s.
  let stage = SwiftUIStage()
  let focus: HeadlessFocusState<Field>

  init() {
    focus = HeadlessFocusState(screen: stage.screen)
  }

  /// The focus modifier's marker of the field `value` at content `y`, in the scroll view.
  func addMarker(_ value: Field, y: CGFloat) -> HeadlessFocusMarker {
    let marker = focus.marker(for: value, frame: CGRect(x: 16, y: y, width: 358, height: 44))
    scrollView.addSubview(marker)
    return marker
  }

  /// The modifier on the container, the keyboard up and SwiftUI's layout of the addition.
  func enableAndShow() {
    scrollView.applyKeyboardModifier()
    stage.showKeyboard()
    screen.runMainQueue()
  }

  /// Sets the screen's `@FocusState` to `value`, and lets SwiftUI's next update tell the
  /// focus modifiers.
  func setFocus(_ value: Field?) {
    focus.value = value
    screen.runMainQueue()
  }

  /// The input the engine follows in the window.
  var engineInput: AnyObject? {
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
    setFocus(nil)
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
    setFocus(.name)
    // 284 ... 360 is inside the band -47 + 47 ... -47 + 508: no scroll; the engine follows
    // the text field, and the marker is not announced over it.
    #expect(engineInput === field)
    #expect(!name.reveal.isAnnounced)
    #expect(scrollView.contentOffset.y == -47)
    // SwiftUI moves focus to "notes": the text field resigns (UIKit posts its end), the
    // focus state changes; the keyboard stays for the field that posts nothing.
    _ = field.resignFirstResponder()
    setFocus(.notes)
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
    setFocus(.notes)
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
    setFocus(.notes)
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
}
