import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import Testing

/// What the testing product's simulator posts, and what the geometry queries answer.
///
/// A 390 x 844 screen with a full-screen window whose safe area is 47 on top and 34 at
/// the bottom.
@MainActor
struct KeyboardSimulatorTests {
  private let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
  private let window: HeadlessWindow

  init() {
    window = HeadlessWindow(
      screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
  }

  /// A full-window scroll view with 1600 pt of content and the `always` adjustment, at
  /// offset 0.
  private func addFullWindowScrollView() -> HeadlessScrollView {
    let scrollView = HeadlessScrollView(
      frame: window.bounds, contentSize: CGSize(width: 390, height: 1600))
    scrollView.contentInsetAdjustmentBehavior = .always
    window.addSubview(scrollView)
    return scrollView
  }

  /// One keyboard notification as posted: its raw name and the `userInfo` values read
  /// back as UIKit's observers read them.
  private struct Posted: Sendable {
    var name: String
    var begin: CGRect?
    var end: CGRect?
    var duration: Double?
    var curve: Int?
    var isLocal: Bool?
    /// Whether the notification's object is the window's screen, as UIKit's is from iOS 16.1.
    var isFromScreen: Bool
  }

  /// Records every keyboard notification on the screen.
  @MainActor
  private final class Recorder {
    var posted: [Posted] = []
  }

  private func record() -> Recorder {
    let recorder = Recorder()
    let screen = screen
    for name in KeyboardEventName.allCases {
      _ = screen.notificationCenter.addObserver(
        forName: name.notificationName, object: nil, queue: nil
      ) { note in
        let info = note.userInfo ?? [:]
        let posted = Posted(
          name: note.name.rawValue,
          begin: (info["UIKeyboardFrameBeginUserInfoKey"] as? NSValue)?.keyboardRectValue,
          end: (info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.keyboardRectValue,
          duration: (info["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue,
          curve: (info["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue,
          isLocal: (info["UIKeyboardIsLocalUserInfoKey"] as? NSNumber)?.boolValue,
          isFromScreen: (note.object as AnyObject?) === screen)
        MainActor.assumeIsolated { recorder.posted.append(posted) }
      }
    }
    return recorder
  }

  @Test func `Testing: show, change and hide post UIKit's sequences with UIKit's userInfo`() throws
  {
    let recorder = record()
    let keyboard = KeyboardSimulator(window: window)
    keyboard.show(.iPhone15)
    // 336 pt docked at the bottom of this 844 pt screen, from just below it.
    #expect(keyboard.keyboardFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(
      recorder.posted.map(\.name) == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
      ])
    let first = try #require(recorder.posted.first)
    #expect(first.end == CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(first.begin == CGRect(x: 0, y: 844, width: 390, height: 336))
    #expect(first.duration == 0.25)
    #expect(first.curve == 7)
    #expect(first.isLocal == true)
    #expect(recorder.posted.map(\.isFromScreen) == [true, true, true, true])

    recorder.posted = []
    keyboard.change(to: KeyboardDevicePreset.iPhone15.predictiveBar(false))
    // Without the bar: 292 pt, from the 336 pt frame.
    #expect(
      recorder.posted.map(\.name) == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
      ])
    let changed = try #require(recorder.posted.first)
    #expect(changed.end == CGRect(x: 0, y: 552, width: 390, height: 292))
    #expect(changed.begin == CGRect(x: 0, y: 508, width: 390, height: 336))

    recorder.posted = []
    keyboard.hide()
    #expect(keyboard.keyboardFrame == nil)
    #expect(
      recorder.posted.map(\.name) == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
      ])
    #expect(recorder.posted.first?.end == CGRect(x: 0, y: 844, width: 390, height: 292))
  }

  @Test func `Testing: a preset's frame includes the focused input's accessory view`() throws {
    let field = HeadlessTextField(
      identifier: "name", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
    field.inputAccessoryView = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    window.addSubview(field)
    field.becomeFirstResponder()
    let recorder = record()
    let keyboard = KeyboardSimulator(window: window)
    keyboard.show(.iPhone15)
    // UIKit reports the 44 pt bar as part of the keyboard: 336 + 44 = 380 tall, its top
    // at 844 - 380 = 464.
    let shown = CGRect(x: 0, y: 464, width: 390, height: 380)
    #expect(keyboard.keyboardFrame == shown)
    #expect(recorder.posted.map(\.end) == Array(repeating: shown, count: 4))
    keyboard.change(to: KeyboardDevicePreset.iPhone15.predictiveBar(false))
    // Without the predictive bar: 292 + 44 = 336, top at 508.
    #expect(keyboard.keyboardFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
    // A frame given by the caller is posted as it is.
    keyboard.change(to: CGRect(x: 0, y: 544, width: 390, height: 300))
    #expect(keyboard.keyboardFrame == CGRect(x: 0, y: 544, width: 390, height: 300))
    field.resignFirstResponder()
    keyboard.show(.iPhone15)
    #expect(keyboard.keyboardFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
  }

  @Test func `Testing: the engine hears the simulator as it hears UIKit`() {
    let scrollView = addFullWindowScrollView()
    scrollView.keyboard.enable()
    let keyboard = KeyboardSimulator(window: window)
    keyboard.show(.iPhone15)
    // 336 pt over the host, 34 of it already inside the safe area: 302 added (I1).
    #expect(scrollView.contentInset.bottom == 302)
    // The band: from 0 + 47 to 0 + 844 - max(336, 336) = 508.
    #expect(
      KeyboardGeometry.visibleBand(of: scrollView) == CGRect(x: 0, y: 47, width: 390, height: 461))
    keyboard.hide()
    #expect(scrollView.contentInset.bottom == 0)
  }

