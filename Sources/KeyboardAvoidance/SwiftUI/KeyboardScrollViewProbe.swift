#if canImport(SwiftUI) && canImport(UIKit)
  import KeyboardAvoidanceEngine
  import SwiftUI
  import UIKit

  /// What the keyboard modifier sets on the scroll view it finds (rules S1, L9's settings).
  struct KeyboardAvoidanceConfiguration: Equatable, Sendable {
    /// Room kept around the focused input (rule F2).
    var margin: CGFloat
    /// Space added to the keyboard's overlap (rule I1).
    var extraSpacing: CGFloat
    /// Whether inputs get the Previous / Next / Done bar (rule T1).
    var showsToolbar: Bool
    /// Whether a tap outside any input ends editing (rule T2).
    var endsEditingOnTap: Bool
    /// Whether Return moves to the next input (rule F6).
    var returnKeyNavigation: Bool
  }

  /// A view SwiftUI places behind the modified content; it finds the `UIScrollView` that
  /// SwiftUI made for it and gives it the engine and the sink (rule S1).
  struct KeyboardScrollViewProbe: UIViewRepresentable {
    let configuration: KeyboardAvoidanceConfiguration
    /// Where the engine's addition goes: the modifier's state holds it.
    let sink: SwiftUIInsetSink
    /// The modifier's state for the engine's bottom addition.
    let bottom: Binding<CGFloat>

    func makeUIView(context: Context) -> KeyboardScrollViewProbeView {
      let probe = KeyboardScrollViewProbeView(configuration: configuration, sink: sink)
      sink.bottom = bottom
      return probe
    }

    func updateUIView(_ probe: KeyboardScrollViewProbeView, context: Context) {
      sink.bottom = bottom
      probe.configuration = configuration
    }

    static func dismantleUIView(_ probe: KeyboardScrollViewProbeView, coordinator: ()) {
      probe.release()
    }
  }

  /// The probe's view: invisible, untouchable, it looks for its scroll view whenever it
  /// moves to a window (lazy rows come and go; a tab or a sheet moves the content).
  final class KeyboardScrollViewProbeView: UIView {
    /// The settings, applied to the scroll view when found and whenever they change.
    var configuration: KeyboardAvoidanceConfiguration {
      didSet { if configuration != oldValue, let scrollView { configure(scrollView) } }
    }
    /// Where the engine's addition goes; the scroll view holds it weakly.
    let sink: SwiftUIInsetSink
    private weak var scrollView: UIScrollView?

    init(configuration: KeyboardAvoidanceConfiguration, sink: SwiftUIInsetSink) {
      self.configuration = configuration
      self.sink = sink
      super.init(frame: .zero)
      isUserInteractionEnabled = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    /// In a window: the search waits for the main queue's next turn, when SwiftUI has put
    /// the scroll view beside the probe.
    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return }
      DispatchQueue.main.async { [weak self] in self?.findScrollView() }
    }

    private func findScrollView() {
      guard window != nil else { return }
      guard let found = KeyboardScrollViewSearch.scrollView(behind: self) else {
        KeyboardLog.write("keyboardAvoidance(): no UIScrollView found behind the content (S1)")
        return
      }
      if found !== scrollView {
        release()
        scrollView = found
      }
      configure(found)
    }

    private func configure(_ scrollView: UIScrollView) {
      scrollView.keyboardInsetSink = sink
      let keyboard = scrollView.keyboard
      keyboard.margin = configuration.margin
      keyboard.extraSpacing = configuration.extraSpacing
      keyboard.showsToolbar = configuration.showsToolbar
      keyboard.endsEditingOnTap = configuration.endsEditingOnTap
      keyboard.isReturnKeyNavigationEnabled = configuration.returnKeyNavigation
      keyboard.enable()
    }

    /// The content is gone: its scroll view gets its insets back and lets go of the sink.
    func release() {
      guard let scrollView else { return }
      scrollView.keyboard.disable()
      scrollView.keyboardInsetSink = nil
      self.scrollView = nil
    }
  }

  /// Finds the scroll view SwiftUI made for a `ScrollView`, `List` or `Form`.
  ///
  /// SwiftUI backs them with a `UIScrollView` of its own, a `UITableView` (`List`, `Form`,
  /// iOS 15) or a `UICollectionView` (iOS 16 and later); it does not document where in its
  /// hosting view they sit. The probe is the content's background, so it has the container's
  /// frame: the search looks, near the probe, for a scroll view with that frame; a probe
  /// inside the scroll view's content (the modifier put on the rows' stack) takes the
  /// nearest scroll view above it instead.
  @MainActor
  enum KeyboardScrollViewSearch {
    /// How many superviews of the probe are searched, and how deep below each.
    private static let levels = 4
    private static let depth = 3

    /// The scroll view behind `probe`, or `nil`.
    ///
    /// - Complexity: O(views within ``depth`` below the probe's nearest ``levels``
    ///   superviews, plus the probe's depth).
    static func scrollView(behind probe: UIView) -> UIScrollView? {
      guard let window = probe.window else { return nil }
      let frame = probe.convert(probe.bounds, to: window)
      var ancestor = probe.superview
      for _ in 0..<levels {
        guard let view = ancestor else { break }
        if let match = scrollView(in: view, framed: frame, window: window, depth: depth) {
          return match
        }
        ancestor = view.superview
      }
      return sequence(first: probe) { $0.superview }.lazy.compactMap { $0 as? UIScrollView }
        .first { !($0 is UITextView) }
    }

    private static func scrollView(
      in view: UIView, framed frame: CGRect, window: UIWindow, depth: Int
    ) -> UIScrollView? {
      for subview in view.subviews {
        if let scrollView = subview as? UIScrollView, !(scrollView is UITextView) {
          let own = scrollView.convert(scrollView.bounds, to: window)
          if abs(own.minX - frame.minX) <= 1, abs(own.minY - frame.minY) <= 1,
            abs(own.width - frame.width) <= 1, abs(own.height - frame.height) <= 1
          {
            return scrollView
          }
        }
        if depth > 1,
          let match = scrollView(in: subview, framed: frame, window: window, depth: depth - 1)
        {
          return match
        }
      }
      return nil
    }
  }
#endif
