public import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// An app that offers `keyboard`: `application.keyboard.enableEverywhere()`.
///
/// `UIApplication` adopts it. Its requirements belong to the library's binding, so no other
/// type can adopt it.
@MainActor
public protocol KeyboardAppWideAvoiding: AnyObject {
  /// The app-wide mode's state: its walk and the application's settings.
  @_spi(KeyboardAvoidanceBinding)
  var keyboardAppWideSlot: KeyboardAppWideSlot { get }
}

extension KeyboardAppWideAvoiding {
  /// Keyboard avoidance for every screen of the app.
  ///
  /// ```swift
  /// application.keyboard.enableEverywhere()
  /// application.keyboard.margin = 24
  /// ```
  public var keyboard: KeyboardAvoidanceWrapper<Self> { KeyboardAvoidanceWrapper(self) }
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

  /// Room kept between the focused input and the keyboard, in points, for every scroll view
  /// the app-wide mode serves (default 16; rules F2, L9).
  ///
  /// IQKeyboardManager's `keyboardDistance`. A scroll view you enable yourself keeps its
  /// own `scrollView.keyboard.margin`.
  ///
  /// ```swift
  /// application.keyboard.margin = 24
  /// ```
  public var margin: CGFloat {
    get { base.keyboardAppWideSlot.settings.geometry.margin }
    nonmutating set { base.keyboardAppWideSlot.settings.geometry.margin = newValue }
  }

  /// Room added between the content and the keyboard whenever it overlaps, in points, for
  /// every scroll view the app-wide mode serves (default 0; rules I1, L9).
  public var extraSpacing: CGFloat {
    get { base.keyboardAppWideSlot.settings.geometry.extraSpacing }
    nonmutating set { base.keyboardAppWideSlot.settings.geometry.extraSpacing = newValue }
  }

  /// Whether the inputs of every scroll view and screen the app-wide mode serves get the
  /// Previous / Next / Done bar above the keyboard (off by default; rules T1, L9, L10).
  ///
  /// IQKeyboardManager's `enableAutoToolbar`. An input with an `inputAccessoryView` of its
  /// own keeps it. Turning it on or off reaches the focused input at once.
  public var showsToolbar: Bool {
    get { base.keyboardAppWideSlot.settings.showsToolbar }
    nonmutating set { base.keyboardAppWideSlot.settings.showsToolbar = newValue }
  }

  /// Whether a tap anywhere in a window, outside any input, ends editing in that window
  /// while the app-wide mode is on (off by default; rules T2, L9).
  ///
  /// IQKeyboardManager's `resignOnTouchOutside`. Every window of the app's is watched, as it
  /// becomes visible; a tap in one window never ends editing in another. The tap still
  /// reaches what it landed on; a tap on a control, a navigation bar or a toolbar keeps
  /// editing going, and a scroll is never a tap.
  public var endsEditingOnTap: Bool {
    get { base.keyboardAppWideSlot.settings.endsEditingOnTap }
    nonmutating set { base.keyboardAppWideSlot.settings.endsEditingOnTap = newValue }
  }

  /// Whether Return in a text field moves to the next field of the scroll view or screen the
  /// app-wide mode serves (off by default; rules F6, L9, L10).
  ///
  /// Off until you turn it on, so that the one line at launch changes nothing about what
  /// Return does in your fields and in those of the frameworks you embed
  /// (IQKeyboardManager's Return handling is opt-in too). Turning it off again gives Return
  /// back to the app in every field that had the library's action. A scroll view you enable
  /// yourself has Return navigation on by default.
  public var isReturnKeyNavigationEnabled: Bool {
    get { base.keyboardAppWideSlot.settings.isReturnKeyNavigationEnabled }
    nonmutating set { base.keyboardAppWideSlot.settings.isReturnKeyNavigationEnabled = newValue }
  }
}
