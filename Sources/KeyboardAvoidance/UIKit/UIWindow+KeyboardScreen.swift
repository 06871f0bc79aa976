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
  }
#endif
