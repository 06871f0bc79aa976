import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Interactive dismissal (rules D1-D3).
///
/// A 390 x 844 screen and full-screen window (safe area 47 top, 34 bottom); a full-screen
/// scroll view (`always`, content 1600 tall, dismiss mode `interactive`); a 336 pt
/// keyboard, top at 508: the inset is 336 - 34 = 302. A sample at top `y` gives a keyboard
/// from `y` to 844, an overlap of `844 - y`, an inset of `844 - y - 34`.
@MainActor
struct InteractiveDismissalTests {
  private let screen: HeadlessScreen
  private let window: HeadlessWindow
  private let scrollView: HeadlessScrollView
  private let keyboard: HeadlessKeyboard
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
  private let timing = AnimationTiming(duration: 0.25, curve: 7)

  init() {
    let stage = Stage()
    (screen, window, scrollView, keyboard) =
      (stage.screen, stage.window, stage.scrollView, stage.keyboard)
    scrollView.keyboardDismissMode = .interactive
    scrollView.keyboard.enable()
  }

  private func show() {
    keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown, timing: timing))
    scrollView.recorder = HostRecorder()
  }

  /// Drags the keyboard's top to `top`; returns the writes it caused.
  @discardableResult
  private func sample(_ top: CGFloat) -> Int {
    scrollView.recorder = HostRecorder()
    keyboard.dragKeyboardTop(to: top)
    #expect(scrollView.recorder.animations.isEmpty, "a sample never animates")
    return scrollView.recorder.writes
  }

  private var bottom: CGFloat { scrollView.contentInset.bottom }

  @Test
  func `D1: a full dismiss: the inset follows every sample, and the hide writes only the offset`() {
    show()
    // At the end of the content: 1600 + 336 - 844 = 1092.
    scrollView.contentOffset = CGPoint(x: 0, y: 1092)
    scrollView.beginUserDrag()
    #expect(sample(560) == 2)
    #expect(bottom == 250)
    #expect(scrollView.verticalScrollIndicatorInsets.bottom == 250)
    #expect(sample(700) == 2)
    #expect(bottom == 110)
    #expect(sample(844) == 2)
    #expect(bottom == 0)
    // Nothing scrolls under the finger, even past the new end (1600 + 34 - 844 = 790).
    #expect(scrollView.contentOffset.y == 1092)
    scrollView.endUserDrag()
    scrollView.recorder = HostRecorder()
    keyboard.post(
      KeyboardEvent(
        name: .willHide, endFrame: CGRect(x: 0, y: 844, width: 390, height: 336), timing: timing))
    // D2: the insets are already the hide's; only I3's offset clamp is left: 790.
    #expect(scrollView.recorder.writes == 1)
    #expect(scrollView.contentOffset.y == 790)
  }

  @Test func `D1: a cancelled drag goes down and back up, and the snap-back show writes nothing`() {
    show()
    scrollView.beginUserDrag()
    #expect(sample(600) == 2)
    #expect(bottom == 210)
    #expect(sample(650) == 2)
    #expect(bottom == 160)
    #expect(sample(600) == 2)
    #expect(sample(508) == 2)
    #expect(bottom == 302)
    scrollView.endUserDrag()
    scrollView.recorder = HostRecorder()
    keyboard.post(
      KeyboardEvent(name: .willShow, beginFrame: shown, endFrame: shown, timing: timing))
    #expect(scrollView.recorder.writes == 0)
    #expect(scrollView.recorder.animations.isEmpty)
  }

  @Test func `D1: a finger held still writes nothing, and a sample above the keyboard is clamped`()
  {
    show()
    scrollView.beginUserDrag()
    #expect(sample(600) == 2)
    #expect(sample(600) == 0)
    // 844 - 300 = 544 is more than the notified 336: clamped, inset 302.
    #expect(sample(300) == 2)
    #expect(bottom == 302)
    #expect(sample(400) == 0)
  }

  @Test(arguments: [KeyboardDismissMode.none, .onDrag, .onDragWithAccessory])
  func `D3: other dismiss modes ignore drags and samples`(mode: KeyboardDismissMode) {
    scrollView.keyboardDismissMode = mode
    show()
    scrollView.beginUserDrag()
    #expect(sample(700) == 0)
    #expect(bottom == 302)
  }

  @Test func `D3: an undocked keyboard's drag changes nothing`() {
    keyboard.post(
      KeyboardEvent(name: .willShow, endFrame: CGRect(x: 35, y: 500, width: 320, height: 254)))
    #expect(bottom == 0)
    scrollView.beginUserDrag()
    #expect(sample(700) == 0)
    #expect(bottom == 0)
  }

  @Test func `D2: a frame change mid-drag ends the drag and is applied as any other`() {
    show()
    scrollView.beginUserDrag()
    #expect(sample(600) == 2)
    scrollView.recorder = HostRecorder()
    // The QuickType bar goes: 292 tall, top 552: 292 - 34 = 258, animated.
    keyboard.post(
      KeyboardEvent(
        name: .willChangeFrame, endFrame: CGRect(x: 0, y: 552, width: 390, height: 292),
        timing: timing))
    #expect(bottom == 258)
    #expect(scrollView.recorder.animations == [timing])
    // The drag no longer owns the inset.
    #expect(sample(700) == 0)
    #expect(bottom == 258)
  }

  @Test func `D2: with an accessory view the resolving frame keeps the accessory's overlap`() {
    scrollView.keyboardDismissMode = .interactiveWithAccessory
    show()
    scrollView.beginUserDrag()
    #expect(sample(700) == 2)
    // The keyboard is gone; its 44 pt accessory stays: 44 - 34 = 10.
    #expect(sample(800) == 2)
    #expect(bottom == 10)
    scrollView.endUserDrag()
    scrollView.recorder = HostRecorder()
    keyboard.post(
      KeyboardEvent(
        name: .willChangeFrame, endFrame: CGRect(x: 0, y: 800, width: 390, height: 44),
        timing: timing))
    #expect(scrollView.recorder.writes == 0)
  }

  @Test func `D1: a second grab while the keyboard still moves keeps following`() {
    show()
    scrollView.beginUserDrag()
    #expect(sample(700) == 2)
    scrollView.endUserDrag(decelerating: true)
    #expect(sample(750) == 2)
    #expect(bottom == 60)
    scrollView.beginUserDrag()
    #expect(sample(600) == 2)
    #expect(bottom == 210)
  }

  @Test func `I3: a host that leaves its window mid-drag gets its base back, and samples stop`() {
    show()
    scrollView.beginUserDrag()
    #expect(sample(600) == 2)
    scrollView.removeFromSuperview()
    #expect(bottom == 0)
    #expect(sample(700) == 0)
    // Back in the window with the keyboard still up (L3): the last notification applies.
    window.addSubview(scrollView)
    #expect(bottom == 302)
  }

  @Test func `D1: a following constraint rides along with the drag, unanimated`() {
    // A chat's input bar: 8 pt above the window's safe area, following the keyboard.
    let bar = HeadlessLayoutConstraint(view: window, constant: 8, isSafeAreaAware: true)
    bar.keyboard.follow()
    show()
    // 8 + 336 - 34 = 310.
    #expect(bar.constant == 310)
    scrollView.beginUserDrag()
    bar.recorder = HostRecorder()
    keyboard.dragKeyboardTop(to: 600)
    // 8 + 244 - 34 = 218, without animation.
    #expect(bar.constant == 218)
    #expect(bar.recorder.writes == 1)
    #expect(bar.recorder.animations.isEmpty)
    // Never above the notified keyboard's top (508): back to 310.
    keyboard.dragKeyboardTop(to: 400)
    #expect(bar.constant == 310)
    keyboard.dragKeyboardTop(to: 844)
    #expect(bar.constant == 8)
    bar.recorder = HostRecorder()
    keyboard.post(
      KeyboardEvent(
        name: .willHide, endFrame: CGRect(x: 0, y: 844, width: 390, height: 336), timing: timing))
    // The hide finds the constant at its base already (D2).
    #expect(bar.recorder.writes == 0)
  }

  @Test func `D1: a constraint that starts following mid-drag follows the dragged keyboard`() {
    let bar = HeadlessLayoutConstraint(view: window, constant: 8, isSafeAreaAware: true)
    show()
    scrollView.beginUserDrag()
    keyboard.dragKeyboardTop(to: 600)
    // The drag owns the scroll view's inset; the bar starts following now, before the next
    // sample: the keyboard is the dragged one, 844 - 600 = 244 over the window, not the
    // notified 336: 8 + 244 - 34 = 218 (not 8 + 336 - 34 = 310).
    bar.keyboard.follow()
    #expect(bar.constant == 218)
    keyboard.dragKeyboardTop(to: 700)
    // 8 + 144 - 34 = 118.
    #expect(bar.constant == 118)
  }

  @Test func `D3: without a drag that owns an inset, a constraint ignores samples`() {
    scrollView.keyboardDismissMode = .none
    let bar = HeadlessLayoutConstraint(view: window, constant: 8, isSafeAreaAware: true)
    bar.keyboard.follow()
    show()
    scrollView.beginUserDrag()
    keyboard.dragKeyboardTop(to: 600)
    #expect(bar.constant == 310)
  }

  @Test func `D1: a 120 Hz drag to the bottom then a hide: every frame follows, nothing animates`()
  {
    show()
    scrollView.beginUserDrag()
    scrollView.recorder = HostRecorder()
    // 508 -> 844 in 0.25 s at 120 Hz: 30 samples, 11.2 pt apart. The 27th (top 810.4,
    // overlap 33.6) is the first inside the 34 pt the safe area keeps: inset 0. The last
    // three leave it at 0 and write nothing: 27 samples write both insets.
    let tops = keyboard.dragKeyboardTop(
      from: 508, to: 844, duration: 0.25, framesPerSecond: 120)
    #expect(tops.count == 30)
    #expect(scrollView.recorder.writes == 54)
    #expect(scrollView.recorder.animations.isEmpty)
    #expect(bottom == 0)
    scrollView.endUserDrag()
    scrollView.recorder = HostRecorder()
    keyboard.resolveDrag(dismissed: true)
    #expect(scrollView.recorder.writes == 0)
  }

  @Test func `D1: samples while the finger is still above the keyboard change nothing`() {
    // keyboardDismissPadding: the drag begins before the finger reaches the keyboard, so
    // the guide reports the keyboard's own top for a while.
    show()
    scrollView.beginUserDrag()
    scrollView.recorder = HostRecorder()
    keyboard.dragKeyboardTop(from: 508, to: 508, duration: 0.1, framesPerSecond: 60)
    #expect(scrollView.recorder.writes == 0)
    // Then the finger pushes it down to 700 and lets it snap back.
    keyboard.dragKeyboardTop(from: 508, to: 700, duration: 0.1, framesPerSecond: 60)
    #expect(bottom == 110)
    scrollView.endUserDrag()
    keyboard.dragKeyboardTop(from: 700, to: 508, duration: 0.1, framesPerSecond: 60)
    #expect(bottom == 302)
    scrollView.recorder = HostRecorder()
    keyboard.resolveDrag(dismissed: false)
    #expect(scrollView.recorder.writes == 0)
  }
}
