import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rules S1-S4 and L7's SwiftUI skip, on the model of SwiftUI's scroll view.
///
/// The stage: ``SwiftUIStage``, a 390 x 844 screen and window with a safe area of 47 / 34; a
/// hosting view filling it, and in it the scroll view behind a SwiftUI `ScrollView` / `Form`
/// filling it too, with 1600 pt of content. SwiftUI sets its insets: 47 / 34 at rest, offset
/// -47. The keyboard is 336 pt tall, its top at 508: an overlap of 336, 302 beyond the safe
/// area. SwiftUI applies a state change at its next update: ``HeadlessScreen/runMainQueue()``.
@MainActor
struct SwiftUIContentTests: SwiftUIStaged {
  /// The stage; its parts are ``SwiftUIStaged``'s.
  let stage = SwiftUIStage()

  func show() {
    stage.showKeyboard()
  }

  /// A SwiftUI layout pass, as any state change or scroll of the content brings.
  func swiftUILayout() {
    scrollView.setNeedsLayout()
    scrollView.layoutIfNeeded()
  }

  // MARK: - S1

  @Test func `S1: the modifier turns SwiftUI's lift off, and the keyboard lifts the content once`()
  {
    #expect(scrollView.contentInset == EdgeInsets(top: 47, bottom: 34))
    addField("far", y: 1000).becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    #expect(scrollView.keyboard.isEnabled)
    #expect(!scrollView.liftsForKeyboard)
    show()
    screen.runMainQueue()
    // SwiftUI lifts nothing; the engine's 336 - 34 = 302 goes through SwiftUI's layout:
    // 34 + 302 = 336, not 34 + 302 + 302.
    #expect(scrollView.askedBottomAddition == 302)
    #expect(scrollView.contentInset.bottom == 336)
    // Target 984 ... 1060 at the band's bottom: 1060 - (844 - 336) = 552.
    #expect(scrollView.contentOffset.y == 552)
  }

  @Test func `S1: without the modifier SwiftUI lifts by itself and the engine stays out`() {
    addField("far", y: 1000).becomeFirstResponder()
    show()
    swiftUILayout()
    // SwiftUI's own keyboard safe area: 336 - 34 = 302 over the safe area's 34.
    #expect(scrollView.contentInset.bottom == 336)
    #expect(!scrollView.keyboard.isEnabled)
    #expect(scrollView.recorder.writes == 0)
  }

  /// The stage of the probe's search: a hosting controller's view in an app's scroll view.
  ///
  /// The app's UIKit scroll view (`outer`) fills the window; the probe sits in a platform
  /// view's host at `probeFrame`, in the hosting view's space.
  private func probeStage(probeFrame: CGRect, scrollView: HeadlessScrollView?) -> (
    outer: HeadlessScrollView, probe: HeadlessKeyboardScrollViewProbe
  ) {
    let outer = HeadlessScrollView(
      frame: window.bounds, contentSize: CGSize(width: 390, height: 2000))
    let hosting = HeadlessHostingView(frame: window.bounds)
    if let scrollView { hosting.addSubview(scrollView) }
    let platformHost = HeadlessView(frame: probeFrame)
    let probe = HeadlessKeyboardScrollViewProbe(
      frame: CGRect(origin: .zero, size: probeFrame.size))
    platformHost.addSubview(probe)
    hosting.addSubview(platformHost)
    outer.addSubview(hosting)
    window.addSubview(outer)
    return (outer, probe)
  }

