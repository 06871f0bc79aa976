#if canImport(SwiftUI) && canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import SwiftUI
  import UIKit

  /// The keyboard modifier's settings as SwiftUI gives them (rules S1, T1): SwiftUI's
  /// `Color` and a plain action, turned into the engine's configuration by the probe.
  struct KeyboardModifierSettings {
    /// Room kept around the focused input (rule F2).
    var margin: CGFloat
    /// Space added to the keyboard's overlap (rule I1).
    var extraSpacing: CGFloat
    /// Whether inputs get the Previous / Next / Done bar (rule T1).
    var showsToolbar: Bool
    /// The bar's tint, `nil` for the app's.
    var toolbarTint: Color?
    /// Whether a text field's placeholder is the bar's title.
    var showsPlaceholderAsToolbarTitle: Bool
    /// What Done does besides ending editing, `nil` for nothing more.
    var toolbarDoneAction: (@MainActor () -> Void)?
    /// Whether a tap outside any input ends editing (rule T2).
    var endsEditingOnTap: Bool
    /// Whether Return moves to the next input (rule F6).
    var returnKeyNavigation: Bool
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
      probe.isFound = isFound
      probe.update(settings)
      return probe
    }

    func updateUIView(_ probe: KeyboardScrollViewProbeView, context: Context) {
      sink.bottom = bottom
      probe.isFound = isFound
      probe.update(settings)
    }

    static func dismantleUIView(_ probe: KeyboardScrollViewProbeView, coordinator: ()) {
      probe.release()
    }
  }

  /// The probe's view: invisible, untouchable, it looks for its scroll view whenever it
  /// moves to a window (lazy rows come and go; a tab or a sheet moves the content).
  final class KeyboardScrollViewProbeView: UIView {
    /// The settings, applied to the scroll view when found and whenever they change.
    private var configuration = KeyboardAvoidanceConfiguration() {
      didSet { if configuration != oldValue, let scrollView { configure(scrollView) } }
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
    /// The modifier's state for whether the scroll view was found.
    var isFound: Binding<Bool>?
    private weak var scrollView: UIScrollView?

    init(sink: SwiftUIInsetSink) {
      self.sink = sink
      super.init(frame: .zero)
      isUserInteractionEnabled = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    /// Takes the modifier's settings: SwiftUI's values in the engine's form.
    func update(_ settings: KeyboardModifierSettings) {
      appDoneAction = settings.toolbarDoneAction
      if settings.toolbarTint != tint?.color {
        tint = settings.toolbarTint.map { ($0, ToolbarTint(UIColor($0))) }
      }
      var look = ToolbarLook()
      look.tint = tint?.tint
      look.showsPlaceholder = settings.showsPlaceholderAsToolbarTitle
      look.doneAction = settings.toolbarDoneAction == nil ? nil : doneAction
      configuration = KeyboardAvoidanceConfiguration(
        margin: settings.margin, extraSpacing: settings.extraSpacing,
        showsToolbar: settings.showsToolbar, endsEditingOnTap: settings.endsEditingOnTap,
        returnKeyNavigation: settings.returnKeyNavigation, toolbarLook: look)
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
      guard
        let found = SwiftUIScrollViewSearch.scrollView(behind: self, in: .uiKit) as? UIScrollView
      else {
        KeyboardLog.write("keyboardAvoidance(): no UIScrollView found behind the content (S1)")
        release()
        if isFound?.wrappedValue == true { isFound?.wrappedValue = false }
        return
      }
      if found !== scrollView {
        release()
        scrollView = found
      }
      configure(found)
      if isFound?.wrappedValue == false { isFound?.wrappedValue = true }
    }

    private func configure(_ scrollView: UIScrollView) {
      scrollView.keyboardInsetSink = sink
      configuration.apply(to: scrollView.keyboard)
      scrollView.keyboard.enable()
    }

    /// The content is gone: its scroll view gets its insets back and lets go of the sink.
    func release() {
      guard let scrollView else { return }
      scrollView.keyboard.disable()
      scrollView.keyboardInsetSink = nil
      self.scrollView = nil
    }
  }

  extension SwiftUIViewTree where View == UIView {
    /// UIKit's views as SwiftUI builds them (rule S1).
    ///
    /// SwiftUI backs a `ScrollView` with a `UIScrollView` of its own, and `List` and `Form`
    /// with a `UITableView` up to iOS 15 and a `UICollectionView` from iOS 16: all
    /// `UIScrollView`s. Its hosting view (`_UIHostingView`, the view of a
    /// `UIHostingController`) is a private class of the SwiftUI framework, as are the views
    /// between it and the content's platform views: the top of the SwiftUI content is the
    /// last superview, going up, whose type is SwiftUI's own.
    static var uiKit: SwiftUIViewTree<UIView> {
      SwiftUIViewTree(
        superview: { $0.superview }, subviews: { $0.subviews },
        frameInWindow: { $0.convert($0.bounds, to: nil) },
        safeAreaInsets: { KeyboardAvoidanceCore.EdgeInsets($0.safeAreaInsets) },
        isScrollView: { $0 is UIScrollView && !($0 is UITextView) },
        isHostingView: { view in
          view.isSwiftUIView && !(view.superview?.isSwiftUIView ?? false)
        })
    }
  }
#endif
