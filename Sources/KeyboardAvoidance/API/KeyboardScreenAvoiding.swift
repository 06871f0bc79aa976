import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A view controller that offers `keyboard`: `viewController.keyboard.isScreenAvoidanceEnabled`.
///
/// `UIViewController` adopts it. Its one requirement belongs to the library's binding, so no
/// other type can adopt it.
@MainActor
public protocol KeyboardScreenAvoiding: KeyboardAvoidanceCompatible {
  /// Storage for this screen's engine, created by the library.
  @_spi(KeyboardAvoidanceBinding)
  var keyboardEngineSlot: KeyboardEngineSlot { get }
}

extension KeyboardAvoidanceWrapper where Base: KeyboardScreenAvoiding {
  /// Whether the app-wide mode keeps this screen's inputs visible when no scroll view holds
  /// them (on by default; rule L10).
  ///
  /// With `application.keyboard.enableEverywhere()`, a text field on a screen that does not
  /// scroll (a login form, a one-time-code screen) stays visible: while the keyboard covers
  /// it, the bottom of this view controller's `additionalSafeAreaInsets` grows by what the
  /// safe area does not cover yet, inside the keyboard's animation, so every view pinned to
  /// the safe area moves up; if the field is still covered after that layout, the view is
  /// lifted by a translation. The screen's fields take the application's Previous / Next /
  /// Done bar and Return navigation (`application.keyboard.showsToolbar`,
  /// `isReturnKeyNavigationEnabled`), in reading order among the screen's inputs that no
  /// scroll view serves (a field in a table the keyboard does not cover is the screen's),
  /// whether the keyboard covers them or not. Your own
  /// `additionalSafeAreaInsets` are kept: a value you write
  /// while the keyboard is up becomes yours edge by edge, and on hide the insets you set
  /// come back exactly. Whether the keyboard covers the field is decided after your own
  /// layout for the keyboard, in the screen's next layout pass after the keyboard's
  /// will-show (within its animation): a layout pinned to `keyboardLayoutGuide`, or a bottom
  /// constraint that follows the keyboard (`keyboard.follow()`), has moved the field by then,
  /// and a field the keyboard does not cover is never served, so such a screen needs nothing.
  /// Set this to `false` on a screen that wants none of it (no bar on its fields, no safe
  /// area change). Turning it off while the keyboard is up gives the insets back at once and
  /// takes out the bars the library gave; turning it on while a field of the screen edits
  /// serves that field at once.
  ///
  /// The screen is the view controller a navigation, tab, split or page controller shows, a
  /// presented one, or a window's root: set it there, not on a child inside it.
  public var isScreenAvoidanceEnabled: Bool {
    get { base.keyboardEngineSlot.engine(ScreenEngine.self)?.isEnabledByApp ?? true }
    nonmutating set {
      guard newValue != isScreenAvoidanceEnabled else { return }
      base.keyboardEngineSlot.makeEngineIfNeeded(ScreenEngine.self)?.isEnabledByApp = newValue
    }
  }
}

/// The app-wide mode's way to an input's screen (rule L10), one for the UIKit binding and
/// the headless model: each finds the screen in its own view controllers and hands it over.
@MainActor
package enum AppWideScreenWalk {
  /// Hands `input` to `screen`'s engine, unless the app opted the screen out; returns
  /// whether the screen serves it now.
  @discardableResult
  package static func serve<Screen: KeyboardScreenAvoiding>(_ input: AnyObject, by screen: Screen)
    -> Bool
  {
    guard let engine = screen.keyboardEngineSlot.makeEngineIfNeeded(ScreenEngine.self),
      engine.isEnabledByApp
    else { return false }
    KeyboardLog.write("app-wide mode serves \(KeyboardLog.name(of: input)) by its screen (L10)")
    return engine.serve(input)
  }
}
