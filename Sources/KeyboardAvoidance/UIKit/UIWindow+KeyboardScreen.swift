#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  import UIKit

  extension UIWindow {
    /// The screen whose coordinate space keyboard frames are in for this window.
    ///
    /// That is its scene's screen (UIResponder.keyboardFrameEndUserInfoKey). Never
    /// `UIScreen.main`: a windowed app's screen is found through its window.
    var keyboardScreen: UIScreen { windowScene?.screen ?? screen }
  }

  /// A view tells the observer its window, so that focus is kept per window (rule F1): an
  /// input's begin-editing notification files it under its window, held weakly.
  extension UIView: KeyboardWindowMember {
    /// The view's window (`UIView.window`), or `nil` outside any.
    package var keyboardWindow: AnyObject? { window }

    /// Whether the view's window is of a class the system made and keeps private (the
    /// keyboard's `UIRemoteKeyboardWindow` and `UITextEffectsWindow`, AutoFill's): a window
    /// the app makes is a `UIWindow` or a subclass of the app's or of a framework it ships.
    package var isInSystemWindow: Bool {
      guard let window else { return false }
      let windowClass: AnyClass = type(of: window)
      return windowClass != UIWindow.self && UIKitAppWideHosts.isFromSystemFramework(windowClass)
    }
  }
#endif
