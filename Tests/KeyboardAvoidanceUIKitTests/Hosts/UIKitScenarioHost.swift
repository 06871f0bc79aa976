#if canImport(UIKit)
  import KeyboardAvoidance
  import KeyboardAvoidanceTesting
  import RuleScenarios
  import UIKit

  /// A shared rule scenario (`Tests/RuleScenarios`) built from real UIKit views.
  ///
  /// A window of the scenario's 390 x 844 screen, laid at the bottom-left of the
  /// simulator's screen, holds a `UIScrollView` with the scenario's frame, content size,
  /// bottom insets and offset (adjustment `never`), and a `UITextField` made first
  /// responder. The keyboard is posted by the public `KeyboardSimulator`, its frame moved
  /// down by as much as the window. No test framework here: this file is type-checked
  /// against Apple's iPhoneOS SDK, the tests beside it against the stubs.
  @MainActor
  final class UIKitScenarioHost {
    let window: UIWindow
    let scrollView: UIScrollView
    let field: UITextField?
    let keyboard: KeyboardSimulator
    /// How far the scenario's screen lies below the simulator screen's top.
    let shift: CGFloat

    init(_ scenario: ScrollScenario) {
      window = UIWindow(frame: .zero)
      let screen = window.windowScene?.screen.bounds ?? window.screen.bounds
      shift = screen.height - ScrollScenario.screenSize.height
      window.frame = CGRect(origin: CGPoint(x: 0, y: shift), size: ScrollScenario.screenSize)
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      scrollView = UIScrollView(frame: scenario.hostFrame)
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.contentSize = scenario.contentSize
      scrollView.contentInset.bottom = scenario.userBottomInset
      scrollView.verticalScrollIndicatorInsets.bottom = scenario.userBottomInset
      window.addSubview(scrollView)
      scrollView.contentOffset = CGPoint(x: 0, y: scenario.startOffsetY)
      field = scenario.focusedField.map { UITextField(frame: $0) }
      if let field {
        scrollView.addSubview(field)
        field.becomeFirstResponder()
      }
      scrollView.keyboard.enable()
      keyboard = KeyboardSimulator(window: window)
      window.layoutIfNeeded()
    }

    /// The insets and offset as UIKit reports them.
    var state: HostState {
      HostState(
        contentBottom: scrollView.contentInset.bottom,
        indicatorBottom: scrollView.verticalScrollIndicatorInsets.bottom,
        offsetY: scrollView.contentOffset.y)
    }

    /// Whether the scenario's field, when it has one, is first responder.
    var isFocused: Bool { field?.isFirstResponder ?? true }

    /// Shows the keyboard at a frame of the scenario's screen.
    func show(_ frame: CGRect) {
      keyboard.show(frame.offsetBy(dx: 0, dy: shift))
    }

    /// Hides the keyboard and takes the window off screen.
    func hide() {
      keyboard.hide()
    }

    /// Removes everything from the screen, keyboard first.
    func tearDown() {
      field?.resignFirstResponder()
      window.isHidden = true
    }
  }
#endif
