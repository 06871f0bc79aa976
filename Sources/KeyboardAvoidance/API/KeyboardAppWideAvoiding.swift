import KeyboardAvoidanceEngine

/// An app that offers `keyboard`: `application.keyboard.enableEverywhere()`.
///
/// `UIApplication` adopts it. Its requirements belong to the library's binding, so no other
/// type can adopt it.
@MainActor
public protocol KeyboardAppWideAvoiding: KeyboardAvoidanceConfigurable {
  /// The app-wide mode's state: its walk and the application's settings.
  @_spi(KeyboardAvoidanceBinding)
  var keyboardAppWideSlot: KeyboardAppWideSlot { get }
}

extension KeyboardAppWideAvoiding {
  /// The application's settings (rule L9), kept by the app-wide mode's observer.
  @_spi(KeyboardAvoidanceBinding)
  public var keyboardSettingsSlot: KeyboardSettingsSlot {
    let slot = keyboardAppWideSlot
    return KeyboardSettingsSlot(read: { slot.settings }, write: { slot.settings = $0 })
  }
}

extension KeyboardAvoidanceWrapper where Base: KeyboardAppWideAvoiding {
  /// Makes every scroll view that holds an input avoid the keyboard, without a per-view
  /// `enable()` (rule L7).
  ///
  /// Call it once at launch. From then on, when a text field or text view begins editing
  /// and no enabled scroll view contains it, its nearest ancestor scroll view that scrolls
  /// vertically is enabled (a text view is its own only when no ancestor scrolls
  /// vertically), as if you had called `scrollView.keyboard.enable()`, except that it
  /// follows the application's settings (`margin`, `extraSpacing`, `showsToolbar`,
  /// `endsEditingOnTap`, `isReturnKeyNavigationEnabled`; rule L9), read at each event,
  /// so a change reaches scroll views already served. A scroll view you enable yourself
  /// uses its own settings from then on. A scroll view you disabled stays disabled, so one
  /// screen opts out with `scrollView.keyboard.disable()`. Scroll views the system owns (an
  /// alert's, search results', a picker's) and anything inside a SwiftUI hosting view are
  /// never enabled. An input with no such ancestor (a login screen that does not scroll) is
  /// kept visible by its view controller's bottom `additionalSafeAreaInsets` (rule L10), and
  /// takes the application's bar and Return navigation in reading order among that screen's
  /// inputs; `viewController.keyboard.isScreenAvoidanceEnabled = false` opts a screen out.
  /// Turned on while an input edits with the keyboard up, the mode serves that input at
  /// once (rule L2).
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
    base.keyboardAppWideSlot.setOn(true)
  }

  /// Turns the app-wide mode off: no scroll view is enabled for you from now on; those it
  /// enabled stay enabled, as ones you enabled by hand do.
  public func disableEverywhere() {
    base.keyboardAppWideSlot.setOn(false)
  }

  /// Whether the app-wide mode is on.
  public var isEnabledEverywhere: Bool {
    base.keyboardAppWideSlot.isOn
  }
}