  @Test func `S1: the probe finds the scroll view that runs into the safe area`() {
    // SwiftUI's scroll view fills the screen (0 ... 844) under the safe area 47 / 34; the
    // probe, the container's background, keeps the safe area's frame: 47 ... 810, 763 tall.
    let swiftUI = HeadlessHostingScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 1600))
    let stage = probeStage(
      probeFrame: CGRect(x: 0, y: 47, width: 390, height: 763), scrollView: swiftUI)
    #expect(swiftUI.liftsForKeyboard)
    screen.runMainQueue()
    // 0 ... 844 inset by 47 / 34 is 47 ... 810: the probe's frame.
    #expect(stage.probe.foundScrollView === swiftUI)
    #expect(swiftUI.keyboard.isEnabled)
    #expect(!swiftUI.liftsForKeyboard)
    #expect(!stage.outer.keyboard.isEnabled)
  }

  @Test func `S1: no scroll view in the SwiftUI content: none outside it is taken either`() {
    // The modifier on a stack that does not scroll: the only scroll view above the probe
    // is the app's, outside the hosting view.
    let stage = probeStage(
      probeFrame: CGRect(x: 0, y: 47, width: 390, height: 763), scrollView: nil)
    screen.runMainQueue()
    #expect(stage.probe.foundScrollView == nil)
    #expect(!stage.outer.keyboard.isEnabled)
  }

  @Test func `S1: a probe inside the scroll view's content takes that scroll view`() {
    // The modifier on the rows' stack: the probe is inside the scroll view's content, at
    // content y 0 ... 1600, matching no scroll view's frame.
    let probe = HeadlessKeyboardScrollViewProbe(
      frame: CGRect(x: 0, y: 0, width: 390, height: 1600))
    scrollView.addSubview(probe)
    screen.runMainQueue()
    #expect(probe.foundScrollView === scrollView)
    #expect(scrollView.keyboard.isEnabled)
  }

  // MARK: - S2

  @Test func `S2: the inset goes to the sink, and SwiftUI's next layout keeps it`() {
    addField("far", y: 1000).becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    scrollView.recorder = HostRecorder()
    show()
    // Asked, not yet applied: nothing written to SwiftUI's contentInset, no offset yet.
    #expect(scrollView.askedBottomAddition == 302)
    #expect(scrollView.contentInset.bottom == 34)
    #expect(scrollView.contentOffset.y == -47)
    screen.runMainQueue()
    #expect(scrollView.contentInset.bottom == 336)
    #expect(scrollView.verticalScrollIndicatorInsets.bottom == 336)
    #expect(scrollView.contentOffset.y == 552)
    // One write to the sink, one to the offset; both with the keyboard's timing.
    #expect(scrollView.recorder.writes == 2)
    #expect(scrollView.recorder.animations == [.keyboardDefault, .keyboardDefault])
    // SwiftUI lays out again (a state change, a scroll): the addition is part of it.
    swiftUILayout()
    #expect(scrollView.contentInset.bottom == 336)
    // A repeated notification finds everything in place (A2).
    scrollView.recorder = HostRecorder()
    keyboard.post(KeyboardEvent(name: .didShow, endFrame: shown))
    screen.runMainQueue()
    #expect(scrollView.recorder.writes == 0)
    // Hide: the addition back to 0, SwiftUI's own 34 stays (I3); 552 is inside the
    // range 1600 + 34 - 844 = 790, so the offset stays.
    keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    screen.runMainQueue()
    #expect(scrollView.askedBottomAddition == 0)
    #expect(scrollView.contentInset == EdgeInsets(top: 47, bottom: 34))
    #expect(scrollView.contentOffset.y == 552)
  }

  @Test func `S2: the offset waits for the layout pass that lays the addition out`() {
    addField("far", y: 1500).becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    show()
    // SwiftUI's update on the main queue's turn only asks for layout: the addition 302 is
    // laid out in the layout pass after it, which the turn ends with.
    screen.runMainQueue()
    // Target 1484 ... 1560: offset 1560 - 508 = 1052, inside the range the laid-out
    // addition gives, 1600 + 34 + 302 - 844 = 1092. Written at SwiftUI's update, before
    // that pass, it would be cut to the range of before: 1600 + 34 - 844 = 790.
    #expect(scrollView.layoutBottomAddition == 302)
    #expect(scrollView.contentInset.bottom == 336)
    #expect(scrollView.contentOffset.y == 1052)
  }

  @Test func `S2: SwiftUI already lifted by 302: the engine adds nothing`() {
    addField("far", y: 1000).becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    // Content whose keyboard region SwiftUI still honours (the modifier's own turned off,
    // an outer container's not): SwiftUI lifts by 336 - 34 = 302 itself.
    scrollView.liftsForKeyboard = true
    scrollView.recorder = HostRecorder()
    show()
    // At the notification SwiftUI has not lifted yet (it does in the layout pass that ends
    // the turn, or at its update): the engine asks for 336 - 34 = 302 (the first of the
    // sink's two writes counted below).
    screen.runMainQueue()
    // SwiftUI's update lifts by 302 before it applies the addition; the engine hears its
    // inset change (K7): existing = 34 + 302 = 336 = need, the addition max(0, 336 - 336)
    // = 0 (I1), asked before SwiftUI applied the 302: the content is never lifted twice.
    #expect(scrollView.askedBottomAddition == 0)
    #expect(scrollView.contentInset.bottom == 336)
    // The band ends at 844 - 336 = 508 all the same: offset 1060 - 508 = 552. Writes: the
    // sink twice (302, then 0) and the offset once.
    #expect(scrollView.contentOffset.y == 552)
    #expect(scrollView.recorder.writes == 3)
  }

  @Test func `S2: the focused row is off screen: its offset waits for SwiftUI's layout`() {
    let near = addField("near", y: 700)
    let far = addField("far", y: 1500)
    far.becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    show()
    screen.runMainQueue()
    // Target 1484 ... 1560: offset 1560 - 508 = 1052. Written before SwiftUI applies the
    // addition, it would be cut to 1600 + 34 - 844 = 790; after it, the end is
    // 1600 + 336 - 844 = 1092.
    #expect(scrollView.contentOffset.y == 1052)
    // Back to the near row and, with the app's `onSubmit` (Return is SwiftUI's under the
    // modifier, rule S1), to the far one again, off screen by then.
    near.becomeFirstResponder()
    // Target 684 ... 760 is above the band's top (1052 + 47): offset 684 - 47 = 637.
    #expect(scrollView.contentOffset.y == 637)
    near.shouldReturn = { _ in far.becomeFirstResponder() }
    near.pressReturn()
    #expect(far.isFirstResponder)
    #expect(scrollView.contentOffset.y == 1052)
  }

  @Test func `S2: a multi-line field's caret stays above the keyboard as it grows`() {
    // A vertical TextField: a text view 358 x 36 at y 600 that grows instead of scrolling.
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 600, width: 358, height: 36))
    notes.isScrollEnabled = false
    scrollView.addSubview(notes)
    scrollView.applyKeyboardModifier()
    notes.becomeFirstResponder()
    show()
    screen.runMainQueue()
    // Caret 608 ... 628 in the content: target 592 ... 644, offset 644 - 508 = 136.
    #expect(scrollView.contentOffset.y == 136)
    for line in 1...20 {
      scrollView.recorder = HostRecorder()
      notes.type("\n")
      // Each line grows the view and the content by 20: the caret and the offset follow.
      #expect(scrollView.contentSize.height == 1600 + CGFloat(line) * 20)
      #expect(scrollView.contentOffset.y == 136 + CGFloat(line) * 20)
      // The offset only, without animation; the sink's addition is unchanged.
      #expect(scrollView.recorder.writes == 1)
      #expect(scrollView.recorder.animations.isEmpty)
    }
    #expect(scrollView.askedBottomAddition == 302)
  }
}