  @Test func `I4: a flipped scroll view's band starts below the keyboard's overlap`() {
    let scrollView = addFullWindowScrollView()
    scrollView.isFlippedVertically = true
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    let keyboard = KeyboardSimulator(window: window)
    keyboard.show(.iPhoneSE)
    // A 260 pt keyboard over the full-window host: overlap 260. A view turned upside down
    // gets no safe area, so the adjusted insets are 0. The keyboard covers the content's
    // top: the band runs from 100 + max(0, 260) = 360 to 100 + 844 = 944, 584 tall.
    #expect(
      KeyboardGeometry.visibleBand(of: scrollView) == CGRect(x: 0, y: 360, width: 390, height: 584))
  }

  @Test func `Testing: without any avoidance, the band ends at the keyboard's top`() {
    let scrollView = addFullWindowScrollView()
    let field = HeadlessTextField(
      identifier: "email", frame: CGRect(x: 16, y: 600, width: 358, height: 44))
    scrollView.addSubview(field)
    let keyboard = KeyboardSimulator(window: window)
    #expect(KeyboardGeometry.isVisible(field, in: window))
    keyboard.show(.iPhoneSE)
    // A 260 pt keyboard: top at 584. The adjusted bottom inset is 34, the overlap 260:
    // the band is 47 ... 584.
    #expect(
      KeyboardGeometry.visibleBand(of: scrollView) == CGRect(x: 0, y: 47, width: 390, height: 537))
    #expect(KeyboardGeometry.overlap(of: field) == 44)
    let check = KeyboardGeometry.visibility(of: field, in: window)
    #expect(!check.isVisible)
    #expect(check.visibleArea == CGRect(x: 0, y: 47, width: 390, height: 537))
    #expect(
      check.description
        == "email at (16, 600, 358 x 44) is not visible: it reaches 60 pt below the visible "
        + "area (0, 47, 390 x 537), with the keyboard at (0, 584, 390 x 260)")
  }

  @Test func `Testing: a floating keyboard covers nothing`() {
    let field = HeadlessTextField(
      identifier: "email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    window.addSubview(field)
    let keyboard = KeyboardSimulator(window: window)
    keyboard.show(.iPadFloating)
    #expect(keyboard.keyboardFrame == CGRect(x: 352, y: 760, width: 320, height: 254))
    #expect(KeyboardGeometry.overlap(of: field) == 0)
    #expect(KeyboardGeometry.isVisible(field, in: window))
  }

  @Test
  func
    `Testing: a hidden view, another window's view and a view clipped by its scroll view are not visible`()
  {
    let scrollView = HeadlessScrollView(
      frame: CGRect(x: 0, y: 100, width: 390, height: 200),
      contentSize: CGSize(width: 390, height: 1000))
    window.addSubview(scrollView)
    // Inside the window's safe area, but below the scroll view's 200 pt bounds.
    let clipped = HeadlessTextField(
      identifier: "clipped", frame: CGRect(x: 16, y: 250, width: 358, height: 44))
    scrollView.addSubview(clipped)
    let check = KeyboardGeometry.visibility(of: clipped, in: window)
    #expect(!check.isVisible)
    #expect(check.visibleArea == CGRect(x: 0, y: 100, width: 390, height: 200))
    let hidden = HeadlessTextField(
      identifier: "hidden", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
    hidden.isHidden = true
    window.addSubview(hidden)
    #expect(
      KeyboardGeometry.visibility(of: hidden, in: window).description
        == "hidden at (16, 100, 358 x 44) is not shown in the window (hidden, transparent or in "
        + "another window), with no keyboard")
    let other = HeadlessWindow(screen: screen, frame: window.frame)
    #expect(!KeyboardGeometry.isVisible(clipped, in: other))
  }
}
