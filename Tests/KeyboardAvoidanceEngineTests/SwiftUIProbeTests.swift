import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule S1's probe where users put the modifier: a `ScrollView` under a navigation bar, a
/// container with padding, a backing view SwiftUI swaps under a live probe.
///
/// The stage: ``SwiftUIStage``'s window, 390 x 844 with a safe area of 47 / 34, and a
/// hosting view filling it. SwiftUI's scroll views report no safe area of their own (they
/// override `safeAreaInsets`); the probe, the container's background, sits in a platform
/// view's host beside the scroll view, in the frame SwiftUI gives the container.
@MainActor
struct SwiftUIProbeTests: SwiftUIStaged {
  /// The stage; its parts are ``SwiftUIStaged``'s.
  let stage = SwiftUIStage()

  /// A probe with the container's frame `frame`, in the stage's hosting view.
  private func probe(framed frame: CGRect) -> HeadlessKeyboardScrollViewProbe {
    let platformHost = HeadlessView(frame: frame)
    let probe = HeadlessKeyboardScrollViewProbe(frame: CGRect(origin: .zero, size: frame.size))
    platformHost.addSubview(probe)
    hosting.addSubview(platformHost)
    return probe
  }

  /// A scroll view SwiftUI made, 1600 pt of content, in the hosting view at `frame`.
  private func swiftUIScrollView(_ frame: CGRect) -> HeadlessHostingScrollView {
    let view = HeadlessHostingScrollView(
      frame: frame, contentSize: CGSize(width: frame.width, height: 1600))
    hosting.addSubview(view)
    view.contentOffset = view.restingContentOffset
    return view
  }

  @Test func `S1: a ScrollView under a navigation bar is found, whatever its safe area says`() {
    // The scroll view runs under the bars: 0 ... 844. The container's frame is the safe
    // area below a 44 pt navigation bar: 47 + 44 = 91 ... 844 - 34 = 810. No edge of the
    // scroll view is the probe's, with or without a safe area; its frame contains it.
    #expect(scrollView.safeAreaInsets == .zero)
    let probe = probe(framed: CGRect(x: 0, y: 91, width: 390, height: 719))
    screen.runMainQueue()
    #expect(probe.foundScrollView === scrollView)
    #expect(scrollView.keyboard.isEnabled)
    #expect(!scrollView.liftsForKeyboard)
  }

  @Test func `S1: a container padded inside the modifier is found inside the probe`() {
    // `.padding(16)` then the modifier: the probe is the padded frame, 0 ... 390 x 47 ...
    // 810, and the scroll view lies inside it, 16 ... 374 x 63 ... 794.
    scrollView.removeFromSuperview()
    let padded = swiftUIScrollView(CGRect(x: 16, y: 63, width: 358, height: 731))
    let probe = probe(framed: CGRect(x: 0, y: 47, width: 390, height: 763))
    screen.runMainQueue()
    #expect(probe.foundScrollView === padded)
    #expect(padded.keyboard.isEnabled)
  }

  @Test func `S1: the innermost scroll view containing the probe is taken, not a sibling`() {
    // A horizontal carousel beside the container (0 ... 390 x 47 ... 247) contains no part
    // of the probe's 91 ... 810 and lies outside it: only the full-screen one is taken.
    let carousel = swiftUIScrollView(CGRect(x: 0, y: 47, width: 390, height: 200))
    let probe = probe(framed: CGRect(x: 0, y: 91, width: 390, height: 719))
    screen.runMainQueue()
    #expect(probe.foundScrollView === scrollView)
    #expect(!carousel.keyboard.isEnabled)
  }

  @Test func `S1: a backing view swapped under a live probe is followed, the old one let go`() {
    let probe = probe(framed: CGRect(x: 0, y: 91, width: 390, height: 719))
    screen.runMainQueue()
    #expect(probe.foundScrollView === scrollView)
    // SwiftUI swaps the backing view (`if empty { ... } else { List }`): the old one leaves
    // the window, a new one takes its place; the probe stays.
    scrollView.removeFromSuperview()
    let swapped = swiftUIScrollView(CGRect(x: 0, y: 0, width: 390, height: 844))
    screen.runMainQueue()
    #expect(probe.foundScrollView === swapped)
    #expect(swapped.keyboard.isEnabled)
    #expect(!swapped.liftsForKeyboard)
    #expect(!scrollView.keyboard.isEnabled)
    #expect(scrollView.liftsForKeyboard)
    // The keyboard lifts the new one once: SwiftUI's 34 plus the engine's 336 - 34 = 302.
    addField("far", y: 1000, in: swapped).becomeFirstResponder()
    stage.showKeyboard()
    screen.runMainQueue()
    #expect(swapped.askedBottomAddition == 302)
    #expect(swapped.contentInset.bottom == 336)
  }

  @Test func `S1: a backing view gone with none in its place gives SwiftUI its lift back`() {
    let probe = probe(framed: CGRect(x: 0, y: 91, width: 390, height: 719))
    screen.runMainQueue()
    scrollView.removeFromSuperview()
    screen.runMainQueue()
    #expect(probe.foundScrollView == nil)
    #expect(!scrollView.keyboard.isEnabled)
    #expect(scrollView.liftsForKeyboard)
  }

  @Test func `S1: content that leaves its window with a look queued keeps its scroll view`() {
    let probe = probe(framed: CGRect(x: 0, y: 91, width: 390, height: 719))
    screen.runMainQueue()
    #expect(probe.foundScrollView === scrollView)
    // A layout pass queues a look; the content leaves the window (a tab switch) before it
    // runs: a probe out of its window changes nothing, so the engine stays on its host.
    probe.setNeedsLayout()
    probe.layoutIfNeeded()
    hosting.removeFromSuperview()
    screen.runMainQueue()
    #expect(probe.foundScrollView === scrollView)
    #expect(scrollView.keyboard.isEnabled)
    #expect(!scrollView.liftsForKeyboard)
    // Back in the window: the same scroll view, still served.
    window.addSubview(hosting)
    screen.runMainQueue()
    #expect(probe.foundScrollView === scrollView)
    #expect(scrollView.keyboard.isEnabled)
  }
}
