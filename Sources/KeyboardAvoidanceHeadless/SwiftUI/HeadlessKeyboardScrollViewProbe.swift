import Foundation
@_spi(KeyboardAvoidanceBinding) package import KeyboardAvoidance
import KeyboardAvoidanceCore

/// The keyboard modifier's probe behind SwiftUI content, as the SwiftUI binding's (rule S1).
///
/// It looks for its scroll view on the main queue's turn after it joins a window, after
/// each of its layout passes, and on the turn after the scroll view it serves leaves its
/// window (SwiftUI swapped the backing view: an `if`/`else`, an `.id`, a style change). The
/// one it finds gets the engine with the modifier's settings and SwiftUI's own keyboard
/// lift off; the one it served before gets its lift back and the engine taken out.
@MainActor
package final class HeadlessKeyboardScrollViewProbe: HeadlessView {
  /// The scroll view the probe serves, if any.
  package var foundScrollView: HeadlessScrollView? { look.served }
  /// When to look for the scroll view, and the one served.
  private var look = SwiftUIProbeLook<HeadlessScrollView>()
  /// The modifier's settings, applied to the scroll view when found and whenever they
  /// change, through the binding's own path (``KeyboardAvoidanceConfiguration/apply(to:)``).
  package var configuration = KeyboardAvoidanceConfiguration() {
    didSet {
      if configuration != oldValue, let foundScrollView {
        configuration.apply(to: foundScrollView.keyboard)
      }
    }
  }
  /// The sentinel inside the served scroll view that hears it leave its window.
  private var sentinel: HeadlessSentinel?

  /// Looks on the main queue's next turn, when SwiftUI has put the scroll view in place.
  package override func didMoveToWindow() {
    super.didMoveToWindow()
    lookOnNextTurn()
  }

  /// SwiftUI placed the probe: the scroll view beside it may have changed; the look waits
  /// for the main queue's next turn, out of SwiftUI's update, as the binding's does.
  package override func layoutSubviews() {
    super.layoutSubviews()
    lookOnNextTurn()
  }

  private func lookOnNextTurn() {
    guard let screen = window?.screen, look.shouldQueue(probeInWindow: true) else { return }
    screen.enqueueOnMainQueue { [weak self] in self?.findScrollView() }
  }

  private func findScrollView() {
    let outcome = look.run(probeInWindow: window != nil) {
      (SwiftUIScrollViewSearch.scrollView(behind: self as HeadlessView, in: .headless)
        as? HeadlessScrollView).flatMap { $0.window != nil ? $0 : nil }
    }
    switch outcome {
    case .away, .kept: break
    case .lost(let previous): stopServing(previous)
    case .found(let found, let previous):
      stopServing(previous)
      serve(found)
    }
  }

  private func serve(_ found: HeadlessScrollView) {
    configuration.apply(to: found.keyboard)
    let sentinel = HeadlessSentinel()
    sentinel.onChange = { [weak self] change in
      if change == .window, self?.foundScrollView?.window == nil { self?.lookOnNextTurn() }
    }
    found.addSubview(sentinel)
    self.sentinel = sentinel
    if let hosting = found as? HeadlessHostingScrollView {
      hosting.applyKeyboardModifier()
    } else {
      found.keyboard.enable()
    }
  }

  /// The served scroll view is no longer served: its engine out, SwiftUI's lift back.
  private func stopServing(_ served: HeadlessScrollView?) {
    sentinel?.onChange = nil
    sentinel?.removeFromSuperview()
    sentinel = nil
    guard let served else { return }
    if let hosting = served as? HeadlessHostingScrollView {
      hosting.removeKeyboardModifier()
    } else {
      served.keyboard.disable()
    }
  }
}

extension SwiftUIViewTree where View == HeadlessView {
  /// The headless model's views: its hosting views and SwiftUI's scroll views are SwiftUI's
  /// own, as their UIKit counterparts are.
  static var headless: SwiftUIViewTree<HeadlessView> {
    .ofNodes { $0.convert($0.bounds, to: nil) }
  }
}
