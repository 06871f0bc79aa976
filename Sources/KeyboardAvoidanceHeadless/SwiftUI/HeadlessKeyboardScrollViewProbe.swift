import Foundation
@_spi(KeyboardAvoidanceBinding) package import KeyboardAvoidance
import KeyboardAvoidanceCore

/// The keyboard modifier's probe behind SwiftUI content, as the SwiftUI binding's: it looks
/// for its scroll view on the main queue's turn after it joins a window, and gives the one
/// it finds the engine with the modifier's settings, SwiftUI's own keyboard lift off (rule
/// S1).
@MainActor
package final class HeadlessKeyboardScrollViewProbe: HeadlessView {
  /// The scroll view the probe found last, if any.
  package private(set) weak var foundScrollView: HeadlessScrollView?
  /// The modifier's settings, applied to the scroll view when found and whenever they
  /// change, through the binding's own path (``KeyboardAvoidanceConfiguration/apply(to:)``).
  package var configuration = KeyboardAvoidanceConfiguration() {
    didSet {
      if configuration != oldValue, let foundScrollView {
        configuration.apply(to: foundScrollView.keyboard)
      }
    }
  }

  /// Looks on the main queue's next turn, when SwiftUI has put the scroll view in place.
  package override func didMoveToWindow() {
    super.didMoveToWindow()
    guard let screen = window?.screen else { return }
    screen.enqueueOnMainQueue { [weak self] in self?.findScrollView() }
  }

  private func findScrollView() {
    guard window != nil,
      let found = SwiftUIScrollViewSearch.scrollView(behind: self as HeadlessView, in: .headless)
        as? HeadlessScrollView
    else { return }
    foundScrollView = found
    configuration.apply(to: found.keyboard)
    if let hosting = found as? HeadlessHostingScrollView {
      hosting.applyKeyboardModifier()
    } else {
      found.keyboard.enable()
    }
  }
}

extension SwiftUIViewTree where View == HeadlessView {
  /// The headless model's views: a ``HeadlessHostingView`` is the top of SwiftUI content.
  static var headless: SwiftUIViewTree<HeadlessView> {
    SwiftUIViewTree(
      superview: { $0.superview }, subviews: { $0.subviews },
      frameInWindow: { $0.convert($0.bounds, to: nil) }, safeAreaInsets: { $0.safeAreaInsets },
      isScrollView: { $0 is HeadlessScrollView && !($0 is HeadlessTextView) },
      isHostingView: { $0 is HeadlessHostingView })
  }
}
