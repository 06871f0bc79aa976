#if canImport(SwiftUI) && canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import SwiftUI
  import UIKit

  /// The keyboard modifier's settings as SwiftUI gives them (rules S1, T1): SwiftUI's
  /// `Color` and a plain action, turned into the engine's configuration by the probe.
  ///
  /// Return and tap to dismiss are SwiftUI's under the modifier (`onSubmit` with
  /// `@FocusState`, `scrollDismissesKeyboard`): the engine leaves both alone (rules S1, T2).
  struct KeyboardModifierSettings {
    /// The margin, the bar and its tint and title: the modifier's parameters over the
    /// environment's, defaults where neither sets one (rule S1).
    var inherited: InheritableSettings<Color>.Resolved
    /// Space added to the keyboard's overlap (rule I1).
    var extraSpacing: CGFloat
    /// What Done does besides ending editing, `nil` for nothing more.
    var toolbarDoneAction: (@MainActor () -> Void)?
  }

  /// A view SwiftUI places behind the modified content; it finds the `UIScrollView` that
  /// SwiftUI made for it and gives it the engine and the sink (rule S1).
  struct KeyboardScrollViewProbe: UIViewRepresentable {
    let settings: KeyboardModifierSettings
    /// Where the engine's addition goes: the modifier's state holds it.
    let sink: SwiftUIInsetSink
    /// The modifier's state for the engine's bottom addition.
    let bottom: Binding<CGFloat>
    /// The modifier's state for whether the scroll view was found: SwiftUI's own keyboard
    /// lift is turned off only then.
    let isFound: Binding<Bool>

    func makeUIView(context: Context) -> KeyboardScrollViewProbeView {
      let probe = KeyboardScrollViewProbeView(sink: sink)
      sink.bottom = bottom
      sink.isFound = isFound
      probe.update(settings)
      return probe
    }

    func updateUIView(_ probe: KeyboardScrollViewProbeView, context: Context) {
      sink.bottom = bottom
      sink.isFound = isFound
      probe.update(settings)
    }

    static func dismantleUIView(_ probe: KeyboardScrollViewProbeView, coordinator: ()) {
      probe.release()
    }
  }

  /// The probe's view: invisible, untouchable, it looks for its scroll view when it moves
  /// to a window (lazy rows come and go; a tab or a sheet moves the content), in each of
  /// its layout passes, and on the main queue's turn after the scroll view it serves leaves
  /// its window (SwiftUI swapped the backing view: an `if`/`else`, an `.id`, a style
  /// change), so that the engine never stays on a dead view (rule S1).
  final class KeyboardScrollViewProbeView: PassiveView {
    /// The settings, applied to the scroll view when found and whenever they change.
    private var configuration = KeyboardAvoidanceConfiguration() {
      didSet { if configuration != oldValue, let served = look.served { configure(served) } }
    }
    /// The tint's SwiftUI color and the engine's form of it, made once per color: a new
    /// `UIColor` for the same color would count as a change of the bar's look.
    private var tint: (color: Color, tint: ToolbarTint)?
    /// The app's Done action as the modifier gave it last.
    private var appDoneAction: (@MainActor () -> Void)?
    /// The engine's Done action, one object for the modifier's life: it runs the app's
    /// latest, so that SwiftUI's new closure at each update changes nothing.
    private lazy var doneAction = ToolbarDoneAction { [weak self] _ in self?.appDoneAction?() }
    /// Where the engine's addition goes; the scroll view holds it weakly.
    let sink: SwiftUIInsetSink
    /// Whether the debug log said that no scroll view was found, since one last was.
    private var hasReportedNone = false
    /// When to look for the scroll view, and the one served.
    private var look = SwiftUIProbeLook<UIScrollView>()
    /// The sentinel inside the served scroll view that hears it leave its window.
    private var sentinel: SentinelView?

    init(sink: SwiftUIInsetSink) {
      self.sink = sink
      super.init(frame: .zero)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    /// Takes the modifier's settings: SwiftUI's values in the engine's form.
    func update(_ settings: KeyboardModifierSettings) {
      appDoneAction = settings.toolbarDoneAction
      let inherited = settings.inherited
      if inherited.toolbarTint != tint?.color {
        tint = inherited.toolbarTint.map { ($0, ToolbarTint(UIColor($0))) }
      }
      var look = ToolbarLook()
      look.tint = tint?.tint
      look.showsPlaceholder = inherited.showsPlaceholderAsToolbarTitle
      look.doneAction = settings.toolbarDoneAction == nil ? nil : doneAction
      configuration = KeyboardAvoidanceConfiguration(
        margin: inherited.margin, extraSpacing: settings.extraSpacing,
        showsToolbar: inherited.showsToolbar, toolbarLook: look)
    }

    /// In a window: the search waits for the main queue's next turn, when SwiftUI has put
    /// the scroll view beside the probe.
    override func didMoveToWindow() {
      super.didMoveToWindow()
      lookOnNextTurn()
    }

    /// SwiftUI placed the probe: the scroll view beside it may have changed.
    ///
    /// The look waits for the main queue's next turn, out of SwiftUI's update, since it may
    /// write the modifier's state.
    override func layoutSubviews() {
      super.layoutSubviews()
      lookOnNextTurn()
    }

    private func lookOnNextTurn() {
      guard look.shouldQueue(probeInWindow: window != nil) else { return }
      DispatchQueue.main.async { [weak self] in self?.findScrollView() }
    }

    private func findScrollView() {
      let outcome = look.run(probeInWindow: window != nil) {
        (SwiftUIScrollViewSearch.scrollView(behind: self, in: .uiKit) as? UIScrollView)
          .flatMap { $0.window != nil ? $0 : nil }
      }
      switch outcome {
      case .away: break
      case .lost(let previous):
        if !hasReportedNone {
          hasReportedNone = true
          KeyboardLog.write("keyboardAvoidance(): no UIScrollView found behind the content (S1)")
          reportUnrecognisedTree()
        }
        stopServing(previous)
        sink.serve(false)
        sink.settleServing()
      case .kept:
        // The one served keeps its settings (changes reach it through `configuration`).
        hasReportedNone = false
      case .found(let found, let previous):
        hasReportedNone = false
        stopServing(previous)
        let sentinel = SentinelView.make()
        sentinel.onChange = { [weak self] _, change in
          if change == .window, self?.look.served?.window == nil { self?.lookOnNextTurn() }
        }
        found.addSubview(sentinel)
        self.sentinel = sentinel
        configure(found)
      }
    }

    /// In debug builds, says once per run when no view above the probe is SwiftUI's: its
    /// view classes are no longer recognised, and every SwiftUI rule of the library is off.
    private func reportUnrecognisedTree() {
      #if DEBUG
        guard !Self.hasReportedTree, !isInsideSwiftUI else { return }
        Self.hasReportedTree = true
        KeyboardLog.warn(
          "keyboardAvoidance(): SwiftUI's hosting view is not recognised above the content")
      #endif
    }

    /// Whether ``reportUnrecognisedTree()`` spoke.
    private static var hasReportedTree = false

    /// Serves `scrollView`: the sink and the settings; SwiftUI's lift goes off in the
    /// transaction of the first room the engine asks for, or now when it asks for none.
    private func configure(_ scrollView: UIScrollView) {
      scrollView.keyboardInsetSink = sink
      configuration.apply(to: scrollView.keyboard)
      sink.serve(true)
      scrollView.keyboard.enable()
      sink.settleServing()
    }

    /// The served view is gone, or the content is: the scroll view gets its insets back
    /// and lets go of the sink.
    ///
    /// SwiftUI's lift is the caller's to switch back (the content being dismantled has none
    /// left to switch).
    func release() { stopServing(look.release()) }

    private func stopServing(_ scrollView: UIScrollView?) {
      sentinel?.onChange = nil
      sentinel?.removeFromSuperview()
      sentinel = nil
      guard let scrollView else { return }
      scrollView.keyboard.disable()
      scrollView.keyboardInsetSink = nil
    }
  }

  extension SwiftUIViewTree where View == UIView {
    /// UIKit's views as SwiftUI builds them (rule S1).
    static var uiKit: SwiftUIViewTree<UIView> {
      .ofNodes { $0.convert($0.bounds, to: nil) }
    }
  }
#endif
