/// An app that offers `keyboard`: `application.keyboard.enableEverywhere()`.
///
/// `UIApplication` adopts it. Its requirements belong to the library's binding, so no other
/// type can adopt it.
@MainActor
public protocol KeyboardAppWideAvoiding: AnyObject {
  /// Whether the app-wide mode is on.
  @_spi(KeyboardAvoidanceBinding)
  var isKeyboardAppWideModeOn: Bool { get }

  /// Turns the app-wide mode on or off.
  @_spi(KeyboardAvoidanceBinding)
  func setKeyboardAppWideMode(_ isOn: Bool)
}

extension KeyboardAppWideAvoiding {
  /// Keyboard avoidance for every screen of the app.
  ///
  /// ```swift
  /// application.keyboard.enableEverywhere()
  /// ```
  public var keyboard: KeyboardAvoidanceWrapper<Self> { KeyboardAvoidanceWrapper(self) }
}

extension KeyboardAvoidanceWrapper where Base: KeyboardAppWideAvoiding {
  /// Makes every scroll view that holds an input avoid the keyboard, without a per-view
  /// `enable()` (rule L7).
  ///
  /// Call it once at launch. From then on, when a text field or text view begins editing
  /// and no enabled scroll view contains it, its nearest ancestor scroll view that scrolls
  /// vertically is enabled (a text view that scrolls is its own), exactly as if you had
  /// called `scrollView.keyboard.enable()`; its settings (``margin``, Return navigation, the
  /// toolbar) are yours to set as for any scroll view. A scroll view you disabled stays
  /// disabled, so one screen opts out with `scrollView.keyboard.disable()`. An input with
  /// no such ancestor gets nothing: a layout that does not scroll needs a following
  /// constraint.
  ///
  /// ```swift
  /// func application(
  ///   _ application: UIApplication,
  ///   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  /// ) -> Bool {
  ///   application.keyboard.enableEverywhere()
  ///   return true
  /// }
  /// ```
  public func enableEverywhere() {
    base.setKeyboardAppWideMode(true)
  }

  /// Turns the app-wide mode off: no scroll view is enabled for you from now on; those it
  /// enabled stay enabled, as ones you enabled by hand do.
  public func disableEverywhere() {
    base.setKeyboardAppWideMode(false)
  }

  /// Whether the app-wide mode is on.
  public var isEnabledEverywhere: Bool {
    base.isKeyboardAppWideModeOn
  }
}
