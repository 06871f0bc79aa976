#if canImport(SwiftUI) && canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import SwiftUI
  import UIKit

  /// A bar's lift above the safe area as a value the constraint engine follows (rule S4,
  /// C1's value form): base 0, the keyboard's overlap of the bar's container (the hosting
  /// view it is laid out in) less the safe area the layout already keeps, during a user's
  /// drag of the keyboard too (rule D1).
  @MainActor
  final class KeyboardBarLift: KeyboardConstraintHost {
    /// The bar modifier's state that SwiftUI lays out as bottom padding.
    var state: Binding<CGFloat>?
    /// The lift written last.
    private var constant: CGFloat = 0
    /// A view in the bar (the bar's probe), held weakly.
    weak var probe: UIView?
    /// The engine, made on first use.
    private(set) lazy var engine = ConstraintEngine(constraint: self)

    /// The lift, the bar's container as the owning view (the hosting view of a tab's or a
    /// sheet's content), and its safe area.
    func constraintSnapshot(focusedInput: AnyObject?) -> ConstraintSnapshot {
      let window = probe?.window
      let screen = window?.keyboardScreen
      let container = probe.flatMap { SwiftUIViewTree.uiKit.barContainer(of: $0, window: window) }
      return ConstraintSnapshot(
        constant: constant, keepsSafeArea: true,
        viewFrameInScreen: container.flatMap { container in
          screen.map { container.convert(container.bounds, to: $0.coordinateSpace) }
        },
        screenBounds: screen?.bounds, safeAreaBottom: container?.safeAreaInsets.bottom ?? 0,
        inputFrame: nil, screen: screen.map(ObjectIdentifier.init))
    }

    /// The new lift in an animation close to the keyboard's (none during a drag).
    func applyConstant(
      _ constant: CGFloat, timing: AnimationTiming?,
      alongside: (@MainActor @Sendable (CGFloat) -> Void)?
    ) {
      self.constant = constant
      withAnimation(SwiftUIKeyboardAnimation.animation(for: timing)) {
        state?.wrappedValue = constant
      }
      alongside?(constant)
    }

    /// Bottom to bottom, never tied to the keyboard layout guide.
    var constraintShape: ConstraintShape {
      .bottomToBottom
    }

    /// The app-wide observer, which learns at the library's first use what was editing
    /// (rule L2).
    var hostKeyboardObserver: KeyboardObserver? { KeyboardObserver.shared(reachedFrom: probe) }
  }

  /// The bar modifier: SwiftUI's keyboard lift off, the engine's lift as bottom padding.
  struct KeyboardBarModifier: ViewModifier {
    /// The engine's lift above the safe area.
    @State private var lift: CGFloat = 0

    func body(content: Content) -> some View {
      content
        .background(KeyboardBarProbe(lift: $lift))
        .padding(.bottom, lift)
        .ignoresSafeArea(.keyboard, edges: .bottom)
    }
  }

  /// Puts the bar's lift in touch with its window, and follows while it is in one.
  struct KeyboardBarProbe: UIViewRepresentable {
    /// The modifier's state for the lift.
    let lift: Binding<CGFloat>

    func makeUIView(context: Context) -> KeyboardBarProbeView {
      let probe = KeyboardBarProbeView()
      probe.lift.state = lift
      return probe
    }

    func updateUIView(_ probe: KeyboardBarProbeView, context: Context) {
      probe.lift.state = lift
    }

    static func dismantleUIView(_ probe: KeyboardBarProbeView, coordinator: ()) {
      probe.stop()
    }
  }

  /// The bar probe's view: it follows the keyboard from the window it joins, and a user's
  /// drag of the keyboard through the window's keyboard layout guide (rules S4, D1).
  final class KeyboardBarProbeView: UIView {
    /// The value the engine follows.
    let lift = KeyboardBarLift()
    /// The hidden view pinned to the window's keyboard layout guide, while in a window.
    private var guideSentinel: SentinelView?

    init() {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      lift.probe = self
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    /// Follows in a window; outside one, stops (the lift back to 0).
    override func didMoveToWindow() {
      super.didMoveToWindow()
      hearKeyboardGuide(of: window)
      if window != nil { lift.engine.follow() } else { lift.engine.stop() }
    }

    /// Stops following and lets go of the window's keyboard layout guide.
    func stop() {
      hearKeyboardGuide(of: nil)
      lift.engine.stop()
    }

    /// Pins a hidden sentinel to `window`'s keyboard layout guide, whose top follows a
    /// docked keyboard during a user's drag too: each move is a sample of the keyboard's
    /// top for the bar's engine, which follows the ones outside the keyboard's animations.
    private func hearKeyboardGuide(of window: UIWindow?) {
      if let window, guideSentinel?.window === window { return }
      guideSentinel?.onChange = nil
      guideSentinel?.removeFromSuperview()
      guideSentinel = nil
      guard let window else { return }
      guideSentinel = SentinelView.keyboardTopSampler(in: window) { [weak self] top in
        self?.lift.engine.keyboardGuideDidMove(to: top)
      }
    }
  }
#endif
