#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  public import UIKit

  /// A screen's engine slot.
  @MainActor private let screenSlot = AssociatedObject<KeyboardEngineSlot>()

  extension UIViewController: KeyboardScreenAvoiding {
    /// The screen's engine slot, an associated object created on first use; the engine
    /// reaches the controller through an adapter that holds it weakly (rule L4).
    @_spi(KeyboardAvoidanceBinding)
    public var keyboardEngineSlot: KeyboardEngineSlot {
      screenSlot.engineSlot(of: self, host: { UIKitScreenHost(self) }) {
        ScreenEngine(host: $0)
      }
    }
  }

  /// The engine's way to a view controller whose view does not scroll (rule L10): its
  /// `additionalSafeAreaInsets`, its view's safe area and layout, and a translation composed
  /// onto the view's transform.
  ///
  /// It holds the controller weakly. It hears the view's layout passes through a hidden
  /// sentinel pinned to the view's edges (the binding never subclasses or swizzles the app's
  /// controllers), installed only while the engine serves an input.
  @MainActor
  final class UIKitScreenHost: KeyboardScreenHost {
    private weak var controller: UIViewController?
    /// The translation the engine composed onto the view's transform (up is positive).
    private var engineLift: CGFloat = 0
    /// The sentinel that hears the view's layout while serving.
    private var sentinel: SentinelView?

    init(_ controller: UIViewController) {
      self.controller = controller
    }

    /// The controller's identity, not the adapter's: the scroll views inside its view find
    /// its engine by it (rule F8).
    var hostIdentity: ObjectIdentifier? { controller.map(ObjectIdentifier.init) }

    /// The controller's view when loaded; never loads it.
    var controllerView: UIView? { controller?.viewIfLoaded }

    /// The additional insets, the view's safe area and untransformed frame in its screen's
    /// coordinate space, the input's frame in the view and a scrolling text view's caret
    /// line (rule L7); forces no layout (rule L8).
    func screenSnapshot(focusedInput: AnyObject?) -> ScreenSnapshot {
      let view = controller?.viewIfLoaded
      let screen = view?.window?.keyboardScreen
      var frameInScreen: CGRect?
      if let view, let screen, let superview = view.superview {
        // The layout's frame: `center` and `bounds` ignore the transform (UIView.h).
        let untransformed = CGRect(
          x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
          width: view.bounds.width, height: view.bounds.height)
        frameInScreen = superview.convert(untransformed, to: screen.coordinateSpace)
      }
      var inputFrame: CGRect?
      if let view, let input = focusedInput as? UIView, input.isDescendant(of: view) {
        inputFrame = input.convert(input.bounds, to: view)
      }
      return ScreenSnapshot(
        additionalSafeAreaInsets: EdgeInsets(controller?.additionalSafeAreaInsets ?? .zero),
        safeAreaBottom: view?.safeAreaInsets.bottom ?? 0, viewFrameInScreen: frameInScreen,
        screenBounds: screen?.bounds, screen: screen.map(ObjectIdentifier.init),
        inputFrame: inputFrame, viewHeight: view?.bounds.height ?? 0, lift: engineLift,
        inputCaretLineHeight: inputFrame == nil ? nil : Self.caretLineHeight(of: focusedInput))
    }

    /// The height of the caret line of a text view that scrolls its own text (its own host,
    /// rule L7), `nil` for any other input; asks the text system for one caret rect.
    private static func caretLineHeight(of input: AnyObject?) -> CGFloat? {
      guard let textView = input as? UITextView, textView.isScrollEnabled,
        let range = textView.selectedTextRange
      else { return nil }
      return textView.caretRect(for: range.end).height
    }

    /// One `UIView.animate` with the keyboard's duration and curve, beginning from the
    /// current state (rule A1); without animation for a `nil` or zero timing.
    func animate(timing: AnimationTiming?, _ body: @escaping @MainActor @Sendable () -> Void) {
      UIKitKeyboardAnimation.run(timing, layingOut: nil, body)
    }

    /// Writes the insets and lays the view out inside the running animation (rule L8).
    func writeAdditionalSafeAreaInsets(_ insets: EdgeInsets) {
      guard let controller else { return }
      controller.additionalSafeAreaInsets = UIEdgeInsets(insets)
      controller.viewIfLoaded?.layoutIfNeeded()
    }

    /// Composes the change of the lift onto the view's transform, in its superview's space,
    /// so that an app's own transform stays as it is.
    func writeLift(_ lift: CGFloat) {
      guard let view = controller?.viewIfLoaded else { return }
      let move = CGAffineTransform(translationX: 0, y: -(lift - engineLift))
      view.transform = view.transform.concatenating(move)
      engineLift = lift
    }

    /// The app-wide observer, which learns at the library's first use what was editing
    /// (rule L2).
    var hostKeyboardObserver: KeyboardObserver? {
      KeyboardObserver.shared(reachedFrom: controller?.viewIfLoaded)
    }

    /// Installs the sentinel: the view's layout passes after its safe area, size or window
    /// changed reach `receiver` (rule K7); watches the window scene.
    func startSignals(to receiver: any KeyboardSignalReceiver) {
      guard sentinel == nil, let view = controller?.viewIfLoaded else { return }
      let sentinel = SentinelView.make()
      sentinel.onChange = { [weak receiver] _, _ in
        receiver?.receive(.geometryChanged)
      }
      self.sentinel = sentinel
      install(sentinel, in: view)
      SceneGeometryWatcher.shared.watch(view.window?.windowScene)
    }

    /// Puts `sentinel` in front of the subviews of the view that takes them, pinned to its
    /// frame, quietly: joining the view is no change the engine needs to hear.
    ///
    /// A `UIVisualEffectView` takes subviews only in its `contentView` (its header: "Do not
    /// add subviews directly"; UIKit raises an exception); a scroll view's edge anchors
    /// would size its content (Auto Layout Guide, "Working with Scroll Views"), so the
    /// sentinel follows its frame layout guide instead (rule L8).
    private func install(_ sentinel: SentinelView, in view: UIView) {
      let container = Self.subviewContainer(of: view)
      let onChange = sentinel.onChange
      sentinel.onChange = nil
      sentinel.removeFromSuperview()
      container.addSubview(sentinel)
      sentinel.onChange = onChange
      let frame: any SentinelFrame = (container as? UIScrollView)?.frameLayoutGuide ?? container
      NSLayoutConstraint.activate([
        sentinel.topAnchor.constraint(equalTo: frame.topAnchor),
        sentinel.bottomAnchor.constraint(equalTo: frame.bottomAnchor),
        sentinel.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
        sentinel.trailingAnchor.constraint(equalTo: frame.trailingAnchor),
      ])
    }

    /// Runs `body` in the sentinel's next layout pass, brought in front of the view's other
    /// subviews (it is hidden and takes no touches) so that its pass follows their layout,
    /// where the app's constraints and keyboard layout guide place the inputs (rule L10).
    ///
    /// The sentinel asks for that pass itself (`setNeedsLayout()`, never forcing one, rule
    /// L8), so the run loop lays it out at the end of the turn even when nothing else needs
    /// layout; when the view does, UIKit lays out the view first (its `layoutSubviews`,
    /// inside which the controller's `viewDidLayoutSubviews` runs), then its subviews back to
    /// front, each with its own subtree. A sentinel the app took out (a rebuild of the
    /// view's subviews) is put back first. Without a sentinel (not serving) or a view, at the
    /// main queue's next turn; a sentinel that leaves its window hands the work there too.
    func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
      guard let sentinel, let view = controller?.viewIfLoaded else {
        DispatchQueue.main.async { body() }
        return
      }
      let container = Self.subviewContainer(of: view)
      if sentinel.superview !== container {
        install(sentinel, in: view)
      } else if container.subviews.last !== sentinel {
        container.bringSubviewToFront(sentinel)
      }
      sentinel.runInNextLayoutPass(body)
    }

    /// Runs `body` on the main queue's next turn, once UIKit has acted on what runs now: a
    /// container that moved the view has laid it out by then (rule K7).
    func afterUIKitActs(_ body: @escaping @MainActor () -> Void) {
      DispatchQueue.main.async { body() }
    }

    /// The view that takes `view`'s subviews: a visual effect view's content view, else
    /// `view` itself.
    private static func subviewContainer(of view: UIView) -> UIView {
      (view as? UIVisualEffectView)?.contentView ?? view
    }

    /// Removes the sentinel.
    func stopSignals() {
      sentinel?.onChange = nil
      sentinel?.removeFromSuperview()
      sentinel = nil
    }
  }

  /// What a sentinel can be pinned to: a view's edges or a layout guide's.
  @MainActor
  protocol SentinelFrame {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
  }

  extension UIView: SentinelFrame {}
  extension UILayoutGuide: SentinelFrame {}
#endif
